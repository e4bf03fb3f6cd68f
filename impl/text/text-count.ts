import type { Input, Output } from '../../generated/tools/text/text-count.js';
import { splitLines } from './lib/lines.js';
import { graphemeEnd } from './lib/unicode/graphemes.js';
import { wordSegments } from './lib/unicode/words.js';

export default function textCount(input: Input): Output {
  const text = input.text;
  let codePoints = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // The low half of a surrogate pair adds nothing: its high half counted the code point and 4 bytes.
    if (unit >= 0xdc00 && unit <= 0xdfff) continue;
    codePoints++;
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : unit >= 0xd800 && unit <= 0xdbff ? 4 : 3;
  }
  let graphemes = 0;
  for (let i = 0; i < text.length; i = graphemeEnd(text, i)) graphemes++;
  let words = 0;
  for (const segment of wordSegments(text)) if (segment.wordLike) words++;
  return { bytes, utf16_units: text.length, code_points: codePoints, graphemes, words, lines: splitLines(text).length };
}
