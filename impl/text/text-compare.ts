import type { Input, Output } from '../../generated/tools/text/text-compare.js';
import { trimEndWhiteSpace } from './lib/line-keys.js';
import { codePointLength } from '../lib/code-point-length.js';
import { splitLines, utf8ByteLength, type Line } from './lib/lines.js';

type Place = NonNullable<Output['first_difference']>['a'];

const isHigh = (u: number) => u >= 0xd800 && u <= 0xdbff;

/** Length of the longest common prefix of x and y in code units, never ending inside a surrogate pair. */
function commonPrefix(x: string, y: string): number {
  // Prefix equality is monotone, so a binary search of builtin prefix tests finds it in O(log n) steps.
  let lo = 0;
  let hi = Math.min(x.length, y.length);
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (x.startsWith(y.slice(0, mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 && isHigh(x.charCodeAt(lo - 1)) ? lo - 1 : lo;
}

/** Where a whole text stands at code unit p (p never inside a CRLF or a surrogate pair). */
function placeAt(text: string, p: number): Place {
  const prefix = text.slice(0, p);
  const lineStart = Math.max(prefix.lastIndexOf('\n'), prefix.lastIndexOf('\r')) + 1;
  const c = text.charCodeAt(p);
  const [at, char]: [Place['at'], string] =
    p >= text.length ? ['end_of_text', ''] : c === 0x0d ? ['line_end', text.charCodeAt(p + 1) === 0x0a ? '\r\n' : '\r'] : c === 0x0a ? ['line_end', '\n'] : ['character', String.fromCodePoint(text.codePointAt(p)!)];
  return {
    line: (prefix.match(/\r\n|\r|\n/g)?.length ?? 0) + 1,
    column: codePointLength(prefix.slice(lineStart)) + 1,
    code_point_offset: codePointLength(prefix),
    byte_offset: utf8ByteLength(prefix),
    at,
    char,
  };
}

/** Without options the element sequences differ exactly where the texts do, except inside a CRLF. */
function compareExactly(a: string, b: string): Output {
  if (a === b) return { equal: true, first_difference: null };
  let p = commonPrefix(a, b);
  // A shared CR that one text follows with LF is the start of a different terminator: CRLF is one element.
  if (p > 0 && a.charCodeAt(p - 1) === 0x0d && (a.charCodeAt(p) === 0x0a || b.charCodeAt(p) === 0x0a)) p--;
  return { equal: false, first_difference: { a: placeAt(a, p), b: placeAt(b, p) } };
}

export default function textCompare(input: Input): Output {
  if (input.ignore_line_endings !== true && input.ignore_final_newline !== true && input.ignore_trailing_whitespace !== true) return compareExactly(input.a, input.b);
  const sides = [input.a, input.b] as const;
  const lines = [splitLines(input.a), splitLines(input.b)] as const;
  const content = (l: Line) => (input.ignore_trailing_whitespace === true ? trimEndWhiteSpace(l.text) : l.text);
  const terminator = (s: 0 | 1, i: number) => (input.ignore_final_newline === true && i === lines[s].length - 1 ? '' : lines[s][i]!.terminator);
  const sameTerminator = (x: string, y: string) => x === y || (input.ignore_line_endings === true && x !== '' && y !== '');
  const starts: [number, number] = [0, 0];

  /** Side s at code unit `unit` of the whole text, in line i (1-based i + 1), whose start is lineStart. */
  const place = (s: 0 | 1, i: number, unit: number, at: Place['at'], char: string): Place => {
    const text = sides[s];
    const lineStart = starts[s];
    return {
      line: i + 1,
      column: codePointLength(text.slice(lineStart, unit)) + 1,
      code_point_offset: codePointLength(text.slice(0, unit)),
      byte_offset: utf8ByteLength(text.slice(0, unit)),
      at,
      char,
    };
  };
  /** Side s at position p of line i's compared content: a character, or its terminator (after any left-out whitespace). */
  const within = (s: 0 | 1, i: number, p: number, compared: string): Place => {
    const line = lines[s][i];
    if (line === undefined) return place(s, i, sides[s].length, 'end_of_text', '');
    if (p < compared.length) return place(s, i, starts[s] + p, 'character', String.fromCodePoint(compared.codePointAt(p)!));
    const t = terminator(s, i);
    return place(s, i, starts[s] + line.text.length, t === '' ? 'end_of_text' : 'line_end', t);
  };

  for (let i = 0; ; i++) {
    const la = lines[0][i];
    const lb = lines[1][i];
    if (la === undefined && lb === undefined) return { equal: true, first_difference: null };
    const ca = la === undefined ? '' : content(la);
    const cb = lb === undefined ? '' : content(lb);
    // A last line may hold no element at all (only left-out whitespace and a left-out final
    // terminator): against the end of the other text it is no difference.
    if (la === undefined && cb === '' && terminator(1, i) === '') return { equal: true, first_difference: null };
    if (lb === undefined && ca === '' && terminator(0, i) === '') return { equal: true, first_difference: null };
    if (la !== undefined && lb !== undefined && ca === cb && sameTerminator(terminator(0, i), terminator(1, i))) {
      starts[0] += la.text.length + la.terminator.length;
      starts[1] += lb.text.length + lb.terminator.length;
      continue;
    }
    // Line i holds the first difference: the first code point where the compared contents part,
    // or, when one content is a prefix of the other (or both are equal), the terminators.
    const p = ca === cb ? ca.length : commonPrefix(ca, cb);
    return { equal: false, first_difference: { a: within(0, i, p, ca), b: within(1, i, p, cb) } };
  }
}
