import type { Input, Output } from '../../generated/tools/encoding/luhn-check.js';
import { invalidInput } from '../lib/tool-error.js';

/** The digit that, appended to `payload`, makes the whole string pass Luhn (ISO/IEC 7812-1 annex B). */
function luhnCheckDigit(payload: string): number {
  let sum = 0;
  // The rightmost payload digit sits left of the check digit, so it is the first one doubled.
  for (let i = payload.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = payload.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export default function luhnCheck(input: Input): Output {
  const strip = input.strip_separators ?? false;
  const digits: string[] = [];
  for (let i = 0; i < input.number.length; i++) {
    const c = input.number[i]!;
    if (c >= '0' && c <= '9') digits.push(c);
    else if (strip && (c === ' ' || c === '-')) continue;
    else {
      const hint = c === ' ' || c === '-' ? '; set strip_separators to allow spaces and hyphens' : '';
      throw invalidInput('/number', `character at offset ${i} is not an ASCII digit${hint}`);
    }
  }
  if (digits.length === 0) throw invalidInput('/number', 'holds no digits');
  const all = digits.join('');
  const checkDigit = luhnCheckDigit(all.slice(0, -1));
  const given = all.charCodeAt(all.length - 1) - 48;
  return {
    valid: checkDigit === given,
    digits: all,
    given_check_digit: given,
    check_digit: checkDigit,
    check_digit_to_append: luhnCheckDigit(all),
  };
}
