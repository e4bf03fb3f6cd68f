import type { Input, Output } from '../../generated/tools/math/integer-gcd-lcm.js';
import { limits } from '../../generated/tools/math/integer-gcd-lcm.js';
import { limitExceeded } from '../lib/tool-error.js';
import { absInteger, canonicalInteger, gcd, parseInteger } from './lib/integer.js';

export default function integerGcdLcm(input: Input): Output {
  const values = input.values.map((text) => absInteger(parseInteger(text)));
  let g = 0n;
  for (const v of values) g = gcd(g, v);
  return { gcd: canonicalInteger(g), lcm: canonicalInteger(values.includes(0n) ? 0n : lcmWithin(values)) };
}

/** lcm of positive values, refused as soon as it reaches the digit bound (it never decreases). */
function lcmWithin(values: bigint[]): bigint {
  const digits = Math.min(limits.max_lcm_digits, Math.floor(limits.max_lcm_digits_times_values / values.length));
  const bound = 10n ** BigInt(digits);
  let l = 1n;
  for (const v of values) {
    // gcd(v, l) starts with l % v; Euclid's later steps stay on numbers no longer than v.
    l *= v / gcd(v, l);
    if (l >= bound) {
      throw limitExceeded('/values', `the lcm has more than ${digits} digits (max_lcm_digits, max_lcm_digits_times_values with ${values.length} values)`);
    }
  }
  return l;
}
