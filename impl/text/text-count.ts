import type { Input, Output } from '../../generated/tools/text/text-count.js';
import { utf8Length } from '../lib/utf8.js';
import { splitLines } from './lib/lines.js';
import { graphemeEnd } from './lib/unicode/graphemes.js';
import { wordSegments } from './lib/unicode/words.js';

export default function textCount(input: Input): Output {
  const text = input.text;
  let codePoints = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0xdc00 || unit > 0xdfff) codePoints++; // the low half of a surrogate pair is no new code point
  }
  const bytes = utf8Length(text);
  let graphemes = 0;
  for (let i = 0; i < text.length; i = graphemeEnd(text, i)) graphemes++;
  let words = 0;
  for (const segment of wordSegments(text)) if (segment.wordLike) words++;
  return { bytes, utf16_units: text.length, code_points: codePoints, graphemes, words, lines: splitLines(text).length };
}
