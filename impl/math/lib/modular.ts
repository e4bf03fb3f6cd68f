// Modular arithmetic on BigInt for the number-theory tools (pow-mod, mod-inverse, CRT, primality).
import { ToolError, invalidInput } from '../../lib/tool-error.js';
import { parseInteger } from './integer.js';

/** a mod m in [0, m) for m > 0, whatever the sign of a (BigInt % keeps the dividend's sign). */
export function mod(a: bigint, m: bigint): bigint {
  const r = a % m;
  return r < 0n ? r + m : r;
}

/** base^exponent mod m for exponent >= 0 and m > 0 by left-to-right square-and-multiply; 0^0 = 1 (mod 1 is 0). */
export function modPow(base: bigint, exponent: bigint, m: bigint): bigint {
  if (m === 1n) return 0n;
  let result = 1n;
  const b = mod(base, m);
  for (const bit of exponent.toString(2)) {
    result = (result * result) % m;
    if (bit === '1') result = (result * b) % m;
  }
  return result;
}

/**
 * Extended Euclid: g = gcd(a, b) >= 0 with a * x + b * y = g. The coefficients are the ones the
 * iterative algorithm reaches (|x| <= |b| / (2g) and |y| <= |a| / (2g) when both are non-zero).
 */
export function extendedGcd(a: bigint, b: bigint): { g: bigint; x: bigint; y: bigint } {
  let [oldR, r] = [a, b];
  let [oldS, s] = [1n, 0n];
  let [oldT, t] = [0n, 1n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
    [oldT, t] = [t, oldT - q * t];
  }
  return oldR < 0n ? { g: -oldR, x: -oldS, y: -oldT } : { g: oldR, x: oldS, y: oldT };
}

/** The inverse of a modulo m > 0 in [0, m), or null when gcd(a, m) != 1. */
export function modInverse(a: bigint, m: bigint): bigint | null {
  const { g, x } = extendedGcd(mod(a, m), m);
  return g === 1n ? mod(x, m) : null;
}

/**
 * A modulus from an integer string that matched the input pattern: it must be positive, so 0 is
 * `division_by_zero` (reduction modulo 0) and a negative one `invalid_input`, both at `pointer`.
 */
export function parseModulus(text: string, pointer: string): bigint {
  const m = parseInteger(text);
  if (m === 0n) throw new ToolError('division_by_zero', 'the modulus is 0', [{ pointer, message: 'reduction modulo 0 divides by zero' }]);
  if (m < 0n) throw invalidInput(pointer, 'the modulus must be positive');
  return m;
}
