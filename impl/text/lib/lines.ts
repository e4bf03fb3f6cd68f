// The service-wide line split of the Text tools (contracts/fragments.yaml `text-lines`): LF, CRLF
// and CR each end a line, CRLF is one break, a final terminator adds no empty line, and the empty
// text has no lines. Other helpers import this API; keep it.

export type Line = { text: string; terminator: '' | '\n' | '\r\n' | '\r' };

/**
 * The lines of a text with the terminator each ends with ('' only for a last line without one).
 * Joining every `text + terminator` gives the input back exactly. U+2028, U+2029, NEL (U+0085),
 * VT and FF are ordinary characters, not line ends.
 */
export function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  // A fresh regex per call: a module-level /g regex would carry lastIndex between calls.
  const terminator = /\r\n|\r|\n/g;
  let start = 0;
  let m: RegExpExecArray | null;
  while ((m = terminator.exec(text)) !== null) {
    lines.push({ text: text.slice(start, m.index), terminator: m[0] as Line['terminator'] });
    start = terminator.lastIndex;
  }
  if (start < text.length) lines.push({ text: text.slice(start), terminator: '' });
  return lines;
}

/** The name a Text tool's output gives each terminator. */
export type TerminatorName = 'lf' | 'crlf' | 'cr' | 'none';
const NAMES: Record<Line['terminator'], TerminatorName> = { '\n': 'lf', '\r\n': 'crlf', '\r': 'cr', '': 'none' };
const TERMINATORS: Record<Exclude<TerminatorName, 'none'>, Line['terminator']> = { lf: '\n', crlf: '\r\n', cr: '\r' };

export function terminatorName(t: Line['terminator']): TerminatorName {
  return NAMES[t];
}

export function terminatorText(name: Exclude<TerminatorName, 'none'>): Line['terminator'] {
  return TERMINATORS[name];
}

const utf8 = new TextEncoder();

/** UTF-8 bytes of `JSON.stringify(value)`: builtins only, so a long string costs one step, not one per character. */
export function compactJsonBytes(value: unknown): number {
  return utf8.encode(JSON.stringify(value)).length;
}


/** UTF-8 bytes of a well-formed text, by the builtin encoder (one step however long the text). */
export function utf8ByteLength(text: string): number {
  return utf8.encode(text).length;
}

