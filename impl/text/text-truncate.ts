import type { Input, Output } from '../../generated/tools/text/text-truncate.js';
import { limits } from '../../generated/tools/text/text-truncate.js';
import { jsonStringBytes } from '../lib/json-measure.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { clusterWidth } from './lib/unicode/display-width.js';
import { graphemeEnd } from './lib/unicode/graphemes.js';

type Unit = NonNullable<Input['unit']>;

/** Length of text[start, end) (one grapheme cluster, or a whole string) in `unit`. */
function measure(text: string, start: number, end: number, unit: Unit, ambiguous: number, clusters: number): number {
  if (unit === 'graphemes') return clusters;
  if (unit === 'utf16') return end - start;
  if (unit === 'columns') return clusterWidth(text, start, end, ambiguous);
  let n = 0;
  for (let i = start; i < end; i++) {
    const u = text.charCodeAt(i);
    if (u >= 0xdc00 && u <= 0xdfff) continue; // the low half of a pair: counted with its high half
    n += unit === 'code_points' ? 1 : u < 0x80 ? 1 : u < 0x800 ? 2 : u >= 0xd800 && u <= 0xdbff ? 4 : 3;
  }
  return n;
}

/** Cluster boundaries and each cluster's length in `unit`. */
function clustersOf(text: string, unit: Unit, ambiguous: number): { starts: number[]; sizes: number[] } {
  const starts: number[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < text.length; ) {
    const end = graphemeEnd(text, i);
    starts.push(i);
    sizes.push(measure(text, i, end, unit, ambiguous, 1));
    i = end;
  }
  starts.push(text.length);
  return { starts, sizes };
}

/** The result, refused when the response could not carry it (max_output_bytes). */
function checked(out: Output): Output {
  const size = jsonStringBytes(out.text) - 2;
  if (size > limits.max_output_bytes) throw limitExceeded('/text', `the result takes ${size} bytes in the response, more than max_output_bytes (${limits.max_output_bytes})`);
  return out;
}

export default function textTruncate(input: Input): Output {
  const { text, limit } = input;
  const unit: Unit = input.unit ?? 'graphemes';
  const ambiguous = input.ambiguous_width ?? 1;
  const ellipsis = input.ellipsis ?? '…';
  const { starts, sizes } = clustersOf(text, unit, ambiguous);
  let total = 0;
  for (const s of sizes) total += s;
  const count = sizes.length;
  if (total <= limit) return checked({ text, truncated: false, length: total, original_length: total, kept: count });

  const e = clustersOf(ellipsis, unit, ambiguous).sizes;
  let ellipsisLength = 0;
  for (const s of e) ellipsisLength += s;
  if (ellipsisLength > limit) {
    throw invalidInput('/ellipsis', `the ellipsis measures ${ellipsisLength} ${unit}, more than the limit ${limit}: nothing of the text would fit`);
  }
  const room = limit - ellipsisLength;
  let used = 0;
  let kept = 0;
  if ((input.keep ?? 'start') === 'start') {
    while (kept < count && used + sizes[kept]! <= room) used += sizes[kept++]!;
    return checked({ text: text.slice(0, starts[kept]) + ellipsis, truncated: true, length: used + ellipsisLength, original_length: total, kept });
  }
  while (kept < count && used + sizes[count - 1 - kept]! <= room) used += sizes[count - 1 - kept++]!;
  return checked({ text: ellipsis + text.slice(starts[count - kept]), truncated: true, length: used + ellipsisLength, original_length: total, kept });
}
