// Square roots of exact rationals without floating point: exact when the root is rational, else
// correctly rounded to a scale in any of the seven rounding modes (standard deviations, L2 norms).
import { pow10, type Decimal, type RoundingMode } from '../../lib/decimal.js';
import { floorRoot } from './integer-root.js';
import { reduceRational, type Rational } from './rational.js';

/** The square root of a rational when it is itself rational (both reduced parts are squares), else null. */
export function exactRationalSqrt(r: Rational): Rational | null {
  const { num, den } = reduceRational(r);
  if (num < 0n) return null;
  const a = floorRoot(num, 2);
  if (a * a !== num) return null;
  const b = floorRoot(den, 2);
  return b * b === den ? { num: a, den: b } : null;
}

/**
 * sqrt(r) for r >= 0 rounded to `scale` fraction digits in `mode`, exactly: with t = sqrt(r) * 10^scale,
 * k = floor(t) = isqrt(floor(num * 10^(2 scale) / den)) (floorRoot); t is exact when k^2 den = num 10^(2 scale);
 * otherwise k < t < k + 1, and the half modes compare t with k + 1/2 by squaring:
 * t > k + 1/2 iff 4 num 10^(2 scale) > (2k + 1)^2 den, a tie iff equal.
 */
export function sqrtToScale(r: Rational, scale: number, mode: RoundingMode): Decimal {
  if (r.num < 0n) throw new RangeError('square root of a negative number');
  const n = r.num * pow10(2 * scale);
  const k = floorRoot(n / r.den, 2);
  if (k * k * r.den === n) return { unscaled: k, scale };
  let up: boolean;
  switch (mode) {
    case 'down':
    case 'floor':
      up = false;
      break;
    case 'up':
    case 'ceiling':
      up = true;
      break;
    default: {
      const left = 4n * n;
      const right = (2n * k + 1n) ** 2n * r.den;
      up = left > right || (left === right && (mode === 'half_up' || (mode === 'half_even' && k % 2n === 1n)));
    }
  }
  return { unscaled: up ? k + 1n : k, scale };
}
