import type { Input, Output } from '../../generated/tools/math/integer-mod-inverse.js';
import { absInteger, canonicalInteger, parseInteger } from './lib/integer.js';
import { extendedGcd, mod, parseModulus } from './lib/modular.js';

export default function integerModInverse(input: Input): Output {
  const a = parseInteger(input.value);
  const m = parseModulus(input.modulus, '/modulus');
  const { g, x: xAbs, y } = extendedGcd(absInteger(a), m);
  const x = a < 0n ? -xAbs : xAbs;
  const bezout = { gcd: canonicalInteger(g), x: canonicalInteger(x), y: canonicalInteger(y) };
  return g === 1n ? { exists: true, inverse: canonicalInteger(mod(x, m)), ...bezout } : { exists: false, ...bezout };
}
