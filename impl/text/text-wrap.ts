import type { Input, Output } from '../../generated/tools/text/text-wrap.js';
import { limits } from '../../generated/tools/text/text-wrap.js';
import { jsonStringBytes } from '../lib/json-measure.js';
import { limitExceeded } from '../lib/tool-error.js';
import { splitLines } from './lib/lines.js';
import { clusterWidth } from './lib/unicode/display-width.js';
import { graphemeEnd } from './lib/unicode/graphemes.js';

type Unit = NonNullable<Input['unit']>;
/** A run of space clusters or of other clusters: cluster `first` up to (not including) `last`. */
type Chunk = { space: boolean; first: number; last: number };

export default function textWrap(input: Input): Output {
  const width = input.width;
  const unit: Unit = input.unit ?? 'columns';
  const ambiguous = input.ambiguous_width ?? 1;
  const split = (input.long_words ?? 'split') === 'split';
  const newline = input.newline ?? '\n';
  const out: string[] = [];
  let bytes = 0;
  let widest = 0;
  let overflowing = 0;
  const emit = (line: string, lineWidth: number) => {
    // Measured as the result will be sent: a JSON string, where \n and \r take 2 bytes each.
    bytes += jsonStringBytes(line) - 2 + (out.length > 0 ? 2 * newline.length : 0);
    if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the wrapped text passes ${limits.max_output_bytes} bytes as a JSON string (max_output_bytes)`);
    out.push(line);
    if (lineWidth > widest) widest = lineWidth;
    if (lineWidth > width) overflowing++;
  };

  const lines = splitLines(input.text);
  for (const { text: line } of lines) {
    // Clusters with their widths, then chunks of space and non-space clusters.
    const starts: number[] = [];
    const widths: number[] = [];
    const chunks: Chunk[] = [];
    for (let i = 0; i < line.length; ) {
      const end = graphemeEnd(line, i);
      const space = end === i + 1 && line.charCodeAt(i) === 0x20;
      let w: number;
      if (unit === 'graphemes') w = 1;
      else if (unit === 'columns') w = clusterWidth(line, i, end, ambiguous);
      else {
        w = 0;
        for (let j = i; j < end; j++) if (!(line.charCodeAt(j) >= 0xdc00 && line.charCodeAt(j) <= 0xdfff)) w++;
      }
      const last = chunks[chunks.length - 1];
      if (last && last.space === space) last.last++;
      else chunks.push({ space, first: starts.length, last: starts.length + 1 });
      starts.push(i);
      widths.push(w);
      i = end;
    }
    starts.push(line.length);
    // Prefix sums, so the width of any run of clusters is one subtraction (a long word is measured
    // again after each piece split off it).
    const before = new Float64Array(widths.length + 1);
    for (let k = 0; k < widths.length; k++) before[k + 1] = before[k]! + widths[k]!;
    const widthOf = (first: number, last: number) => before[last]! - before[first]!;

    // Python textwrap's _wrap_chunks and _handle_long_word, over cluster indexes.
    const produced = out.length;
    let c = 0; // current chunk; its clusters before `from` were already laid out
    let from = chunks.length > 0 ? chunks[0]!.first : 0;
    while (c < chunks.length) {
      const pieces: { first: number; last: number; space: boolean }[] = [];
      let used = 0;
      if (chunks[c]!.space && out.length > produced) {
        c++;
        from = c < chunks.length ? chunks[c]!.first : 0;
        continue;
      }
      while (c < chunks.length) {
        const w = widthOf(from, chunks[c]!.last);
        if (used + w > width) break;
        pieces.push({ first: from, last: chunks[c]!.last, space: chunks[c]!.space });
        used += w;
        c++;
        from = c < chunks.length ? chunks[c]!.first : 0;
      }
      if (c < chunks.length && widthOf(from, chunks[c]!.last) > width) {
        const chunk = chunks[c]!;
        if (split) {
          const left = width - used;
          let k = from;
          let w = 0;
          while (k < chunk.last && w + widths[k]! <= left) w += widths[k++]!;
          if (k === from && pieces.length === 0) w += widths[k++]!; // nothing fits an empty line: one cluster anyway
          if (k > from) pieces.push({ first: from, last: k, space: chunk.space });
          used += w;
          from = k;
          if (from === chunk.last) {
            c++;
            from = c < chunks.length ? chunks[c]!.first : 0;
          }
        } else if (pieces.length === 0) {
          pieces.push({ first: from, last: chunk.last, space: chunk.space });
          used += widthOf(from, chunk.last);
          c++;
          from = c < chunks.length ? chunks[c]!.first : 0;
        }
      }
      const tail = pieces[pieces.length - 1];
      if (tail && tail.space) {
        used -= widthOf(tail.first, tail.last);
        pieces.pop();
      }
      if (pieces.length > 0) emit(line.slice(starts[pieces[0]!.first], starts[pieces[pieces.length - 1]!.last]), used);
    }
    if (out.length === produced) emit('', 0);
  }
  const last = lines[lines.length - 1];
  let text = out.join(newline);
  if (last && last.terminator !== '') {
    bytes += 2 * newline.length;
    if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the wrapped text passes ${limits.max_output_bytes} bytes as a JSON string (max_output_bytes)`);
    text += newline;
  }
  return { text, lines: out.length, widest, overflowing };
}
