import type { Input, Output } from '../../generated/tools/units/unit-length-convert.js';
import { limits } from '../../generated/tools/units/unit-length-convert.js';
import { convertWithTable } from './lib/exact-result.js';
import { LENGTH } from './lib/unit-table.js';

export default function unitLengthConvert(input: Input): Output {
  return convertWithTable(input, LENGTH, limits);
}
