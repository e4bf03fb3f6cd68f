import type { Input, Output } from '../../generated/tools/units/byte-size-format.js';
import { limits } from '../../generated/tools/units/byte-size-format.js';
import { divideToScale, formatDecimal } from '../lib/decimal.js';
import { invalidInput } from '../lib/tool-error.js';

const SI: Output['unit'][] = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const IEC: Output['unit'][] = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

export default function byteSizeFormat(input: Input): Output {
  if (input.bytes.length > limits.max_bytes_chars) throw invalidInput('/bytes', `more than ${limits.max_bytes_chars} characters (max_bytes_chars)`);
  const decimals = input.decimals ?? 1;
  if (decimals > limits.max_decimals) throw invalidInput('/decimals', `more than ${limits.max_decimals} (max_decimals)`);
  const rounding = input.rounding ?? 'half_even';
  const iec = (input.system ?? 'si') === 'iec';
  const base = iec ? 1024n : 1000n;
  const names = iec ? IEC : SI;
  const n = BigInt(input.bytes);
  const magnitude = n < 0n ? -n : n;
  const top = names.length - 1;
  let k = 0;
  while (k < top && magnitude >= base ** BigInt(k + 1)) k++;
  if (k === 0) return { text: `${n} B`, value: n.toString(), unit: 'B', exact: true };
  let divisor = base ** BigInt(k);
  let rounded = divideToScale(n, divisor, decimals, rounding);
  // Rule 4: a value that rounds up to the base moves to the next unit ("1.0 MiB", not "1024.0 KiB").
  const limit = base * 10n ** BigInt(decimals);
  if (k < top && (rounded.unscaled < 0n ? -rounded.unscaled : rounded.unscaled) >= limit) {
    k++;
    divisor *= base;
    rounded = divideToScale(n, divisor, decimals, rounding);
  }
  const value = formatDecimal(rounded);
  return { text: `${value} ${names[k]}`, value, unit: names[k]!, exact: rounded.unscaled * divisor === n * 10n ** BigInt(decimals) };
}
