import type { Input, Output } from '../../generated/tools/text/text-case-style-convert.js';
import { toLowerCase, toTitleCase, toUpperCase } from './lib/unicode/case-map.js';
import { codePointsOf, fromCodePoints } from './lib/unicode/code-points.js';
import { generalCategory } from './lib/unicode/properties.js';

type Class = 'upper' | 'lower' | 'number' | 'other-letter' | 'mark' | 'separator';

function classify(cp: number): Class {
  const gc = generalCategory(cp);
  if (gc === 'Lu' || gc === 'Lt') return 'upper';
  if (gc === 'Ll') return 'lower';
  if (gc[0] === 'N') return 'number';
  if (gc[0] === 'L') return 'other-letter';
  if (gc[0] === 'M') return 'mark';
  return 'separator';
}

/** The words of rules 1 to 3, as code point arrays. */
function splitWords(cps: readonly number[], splitDigits: boolean): number[][] {
  const classes = cps.map(classify);
  // The class of the next code point that is not a mark, for each position (looking through marks).
  const nextBase: (Class | undefined)[] = new Array<Class | undefined>(cps.length);
  for (let i = cps.length - 1, next: Class | undefined = undefined; i >= 0; i--) {
    nextBase[i] = next;
    if (classes[i] !== 'mark') next = classes[i];
  }
  const words: number[][] = [];
  let word: number[] | null = null;
  let previous: Class | undefined; // class of the last non-mark code point of the current word
  for (let i = 0; i < cps.length; i++) {
    const c = classes[i]!;
    if (c === 'separator') {
      word = null;
      continue;
    }
    if (c !== 'mark' && word !== null && previous !== undefined) {
      const lowerToUpper = (previous === 'lower' || previous === 'number') && c === 'upper';
      const acronymEnd = previous === 'upper' && c === 'upper' && nextBase[i] === 'lower';
      const digitSplit = splitDigits && ((previous === 'number' && c === 'lower') || (previous !== 'number' && c === 'number'));
      if (lowerToUpper || acronymEnd || digitSplit) word = null;
    }
    if (word === null) {
      word = [];
      words.push(word);
      previous = undefined;
    }
    word.push(cps[i]!);
    if (c !== 'mark') previous = c;
  }
  return words;
}

const mapped = (cps: readonly number[], f: typeof toLowerCase): string => {
  const pieces: string[] = [];
  f(cps, 'und', (p) => pieces.push(p));
  return pieces.join('');
};
const lower = (w: readonly number[]): string => mapped(w, toLowerCase);
const upper = (w: readonly number[]): string => mapped(w, toUpperCase);
const capitalized = (w: readonly number[]): string => {
  const pieces: string[] = [];
  toTitleCase(w.slice(0, 1), 'und', 'lower', () => true, () => true, (p) => pieces.push(p));
  return pieces.join('') + lower(w.slice(1));
};
const startsWithDigit = (w: readonly number[]): boolean => generalCategory(w[0]!)[0] === 'N';

export default function textCaseStyleConvert(input: Input): Output {
  const words = splitWords(codePointsOf(input.text), input.split_digits ?? false);
  const underscore = (input.digit_words ?? 'underscore') === 'underscore';
  const joinCapitalized = (first: (w: number[]) => string): string =>
    words.map((w, i) => (i === 0 ? first(w) : (underscore && startsWithDigit(w) ? '_' : '') + capitalized(w))).join('');
  let result: string;
  switch (input.style) {
    case 'camel': result = joinCapitalized(lower); break;
    case 'pascal': result = joinCapitalized(capitalized); break;
    case 'snake': result = words.map(lower).join('_'); break;
    case 'kebab': result = words.map(lower).join('-'); break;
    case 'constant': result = words.map(upper).join('_'); break;
    case 'dot': result = words.map(lower).join('.'); break;
    case 'train': result = words.map(capitalized).join('-'); break;
    case 'words': result = words.map(lower).join(' '); break;
  }
  return { result, words: words.map((w) => fromCodePoints(w)) };
}
