// Writing unified diffs as GNU diff does (diffutils, "Detailed Unified"): "@@ -l,s +l,s @@" with
// ",1" omitted and an empty range written "l,0" with l the line before it; each hunk line is its
// prefix and the line; an incomplete last line is followed by "\ No newline at end of file".
import { limitExceeded } from '../../../lib/tool-error.js';

export const NO_NEWLINE_MARKER = '\\ No newline at end of file';

/** One range of a hunk header from its header start number and length: "l" when s is 1, else "l,s". */
export function rangeText(start: number, length: number): string {
  return length === 1 ? `${start}` : `${start},${length}`;
}

/** The header start of a range beginning at 0-based line `index`: index + 1, or index when it is empty. */
export function headerStart(index: number, length: number): number {
  return length === 0 ? index : index + 1;
}

export function hunkHeader(oldStart: number, oldLength: number, newStart: number, newLength: number, section: string | null): string {
  const head = `@@ -${rangeText(oldStart, oldLength)} +${rangeText(newStart, newLength)} @@`;
  return section === null ? head : `${head} ${section}`;
}

/**
 * A text built from pieces that refuses to grow past `maxChars` (a tool's max_output_*_chars), so
 * an oversized result stops the work as soon as it is known.
 */
export class BoundedText {
  private readonly parts: string[] = [];
  private size = 0;
  constructor(
    private readonly maxChars: number,
    private readonly pointer: string,
    private readonly limitName: string,
  ) {}

  push(piece: string): void {
    this.size += piece.length;
    if (this.size > this.maxChars) throw limitExceeded(this.pointer, `the result would pass ${this.maxChars} characters (${this.limitName})`);
    this.parts.push(piece);
  }

  /** A hunk line: the prefix, the line without its LF, then LF, or LF and the no-newline marker. */
  pushLine(prefix: string, text: string, newline: boolean): void {
    this.push(newline ? `${prefix}${text}\n` : `${prefix}${text}\n${NO_NEWLINE_MARKER}\n`);
  }

  toString(): string {
    return this.parts.join('');
  }
}
