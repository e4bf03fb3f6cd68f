import type { Input, Output } from '../../generated/tools/text/text-diff-unified.js';
import { limits } from '../../generated/tools/text/text-diff-unified.js';
import { myersOps } from '../sequences/lib/myers.js';
import { BoundedText, headerStart, hunkHeader } from './lib/unified-diff/format.js';
import { groupHunks } from '../sequences/lib/hunks.js';
import { internLines, readLines } from './lib/unified-diff/lines.js';

export default function textDiffUnified(input: Input): Output {
  const context = input.context ?? 3;
  const a = readLines(input.old_text, '/old_text', limits.max_lines);
  const b = readLines(input.new_text, '/new_text', limits.max_lines);
  const [ia, ib] = internLines([a, b]) as [Int32Array, Int32Array];
  const steps = myersOps(ia, ib, limits.max_edit_distance, '/new_text');
  const hunks = groupHunks(steps, context);
  if (hunks.length === 0) return { diff: '', identical: true, hunks: 0, deleted: 0, inserted: 0 };

  const out = new BoundedText(limits.max_output_chars, '/new_text', 'max_output_chars');
  out.push(`--- ${input.old_label ?? 'a'}\n+++ ${input.new_label ?? 'b'}\n`);
  let deleted = 0;
  let inserted = 0;
  for (const h of hunks) {
    out.push(`${hunkHeader(headerStart(h.oldStart, h.oldLength), h.oldLength, headerStart(h.newStart, h.newLength), h.newLength, null)}\n`);
    for (const c of h.chunks) {
      if (c.equal) for (let i = c.i1; i < c.i2; i++) pushRaw(out, ' ', a[i]!);
      else {
        for (let i = c.i1; i < c.i2; i++) pushRaw(out, '-', a[i]!);
        for (let j = c.j1; j < c.j2; j++) pushRaw(out, '+', b[j]!);
        deleted += c.i2 - c.i1;
        inserted += c.j2 - c.j1;
      }
    }
  }
  return { diff: out.toString(), identical: false, hunks: hunks.length, deleted, inserted };
}

function pushRaw(out: BoundedText, prefix: string, raw: string): void {
  const newline = raw.endsWith('\n');
  out.pushLine(prefix, newline ? raw.slice(0, -1) : raw, newline);
}
