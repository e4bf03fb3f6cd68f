import type { Input, Output } from '../../generated/tools/math/decimal-parse.js';
import { limits } from '../../generated/tools/math/decimal-parse.js';
import { boundedExponent, decimalFromDigits, decimalPrecision, formatDecimal, normalizeDecimal } from '../lib/decimal.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';

/** Scans text by the grammar of rule 1 with the declared separators; never builds a regex from input. */
export default function decimalParse(input: Input): Output {
  const { text } = input;
  const point = input.decimal_separator ?? '.';
  const group = input.group_separator;
  if (group === point) throw invalidInput('/group_separator', 'the group separator must differ from the decimal separator');
  const fail = (at: number, why: string) => invalidInput('/text', `not a number at index ${at}: ${why}`);

  let i = 0;
  let negative = false;
  if (text[i] === '+' || text[i] === '-') negative = text[i++] === '-';

  // Integer part, with the lengths of its groups when a group separator is declared and used.
  let int = '';
  const groups: number[] = [];
  let run = 0;
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (isDigit(c)) {
      int += c;
      run++;
    } else if (group !== undefined && c === group) {
      if (run === 0) throw fail(i, 'a group separator must stand between digits');
      groups.push(run);
      run = 0;
    } else break;
  }
  if (groups.length > 0) {
    if (run === 0) throw fail(i, 'a group separator must stand between digits');
    groups.push(run);
    if (groups[0]! > 3 || groups.slice(1).some((g) => g !== 3)) throw fail(0, 'digits must be grouped in threes from the right (1,234,567)');
  }

  let frac = '';
  if (text[i] === point) {
    for (i++; isDigit(text[i]); i++) frac += text[i];
  }
  if (int === '' && frac === '') throw fail(i, 'no digits');

  let exponent = 0;
  if (text[i] === 'e' || text[i] === 'E') {
    const start = ++i;
    if (text[i] === '+' || text[i] === '-') i++;
    const digitsFrom = i;
    while (isDigit(text[i])) i++;
    if (i === digitsFrom) throw fail(i, 'an exponent needs digits');
    const e = boundedExponent(text.slice(start, i), limits.max_exponent);
    if (e === null) throw limitExceeded('/text', `exponent magnitude over ${limits.max_exponent} (max_exponent)`);
    exponent = e;
  }
  if (i !== text.length) throw fail(i, `unexpected character ${JSON.stringify(text[i])}`);

  const value = decimalFromDigits(negative, (int || '0') + frac, frac.length, exponent);
  return {
    decimal: formatDecimal(value),
    scale: value.scale,
    unscaled: value.unscaled.toString(),
    precision: decimalPrecision(value),
    normalized: formatDecimal(normalizeDecimal(value)),
  };
}
