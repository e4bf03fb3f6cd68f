// Writing parsed patches back as unified diff text (text-patch-reverse, and the rejected hunks of
// text-patch-apply): GNU diff's form, whatever spelling the patch was read from.
import { type BoundedText, hunkHeader } from './format.js';
import type { PatchFile, PatchHunk, PatchLine } from './parse.js';

const PREFIX: Record<PatchLine['op'], string> = { context: ' ', delete: '-', insert: '+' };

export function headerLine(prefix: '---' | '+++', name: string, timestamp: string | null): string {
  return timestamp === null ? `${prefix} ${name}\n` : `${prefix} ${name}\t${timestamp}\n`;
}

export function writeHunk(out: BoundedText, h: PatchHunk): void {
  out.push(`${hunkHeader(h.old_start, h.old_length, h.new_start, h.new_length, h.section)}\n`);
  for (const l of h.lines) out.pushLine(PREFIX[l.op], l.text, l.newline);
}

export function writeFile(out: BoundedText, f: PatchFile, hunks: readonly PatchHunk[]): void {
  out.push(headerLine('---', f.old_name, f.old_timestamp));
  out.push(headerLine('+++', f.new_name, f.new_timestamp));
  for (const h of hunks) writeHunk(out, h);
}

/**
 * The same file patch with its sides swapped: names and timestamps, ranges, and `-`/`+` lines; in
 * each run of changed lines the (new) deletions are moved before the (new) insertions, as diff writes them.
 */
export function reverseFile(f: PatchFile): PatchFile {
  return {
    old_name: f.new_name,
    old_timestamp: f.new_timestamp,
    new_name: f.old_name,
    new_timestamp: f.old_timestamp,
    kind: f.kind === 'create' ? 'delete' : f.kind === 'delete' ? 'create' : 'modify',
    line: f.line,
    hunks: f.hunks.map(reverseHunk),
  };
}

export function reverseHunk(h: PatchHunk): PatchHunk {
  const lines: PatchLine[] = [];
  let dels: PatchLine[] = [];
  let ins: PatchLine[] = [];
  const flush = () => {
    lines.push(...dels, ...ins);
    dels = [];
    ins = [];
  };
  for (const l of h.lines) {
    if (l.op === 'context') {
      flush();
      lines.push(l);
    } else if (l.op === 'insert') dels.push({ op: 'delete', text: l.text, newline: l.newline });
    else ins.push({ op: 'insert', text: l.text, newline: l.newline });
  }
  flush();
  return { old_start: h.new_start, old_length: h.new_length, new_start: h.old_start, new_length: h.old_length, section: h.section, line: h.line, lines };
}
