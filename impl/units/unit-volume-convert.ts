import type { Input, Output } from '../../generated/tools/units/unit-volume-convert.js';
import { limits } from '../../generated/tools/units/unit-volume-convert.js';
import { convertWithTable } from './lib/exact-result.js';
import { VOLUME } from './lib/unit-table.js';

export default function unitVolumeConvert(input: Input): Output {
  return convertWithTable(input, VOLUME, limits);
}
