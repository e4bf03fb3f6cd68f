// Reading unified diffs as GNU patch reads them, strictly: a file is a `--- ` line followed by a
// `+++ ` line and one or more hunks; a hunk is an `@@ -l,s +l,s @@` header followed by exactly the
// lines its counts call for; everything outside files (mail headers, `diff --git`, `index` lines)
// is ignored. The rules are text-patch-parse's contract; text-patch-apply and text-patch-reverse
// read patches through here too.
import { ToolError, limitExceeded } from '../../../lib/tool-error.js';
import { NO_NEWLINE_MARKER } from './format.js';

export type PatchLineOp = 'context' | 'delete' | 'insert';
export type PatchLine = { op: PatchLineOp; text: string; newline: boolean };
export type PatchHunk = {
  old_start: number;
  old_length: number;
  new_start: number;
  new_length: number;
  section: string | null;
  line: number;
  lines: PatchLine[];
};
export type PatchFile = {
  old_name: string;
  old_timestamp: string | null;
  new_name: string;
  new_timestamp: string | null;
  kind: 'modify' | 'create' | 'delete';
  line: number;
  hunks: PatchHunk[];
};

export const DEV_NULL = '/dev/null';

function syntaxError(pointer: string, line: number, column: number, message: string): ToolError {
  const full = `line ${line}, column ${column}: ${message}`;
  return new ToolError('syntax_error', full, [{ pointer, message: full }], { line, column });
}

/** The patch's lines without their LF (the empty text has none; a final LF opens no empty line). */
function patchLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

const stripCr = (s: string) => (s.endsWith('\r') ? s.slice(0, -1) : s);

/** `--- name<TAB>timestamp`: the name up to the first TAB, the rest after it. */
function headerName(line: string): { name: string; timestamp: string | null } {
  const rest = stripCr(line.slice(4));
  const tab = rest.indexOf('\t');
  return tab < 0 ? { name: rest, timestamp: null } : { name: rest.slice(0, tab), timestamp: rest.slice(tab + 1) };
}

// A fixed, linear pattern over one line of the patch (no nested quantifiers).
const HUNK_HEADER = /^@@ -([0-9]+)(?:,([0-9]+))? \+([0-9]+)(?:,([0-9]+))? @@(?: (.*))?$/;

export type ParseLimits = { maxLineNumber: number };

export function parsePatch(text: string, pointer: string, parseLimits: ParseLimits): PatchFile[] {
  const lines = patchLines(text);
  const files: PatchFile[] = [];
  let i = 0;
  const isFileHeader = (k: number) => lines[k]!.startsWith('--- ') && k + 1 < lines.length && lines[k + 1]!.startsWith('+++ ');

  const readHunk = (k: number): { hunk: PatchHunk; next: number } => {
    const header = stripCr(lines[k]!);
    const m = HUNK_HEADER.exec(header);
    if (!m) throw syntaxError(pointer, k + 1, 1, 'a hunk header is "@@ -l,s +l,s @@" with an optional section after a space');
    const num = (s: string | undefined): number => {
      if (s === undefined) return 1;
      const n = Number(s);
      if (n > parseLimits.maxLineNumber) throw limitExceeded(pointer, `line ${k + 1}: the number ${s} passes ${parseLimits.maxLineNumber} (max_line_number)`);
      return n;
    };
    const hunk: PatchHunk = {
      old_start: num(m[1]),
      old_length: num(m[2]),
      new_start: num(m[3]),
      new_length: num(m[4]),
      section: m[5] === undefined || m[5] === '' ? null : m[5],
      line: k + 1,
      lines: [],
    };
    if ((hunk.old_start === 0 && hunk.old_length > 0) || (hunk.new_start === 0 && hunk.new_length > 0)) {
      throw syntaxError(pointer, k + 1, 1, 'a range starting at line 0 must be empty (l,0)');
    }
    let oldLeft = hunk.old_length;
    let newLeft = hunk.new_length;
    let j = k + 1;
    // Which sides have already had their last line (marked "\ No newline at end of file").
    let oldClosed = false;
    let newClosed = false;
    const takeMarker = () => {
      if (j < lines.length && lines[j]!.startsWith('\\')) {
        const last = hunk.lines[hunk.lines.length - 1];
        if (!last || !last.newline) throw syntaxError(pointer, j + 1, 1, `"${NO_NEWLINE_MARKER}" must follow a hunk line, once`);
        last.newline = false;
        if (last.op !== 'insert') oldClosed = true;
        if (last.op !== 'delete') newClosed = true;
        j++;
      }
    };
    while (oldLeft > 0 || newLeft > 0) {
      if (j >= lines.length) throw syntaxError(pointer, j + 1, 1, `the patch ends inside the hunk of line ${k + 1}: ${oldLeft} old and ${newLeft} new lines still to come`);
      const l = lines[j]!;
      const c = l === '' ? ' ' : l[0];
      const op: PatchLineOp | null = c === ' ' ? 'context' : c === '-' ? 'delete' : c === '+' ? 'insert' : null;
      if (op === null) throw syntaxError(pointer, j + 1, 1, `the hunk of line ${k + 1} ends early: ${oldLeft} old and ${newLeft} new lines still to come (a hunk line starts with " ", "-" or "+")`);
      const usesOld = op !== 'insert';
      const usesNew = op !== 'delete';
      if ((usesOld && oldLeft === 0) || (usesNew && newLeft === 0)) {
        throw syntaxError(pointer, j + 1, 1, `the hunk of line ${k + 1} has more ${usesOld && oldLeft === 0 ? 'old' : 'new'} lines than its header counts`);
      }
      if ((usesOld && oldClosed) || (usesNew && newClosed)) throw syntaxError(pointer, j + 1, 1, 'a line follows the line marked as the last one without newline');
      hunk.lines.push({ op, text: l.slice(1), newline: true });
      if (usesOld) oldLeft--;
      if (usesNew) newLeft--;
      j++;
      takeMarker();
    }
    return { hunk, next: j };
  };

  while (i < lines.length) {
    const l = lines[i]!;
    if (l.startsWith('@@')) throw syntaxError(pointer, i + 1, 1, 'a hunk header outside a file (no "--- " and "+++ " lines before it)');
    if (!isFileHeader(i)) {
      i++;
      continue;
    }
    const oldName = headerName(l);
    const newName = headerName(lines[i + 1]!);
    if (oldName.name === DEV_NULL && newName.name === DEV_NULL) throw syntaxError(pointer, i + 1, 5, 'both names are /dev/null');
    const file: PatchFile = {
      old_name: oldName.name,
      old_timestamp: oldName.timestamp,
      new_name: newName.name,
      new_timestamp: newName.timestamp,
      kind: oldName.name === DEV_NULL ? 'create' : newName.name === DEV_NULL ? 'delete' : 'modify',
      line: i + 1,
      hunks: [],
    };
    let j = i + 2;
    if (j >= lines.length || !lines[j]!.startsWith('@@')) throw syntaxError(pointer, j + 1, 1, 'a "--- "/"+++ " file header must be followed by a hunk header "@@"');
    while (j < lines.length && lines[j]!.startsWith('@@')) {
      const { hunk, next } = readHunk(j);
      file.hunks.push(hunk);
      j = next;
    }
    // After the last hunk: a line that reads as one more hunk line means the header counted too few.
    if (j < lines.length) {
      const l2 = lines[j]!;
      const c = l2[0];
      const signature = l2 === '-- ' || l2 === '-- \r';
      if ((c === ' ' || c === '+' || c === '-') && !signature && !isFileHeader(j)) {
        throw syntaxError(pointer, j + 1, 1, `a hunk line after the hunk of line ${file.hunks[file.hunks.length - 1]!.line} is complete: its header counts fewer lines`);
      }
      if (c === '\\') throw syntaxError(pointer, j + 1, 1, `"${NO_NEWLINE_MARKER}" must follow a hunk line, once`);
    }
    files.push(file);
    i = j;
  }
  return files;
}
