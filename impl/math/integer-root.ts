import type { Input, Output } from '../../generated/tools/math/integer-root.js';
import { invalidInput } from '../lib/tool-error.js';
import { absInteger, canonicalInteger, parseInteger } from './lib/integer.js';
import { floorRoot } from './lib/integer-root.js';

export default function integerRoot(input: Input): Output {
  const x = parseInteger(input.value);
  const n = input.n;
  if (x < 0n && n % 2 === 0) throw invalidInput('/value', `a negative value has no real root of even degree ${n}`);
  const s = absInteger(x);
  const low = floorRoot(s, n);
  const exact = low ** BigInt(n) === s;
  // s^(1/n) lies in [low, high]; high = low only when it is exact.
  const high = exact ? low : low + 1n;
  let magnitude: bigint;
  switch (input.rounding ?? 'floor') {
    case 'floor':
      magnitude = x < 0n ? high : low;
      break;
    case 'ceiling':
      magnitude = x < 0n ? low : high;
      break;
    case 'down':
      magnitude = low;
      break;
    case 'up':
      magnitude = high;
      break;
    default:
      // Nearest: s^(1/n) > low + 1/2 exactly when 2^n · s > (2 · low + 1)^n; never equal (even vs odd).
      magnitude = exact || s << BigInt(n) < (2n * low + 1n) ** BigInt(n) ? low : high;
  }
  return { root: canonicalInteger(x < 0n ? -magnitude : magnitude), exact };
}
