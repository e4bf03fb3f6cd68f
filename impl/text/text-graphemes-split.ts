import type { Input, Output } from '../../generated/tools/text/text-graphemes-split.js';
import { limits } from '../../generated/tools/text/text-graphemes-split.js';
import { graphemeEnd } from './lib/unicode/graphemes.js';

type Cluster = Output['clusters'][number];

export default function textGraphemesSplit(input: Input): Output {
  const text = input.text;
  const offset = input.offset ?? 0;
  const limit = Math.min(input.limit ?? limits.max_clusters, limits.max_clusters);
  const clusters: Cluster[] = [];
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
    if (count >= offset && clusters.length < limit) {
      clusters.push({
        text: text.slice(i, end),
        code_point_offset: cps,
        code_point_length: cpLength,
        byte_offset: bytes,
        byte_length: byteLength,
        utf16_offset: i,
        utf16_length: end - i,
      });
    }
    count++;
    cps += cpLength;
    bytes += byteLength;
    i = end;
  }
  const next = offset + clusters.length;
  return { count, clusters, next_offset: clusters.length > 0 && next < count ? next : null };
}
