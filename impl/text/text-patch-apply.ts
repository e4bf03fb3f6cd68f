import type { Input, Output } from '../../generated/tools/text/text-patch-apply.js';
import { limits } from '../../generated/tools/text/text-patch-apply.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { BoundedText, headerStart, hunkHeader } from './lib/unified-diff/format.js';
import { rawLines } from './lib/unified-diff/lines.js';
import { type PatchHunk, parsePatch } from './lib/unified-diff/parse.js';
import { reverseFile, writeFile } from './lib/unified-diff/render.js';

type Reason = 'context_mismatch' | 'file_exists' | 'file_not_emptied';

const raw = (l: { text: string; newline: boolean }) => (l.newline ? `${l.text}\n` : l.text);

/** Every start in [lo, hi] where `pattern` occurs in `text` (Knuth-Morris-Pratt over line ids). */
function occurrences(text: Int32Array, pattern: Int32Array, lo: number, hi: number): Uint8Array {
  const found = new Uint8Array(Math.max(0, hi - lo + 1));
  const m = pattern.length;
  if (hi < lo) return found;
  if (m === 0) return found.fill(1);
  const fail = new Int32Array(m);
  for (let i = 1, k = 0; i < m; i++) {
    while (k > 0 && pattern[i] !== pattern[k]) k = fail[k - 1]!;
    if (pattern[i] === pattern[k]) k++;
    fail[i] = k;
  }
  for (let i = lo, k = 0; i < hi + m; i++) {
    while (k > 0 && text[i] !== pattern[k]) k = fail[k - 1]!;
    if (text[i] === pattern[k]) k++;
    if (k === m) {
      found[i - m + 1 - lo] = 1;
      k = fail[k - 1]!;
    }
  }
  return found;
}

export default function textPatchApply(input: Input): Output {
  const maxOffset = input.max_offset ?? 100;
  if (maxOffset > limits.max_offset) throw limitExceeded('/max_offset', `max_offset ${maxOffset} passes ${limits.max_offset}`);
  const parsed = parsePatch(input.patch, '/patch', { maxLineNumber: limits.max_line_number });
  if (parsed.length !== 1) throw invalidInput('/patch', `the patch holds ${parsed.length} files; text-patch-apply applies the patch of exactly one file`);
  const file = input.reverse ? reverseFile(parsed[0]!) : parsed[0]!;
  if (file.hunks.length > limits.max_hunks) throw limitExceeded('/patch', `${file.hunks.length} hunks, more than the ${limits.max_hunks} allowed (max_hunks)`);

  const lines = rawLines(input.text);
  const ids = new Map<string, number>();
  const idOf = (s: string) => {
    let id = ids.get(s);
    if (id === undefined) {
      id = ids.size;
      ids.set(s, id);
    }
    return id;
  };
  const textIds = Int32Array.from(lines, idOf);
  const n = lines.length;

  type Placed = { hunk: PatchHunk; index: number; at: number; offset: number };
  const placed: Placed[] = [];
  const rejected: { hunk: number; line: number; header: string; reason: Reason }[] = [];
  const rejectedHunks: PatchHunk[] = [];
  const reject = (h: PatchHunk, index: number, reason: Reason) => {
    rejected.push({ hunk: index + 1, line: h.line, header: hunkHeader(h.old_start, h.old_length, h.new_start, h.new_length, null), reason });
    rejectedHunks.push(h);
  };

  let shift = 0;
  let low = 0;
  file.hunks.forEach((h, index) => {
    if (file.kind === 'create' && n > 0) return reject(h, index, 'file_exists');
    const oldSide = h.lines.filter((l) => l.op !== 'insert');
    const pattern = Int32Array.from(oldSide, (l) => idOf(raw(l)));
    const m = pattern.length;
    const expected = (h.old_length === 0 ? h.old_start : h.old_start - 1) + shift;
    const lo = Math.max(low, expected - maxOffset);
    const hi = Math.min(n - m, expected + maxOffset);
    const found = occurrences(textIds, pattern, lo, hi);
    // GNU patch's anchoring: a hunk with less leading than trailing context that starts at the top
    // can only match at the start of the text; one with less trailing context, only at its end.
    let prefix = 0;
    while (prefix < h.lines.length && h.lines[prefix]!.op === 'context') prefix++;
    let suffix = 0;
    while (suffix < h.lines.length - prefix && h.lines[h.lines.length - 1 - suffix]!.op === 'context') suffix++;
    const context = Math.max(prefix, suffix);
    const atStart = prefix < context && h.old_start <= 1;
    const atEnd = suffix < context;
    const fits = (p: number) => p >= lo && p <= hi && found[p - lo] === 1 && (!atStart || p === 0) && (!atEnd || p === n - m);
    if (m === 0) {
      // A hunk without old lines fits where it is expected, kept inside the text (GNU patch).
      const p = Math.min(Math.max(expected, low), n);
      placed.push({ hunk: h, index, at: p, offset: p - (expected - shift) });
      shift = p - (expected - shift);
      low = p;
      return;
    }
    // Offsets are tried nearest first, a later position before an earlier one (GNU patch's order).
    for (let d = 0; d <= maxOffset; d++) {
      for (const o of d === 0 ? [0] : [d, -d]) {
        const p = expected + o;
        if (!fits(p)) continue;
        placed.push({ hunk: h, index, at: p, offset: p - (expected - shift) });
        shift = p - (expected - shift);
        low = p + m;
        return;
      }
    }
    reject(h, index, 'context_mismatch');
  });

  // A line without newline that more lines follow gets its LF back, as GNU patch writes it.
  const out = new BoundedText(limits.max_output_chars, '/patch', 'max_output_chars');
  let open = false;
  const write = (line: string) => {
    if (open) out.push('\n');
    out.push(line);
    open = !line.endsWith('\n');
  };
  let cursor = 0;
  for (const p of placed) {
    for (; cursor < p.at; cursor++) write(lines[cursor]!);
    for (const l of p.hunk.lines) if (l.op !== 'delete') write(raw(l));
    cursor = p.at + p.hunk.lines.length - p.hunk.lines.filter((l) => l.op === 'insert').length;
  }
  for (; cursor < n; cursor++) write(lines[cursor]!);
  let text = out.toString();

  let applied = placed.map((p) => ({ hunk: p.index + 1, line: headerStart(p.at, p.hunk.old_length), offset: p.offset }));
  if (file.kind === 'delete' && text !== '') {
    for (const p of placed) reject(p.hunk, p.index, 'file_not_emptied');
    rejected.sort((x, y) => x.hunk - y.hunk);
    applied = [];
    text = input.text;
  }
  let rejects = '';
  if (rejected.length > 0) {
    const rej = new BoundedText(limits.max_output_chars, '/patch', 'max_output_chars');
    const order = new Map(file.hunks.map((h, i) => [h, i]));
    writeFile(rej, file, [...rejectedHunks].sort((x, y) => order.get(x)! - order.get(y)!));
    rejects = rej.toString();
  }
  return { text, clean: rejected.length === 0, applied, rejected, rejects };
}
