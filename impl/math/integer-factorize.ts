import type { Input, Output } from '../../generated/tools/math/integer-factorize.js';
import { limits } from '../../generated/tools/math/integer-factorize.js';
import { absInteger } from './lib/integer.js';
import { factorizeBounded, parseWithinPowerOfTwo } from './lib/primes.js';

export default function integerFactorize(input: Input): Output {
  const n = parseWithinPowerOfTwo(input.value, limits.max_abs_power_of_two, '/value');
  const sign = n === 0n ? 0 : n < 0n ? -1 : 1;
  if (n === 0n) return { sign, factors: [] };
  const factors = factorizeBounded(absInteger(n), limits.max_rho_iterations, '/value');
  return { sign, factors: factors.map((f) => ({ prime: f.prime.toString(), exponent: f.exponent })) };
}
