import type { Input, Output } from '../../generated/tools/text/text-graphemes-split.js';
import { limits } from '../../generated/tools/text/text-graphemes-split.js';
import { jsonStringBytes } from '../lib/json-measure.js';
import { limitExceeded } from '../lib/tool-error.js';
import { graphemeEnd } from './lib/unicode/graphemes.js';

type Cluster = Output['clusters'][number];

export default function textGraphemesSplit(input: Input): Output {
  const text = input.text;
  const offset = input.offset ?? 0;
  const limit = Math.min(input.limit ?? limits.max_clusters, limits.max_clusters);
  const clusters: Cluster[] = [];
  let listedBytes = 0;
  let full = false; // the page ended early at max_output_text_bytes
  let count = 0;
  let cps = 0;
  let bytes = 0;
  for (let i = 0; i < text.length; ) {
    const end = graphemeEnd(text, i);
    let cpLength = 0;
    let byteLength = 0;
    for (let j = i; j < end; j++) {
      const unit = text.charCodeAt(j);
      // A high surrogate starts a 4-byte code point; its low half adds nothing.
      if (unit >= 0xdc00 && unit <= 0xdfff) continue;
      cpLength++;
      byteLength += unit < 0x80 ? 1 : unit < 0x800 ? 2 : unit >= 0xd800 && unit <= 0xdbff ? 4 : 3;
    }
    if (count >= offset && clusters.length < limit && !full) {
      const part = text.slice(i, end);
      const size = jsonStringBytes(part) - 2; // as the response carries it, without the quotes
      if (listedBytes + size <= limits.max_output_text_bytes) {
        listedBytes += size;
        clusters.push({
          text: part,
          code_point_offset: cps,
          code_point_length: cpLength,
          byte_offset: bytes,
          byte_length: byteLength,
          utf16_offset: i,
          utf16_length: end - i,
        });
      } else if (clusters.length === 0) {
        throw limitExceeded('/text', `the grapheme cluster at index ${count} alone takes ${size} bytes, more than max_output_text_bytes (${limits.max_output_text_bytes})`);
      } else full = true;
    }
    count++;
    cps += cpLength;
    bytes += byteLength;
    i = end;
  }
  const next = offset + clusters.length;
  return { count, clusters, next_offset: clusters.length > 0 && next < count ? next : null };
}
