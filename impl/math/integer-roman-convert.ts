import type { Input, Output } from '../../generated/tools/math/integer-roman-convert.js';
import { limits } from '../../generated/tools/math/integer-roman-convert.js';
import { invalidInput } from '../lib/tool-error.js';
import { parseInteger } from './lib/integer.js';

// One row per decimal place, units first: the standard form of the digits 0..9 (Wikipedia, Roman numerals).
const PLACES: readonly (readonly string[])[] = [
  ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'],
  ['', 'X', 'XX', 'XXX', 'XL', 'L', 'LX', 'LXX', 'LXXX', 'XC'],
  ['', 'C', 'CC', 'CCC', 'CD', 'D', 'DC', 'DCC', 'DCCC', 'CM'],
  ['', 'M', 'MM', 'MMM'],
];
const SYMBOL: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

function toRoman(value: number): string {
  let out = '';
  for (let place = 3, rest = value; place >= 0; place--) {
    const unit = 10 ** place;
    out += PLACES[place]![Math.floor(rest / unit)]!;
    rest %= unit;
  }
  return out;
}

/** The value of an uppercase numeral when it is exactly the standard form of 1..max, else undefined. */
function fromRoman(text: string, max: number): number | undefined {
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const v = SYMBOL[text[i]!];
    if (v === undefined) return undefined;
    const next = i + 1 < text.length ? SYMBOL[text[i + 1]!] : undefined;
    total += next !== undefined && next > v ? -v : v;
  }
  return total >= 1 && total <= max && toRoman(total) === text ? total : undefined;
}

export default function integerRomanConvert(input: Input): Output {
  const lower = input.letter_case === 'lower';
  let value: number;
  if (input.direction === 'to_roman') {
    if (input.value === undefined) throw invalidInput('/value', 'to_roman needs value');
    if (input.roman !== undefined) throw invalidInput('/roman', 'to_roman takes value, not roman');
    const n = parseInteger(input.value);
    if (n < 1n || n > BigInt(limits.max_value)) throw invalidInput('/value', `value must be 1 to ${limits.max_value}`);
    value = Number(n);
  } else {
    if (input.roman === undefined) throw invalidInput('/roman', 'from_roman needs roman');
    if (input.value !== undefined) throw invalidInput('/value', 'from_roman takes roman, not value');
    const text = input.roman;
    const upper = text.toUpperCase();
    // One case throughout: the text is all uppercase or all lowercase (toLowerCase of the uppercase form).
    const read = text === upper || text === upper.toLowerCase() ? fromRoman(upper, limits.max_value) : undefined;
    if (read === undefined) throw invalidInput('/roman', 'roman is not a standard Roman numeral (I V X L C D M, subtractive IV IX XL XC CD CM, one case)');
    value = read;
  }
  const roman = toRoman(value);
  return { value: String(value), roman: lower ? roman.toLowerCase() : roman };
}
