import type { Input, Output } from '../../generated/tools/text/text-merge-three-way.js';
import { limits } from '../../generated/tools/text/text-merge-three-way.js';
import { diff3Regions } from '../sequences/lib/diff3.js';
import { BoundedText } from './lib/unified-diff/format.js';
import { internLines, readLines } from './lib/unified-diff/lines.js';

export default function textMergeThreeWay(input: Input): Output {
  const base = readLines(input.base, '/base', limits.max_lines);
  const ours = readLines(input.ours, '/ours', limits.max_lines);
  const theirs = readLines(input.theirs, '/theirs', limits.max_lines);
  const [ib, io, it] = internLines([base, ours, theirs]) as [Int32Array, Int32Array, Int32Array];
  const regions = diff3Regions(ib, io, it, limits.max_edit_distance, '/ours', '/theirs');

  const resolve = input.resolve ?? 'markers';
  const diff3 = (input.style ?? 'merge') === 'diff3';
  const marker = (sign: string, label: string) => (label === '' ? `${sign}\n` : `${sign} ${label}\n`);
  const out = new BoundedText(limits.max_output_chars, '/theirs', 'max_output_chars');
  // Whether the text so far ends inside a line (its last line had no LF).
  let open = false;
  const line = (l: string) => {
    out.push(l);
    open = !l.endsWith('\n');
  };
  const startLine = () => {
    if (open) line('\n');
  };
  const lines = (seq: string[], from: number, to: number) => {
    for (let i = from; i < to; i++) {
      startLine();
      line(seq[i]!);
    }
  };
  const markerLine = (text: string) => {
    startLine();
    line(text);
  };

  let conflicts = 0;
  for (const r of regions) {
    if (r.kind === 'stable') lines(base, r.baseStart, r.baseEnd);
    else if (r.kind === 'theirs') lines(theirs, r.theirsStart, r.theirsEnd);
    else if (r.kind === 'ours' || r.kind === 'both') lines(ours, r.oursStart, r.oursEnd);
    else {
      conflicts++;
      if (resolve === 'ours') lines(ours, r.oursStart, r.oursEnd);
      else if (resolve === 'theirs') lines(theirs, r.theirsStart, r.theirsEnd);
      else if (resolve === 'union') {
        lines(ours, r.oursStart, r.oursEnd);
        lines(theirs, r.theirsStart, r.theirsEnd);
      } else {
        markerLine(marker('<<<<<<<', input.ours_label ?? 'ours'));
        lines(ours, r.oursStart, r.oursEnd);
        if (diff3) {
          markerLine(marker('|||||||', input.base_label ?? 'base'));
          lines(base, r.baseStart, r.baseEnd);
        }
        markerLine('=======\n');
        lines(theirs, r.theirsStart, r.theirsEnd);
        markerLine(marker('>>>>>>>', input.theirs_label ?? 'theirs'));
      }
    }
  }
  return { text: out.toString(), clean: conflicts === 0, conflicts };
}
