import type { Input, Output } from '../../generated/tools/encoding/iban-validate.js';
import { IBAN_COUNTRIES } from './lib/iban-registry.js';

type Reason = NonNullable<Output['reason']>;

const isDigit = (c: string) => c >= '0' && c <= '9';
const isUpper = (c: string) => c >= 'A' && c <= 'Z';

/** Whether `bban` has the registry structure, e.g. "4!a6!n8!n" (all fixed-length segments). */
function matchesStructure(bban: string, structure: string): boolean {
  let at = 0;
  for (let i = 0; i < structure.length; ) {
    let count = 0;
    while (isDigit(structure[i]!)) count = count * 10 + (structure.charCodeAt(i++) - 48);
    i++; // the "!" that marks a fixed length
    const kind = structure[i++]!;
    for (let k = 0; k < count; k++, at++) {
      const c = bban[at];
      if (c === undefined) return false;
      const ok = kind === 'n' ? isDigit(c) : kind === 'a' ? isUpper(c) : isDigit(c) || isUpper(c);
      if (!ok) return false;
    }
  }
  return at === bban.length;
}

/** ISO 7064 MOD 97-10 over the rearranged IBAN, letters as 10..35, folded digit by digit so it stays exact. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rem = 0;
  for (const c of rearranged) {
    const v = isDigit(c) ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 55;
    rem = (rem * (v < 10 ? 10 : 100) + v) % 97;
  }
  return rem;
}

function printFormat(electronic: string): string {
  const groups: string[] = [];
  for (let at = 0; at < electronic.length; at += 4) groups.push(electronic.slice(at, at + 4));
  return groups.join(' ');
}

export default function ibanValidate(input: Input): Output {
  const result: Output = {
    valid: false,
    reason: null,
    country: null,
    check_digits: null,
    bban: null,
    electronic_format: null,
    print_format: null,
    expected_length: null,
    bban_structure: null,
    expected_check_digits: null,
  };
  let electronic = '';
  for (const ch of input.iban) {
    if (ch === ' ') continue;
    const c = ch >= 'a' && ch <= 'z' ? ch.toUpperCase() : ch;
    if (!isDigit(c) && !isUpper(c)) return { ...result, reason: 'bad_characters' };
    electronic += c;
  }
  result.electronic_format = electronic;
  result.print_format = printFormat(electronic);
  const fail = (reason: Reason): Output => ({ ...result, reason });
  if (electronic.length < 5 || !isUpper(electronic[0]!) || !isUpper(electronic[1]!) || !isDigit(electronic[2]!) || !isDigit(electronic[3]!)) {
    return fail('bad_format');
  }
  result.country = electronic.slice(0, 2);
  result.check_digits = electronic.slice(2, 4);
  result.bban = electronic.slice(4);
  const spec = IBAN_COUNTRIES.get(result.country);
  if (spec === undefined) return fail('unknown_country');
  result.expected_length = spec.length;
  result.bban_structure = spec.bban;
  if (electronic.length !== spec.length) return fail('wrong_length');
  if (!matchesStructure(result.bban, spec.bban)) return fail('bban_format_mismatch');
  const expected = 98 - mod97(electronic.slice(0, 2) + '00' + electronic.slice(4));
  result.expected_check_digits = String(expected).padStart(2, '0');
  // 98 - (n mod 97) is always 2..98, so 00, 01 and 99 are never issued even where MOD 97 would pass.
  if (result.check_digits === '00' || result.check_digits === '01' || result.check_digits === '99') {
    return fail('invalid_check_digits');
  }
  if (mod97(electronic) !== 1) return fail('checksum_failed');
  return { ...result, valid: true };
}
