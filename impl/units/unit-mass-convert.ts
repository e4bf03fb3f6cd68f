import type { Input, Output } from '../../generated/tools/units/unit-mass-convert.js';
import { limits } from '../../generated/tools/units/unit-mass-convert.js';
import { convertWithTable } from './lib/exact-result.js';
import { MASS } from './lib/unit-table.js';

export default function unitMassConvert(input: Input): Output {
  return convertWithTable(input, MASS, limits);
}
