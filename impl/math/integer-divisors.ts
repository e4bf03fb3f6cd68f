import type { Input, Output } from '../../generated/tools/math/integer-divisors.js';
import { limits } from '../../generated/tools/math/integer-divisors.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { divisorCount, divisorList, divisorSum, factorizeBounded, parseWithinPowerOfTwo } from './lib/primes.js';

export default function integerDivisors(input: Input): Output {
  if (input.value === '0' || input.value.startsWith('-')) throw invalidInput('/value', 'the value must be a positive integer');
  const n = parseWithinPowerOfTwo(input.value, limits.max_value_power_of_two, '/value');
  const factors = factorizeBounded(n, limits.max_rho_iterations, '/value');
  const count = divisorCount(factors);
  const sum = divisorSum(factors).toString();
  if (input.include_divisors === false) return { count, sum };
  if (count > limits.max_divisors) {
    throw limitExceeded('/value', `the value has ${count} divisors, more than ${limits.max_divisors} (max_divisors); set include_divisors to false for the count and sum alone`);
  }
  return { count, sum, divisors: divisorList(factors).map((d) => d.toString()) };
}
