import type { Input, Output } from '../../generated/tools/units/unit-area-convert.js';
import { limits } from '../../generated/tools/units/unit-area-convert.js';
import { convertWithTable } from './lib/exact-result.js';
import { AREA } from './lib/unit-table.js';

export default function unitAreaConvert(input: Input): Output {
  return convertWithTable(input, AREA, limits);
}
