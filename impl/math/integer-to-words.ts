import type { Input, Output } from '../../generated/tools/math/integer-to-words.js';
import { limits } from '../../generated/tools/math/integer-to-words.js';
import { limitExceeded } from '../lib/tool-error.js';
import { decimalDigitsOfText } from './lib/integer.js';

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
// Short scale: SCALES[k] names 1000^k.
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion', 'quintillion', 'sextillion', 'septillion', 'octillion', 'nonillion', 'decillion'];
const ORDINAL: Record<string, string> = { one: 'first', two: 'second', three: 'third', five: 'fifth', eight: 'eighth', nine: 'ninth', twelve: 'twelfth' };

/** Words for 1..99, hyphenated from 21 to 99 except the multiples of ten. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const t = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? t : `${t}-${ONES[n % 10]!}`;
}

/** Words for 1..999; `and` puts British "and" between the hundreds and a non-zero rest. */
function belowThousand(n: number, and: boolean): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h === 0) return belowHundred(rest);
  const hundreds = `${ONES[h]!} hundred`;
  if (rest === 0) return hundreds;
  return `${hundreds}${and ? ' and' : ''} ${belowHundred(rest)}`;
}

function ordinalOf(words: string): string {
  const cut = Math.max(words.lastIndexOf(' '), words.lastIndexOf('-')) + 1;
  const head = words.slice(0, cut);
  const last = words.slice(cut);
  const mapped = ORDINAL[last];
  if (mapped !== undefined) return head + mapped;
  if (last.endsWith('y')) return `${head}${last.slice(0, -1)}ieth`;
  return `${words}th`;
}

export default function integerToWords(input: Input): Output {
  const text = input.value;
  const digits = decimalDigitsOfText(text);
  if (digits > limits.max_digits) throw limitExceeded('/value', `the value has ${digits} digits; at most ${limits.max_digits} (|value| < 10^${limits.max_digits}) are named`);
  const negative = text.startsWith('-') && text !== '-0';
  const abs = negative ? text.slice(1) : text === '-0' ? '0' : text;
  const and = input.british_and === true;
  const joiner = (input.group_separator ?? 'space') === 'comma' ? ', ' : ' ';
  let words: string;
  if (abs === '0') words = 'zero';
  else {
    // groups of three digits from the most significant; all numbers here are below 1000
    const groups: number[] = [];
    for (let end = abs.length; end > 0; end -= 3) groups.unshift(Number(abs.slice(Math.max(0, end - 3), end)));
    const parts: string[] = [];
    const top = groups.length - 1;
    groups.forEach((g, i) => {
      if (g === 0) return;
      const scale = SCALES[top - i]!;
      let part = belowThousand(g, and);
      if (scale !== '') part += ` ${scale}`;
      // British: "and" before a last group below one hundred that follows a higher group
      else if (and && g < 100 && parts.length > 0) part = `and ${part}`;
      parts.push(part);
    });
    words = parts.join(joiner);
    if (and && joiner === ', ') words = words.replace(/, and /g, ' and ');
  }
  if ((input.style ?? 'cardinal') === 'ordinal') words = ordinalOf(words);
  return { words: negative ? `minus ${words}` : words };
}
