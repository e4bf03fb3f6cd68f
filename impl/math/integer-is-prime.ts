import type { Input, Output } from '../../generated/tools/math/integer-is-prime.js';
import { limits } from '../../generated/tools/math/integer-is-prime.js';
import { limitExceeded } from '../lib/tool-error.js';
import { decimalDigitsOfText, parseInteger } from './lib/integer.js';
import { MILLER_RABIN_EXACT_BELOW, primalityVerdict } from './lib/primes.js';

export default function integerIsPrime(input: Input): Output {
  // Negatives (and "-0") are below two whatever their size: no limit applies to them.
  if (input.value.startsWith('-')) return { is_prime: false, method: 'less_than_two' };
  if (decimalDigitsOfText(input.value) > limits.max_value_digits) throw tooLarge();
  const n = parseInteger(input.value);
  if (n >= MILLER_RABIN_EXACT_BELOW) throw tooLarge();
  const v = primalityVerdict(n);
  if ('factor' in v) return { is_prime: false, method: v.method, factor: v.factor.toString() };
  if ('witness' in v) return { is_prime: false, method: v.method, witness: v.witness.toString() };
  return { is_prime: v.isPrime, method: v.method };
}

function tooLarge() {
  return limitExceeded(
    '/value',
    `the value is not below ${MILLER_RABIN_EXACT_BELOW} (or has more than ${limits.max_value_digits} digits, max_value_digits), where Miller-Rabin with bases 2..41 stops being exact`,
  );
}
