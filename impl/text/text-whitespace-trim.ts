import type { Input, Output } from '../../generated/tools/text/text-whitespace-trim.js';
import { splitLines } from './lib/lines.js';
import { codePointsOf, fromCodePoints } from './lib/unicode/code-points.js';
import { isWhiteSpace } from './lib/unicode/properties.js';

type Where = NonNullable<Input['where']>;

/** One line's content (or the whole text) trimmed at the ends `where` names, inner runs collapsed when asked. */
function trim(text: string, where: Where, collapse: boolean): string {
  const cps = codePointsOf(text);
  let start = 0;
  let end = cps.length;
  if (where !== 'trailing') while (start < end && isWhiteSpace(cps[start]!)) start++;
  if (where !== 'leading') while (end > start && isWhiteSpace(cps[end - 1]!)) end--;
  if (!collapse) return fromCodePoints(cps, start, end);
  let out = '';
  for (let i = start; i < end; i++) {
    if (!isWhiteSpace(cps[i]!)) {
      out += String.fromCodePoint(cps[i]!);
      continue;
    }
    out += ' ';
    while (i + 1 < end && isWhiteSpace(cps[i + 1]!)) i++;
  }
  return out;
}

const codePointCount = (s: string): number => {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) n++;
  }
  return n;
};

export default function textWhitespaceTrim(input: Input): Output {
  const where = input.where ?? 'both';
  const collapse = input.collapse ?? false;
  const result = input.lines === true
    ? splitLines(input.text).map((line) => trim(line.text, where, collapse) + line.terminator).join('')
    : trim(input.text, where, collapse);
  return { result, changed: result !== input.text, removed: codePointCount(input.text) - codePointCount(result) };
}
