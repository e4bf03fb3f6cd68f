import type { Input, Output } from '../../generated/tools/units/unit-speed-convert.js';
import { limits } from '../../generated/tools/units/unit-speed-convert.js';
import { convertWithTable } from './lib/exact-result.js';
import { SPEED } from './lib/unit-table.js';

export default function unitSpeedConvert(input: Input): Output {
  return convertWithTable(input, SPEED, limits);
}
