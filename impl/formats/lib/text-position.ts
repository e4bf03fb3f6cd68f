// Positions inside a text input, as every text-reading formats tool reports them: 1-based line and
// column, lines ended by LF, CR LF or a lone CR, columns counted in Unicode code points.
import { type ToolErrorCode, ToolError } from '../../lib/tool-error.js';

export type TextPosition = { line: number; column: number };

/** Line and column of the UTF-16 index `index` (clamped to the text). */
export function lineColumn(text: string, index: number): TextPosition {
  const end = Math.max(0, Math.min(index, text.length));
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
      line++;
      lineStart = i + 1;
    }
  }
  let column = 1;
  for (let i = lineStart; i < end; i++) {
    const c = text.charCodeAt(i);
    // The low half of a surrogate pair does not start a new code point.
    if (!(c >= 0xdc00 && c <= 0xdfff && i > lineStart && isHighSurrogate(text.charCodeAt(i - 1)))) column++;
  }
  return { line, column };
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/**
 * A fault at a place in a text input: `code` with the message prefixed by "line L, column C: ",
 * the pointer of the text field as detail, and `line` / `column` in `extra`.
 */
export function textFault(code: ToolErrorCode, pointer: string, text: string, index: number, message: string): ToolError {
  return faultAt(code, pointer, lineColumn(text, index), message);
}

export function faultAt(code: ToolErrorCode, pointer: string, at: TextPosition, message: string): ToolError {
  const full = `line ${at.line}, column ${at.column}: ${message}`;
  return new ToolError(code, full, [{ pointer, message: full }], { line: at.line, column: at.column });
}
