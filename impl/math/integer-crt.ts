import type { Input, Output } from '../../generated/tools/math/integer-crt.js';
import { limits } from '../../generated/tools/math/integer-crt.js';
import { limitExceeded } from '../lib/tool-error.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';
import { extendedGcd, mod, parseModulus } from './lib/modular.js';

export default function integerCrt(input: Input): Output {
  // Every modulus is checked before any solving, so the error does not depend on a conflict before it.
  const moduli = input.congruences.map((c, i) => parseModulus(c.modulus, `/congruences/${i}/modulus`));
  const bound = 10n ** BigInt(limits.max_modulus_digits);
  let x = 0n;
  let big = 1n;
  for (const [i, c] of input.congruences.entries()) {
    const m = moduli[i]!;
    const r = mod(parseInteger(c.remainder), m);
    // Euclid on (M mod m, m) stays below m: M·p ≡ g (mod m), so p inverts M/g modulo m/g.
    const { g, x: p } = extendedGcd(mod(big, m), m);
    const diff = r - mod(x, m);
    if (diff % g !== 0n) return { exists: false, conflicting_index: i };
    const step = m / g;
    const t = mod((diff / g) * p, step);
    x += big * t;
    big *= step;
    if (big >= bound) throw limitExceeded('/congruences', `the combined modulus has more than ${limits.max_modulus_digits} digits (max_modulus_digits)`);
  }
  return { exists: true, solution: canonicalInteger(x), modulus: canonicalInteger(big) };
}
