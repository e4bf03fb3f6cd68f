import type { Input, Output } from '../../generated/tools/json/jsonl-parse.js';
import { limits } from '../../generated/tools/json/jsonl-parse.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { limitExceeded } from '../lib/tool-error.js';
import { parseJsonInTextOrder } from './lib/json-text-order.js';
import { scanJsonText, type ScanFault } from './lib/jsonl-line-scan.js';

type Reason = ScanFault | 'blank_line' | 'byte_order_mark';
type LineError = Output['errors'][number];

// Fixed texts: an error never quotes the line, which may hold secrets.
const MESSAGES: Record<Reason, string> = {
  blank_line: 'blank line (set allow_blank_lines to skip it)',
  byte_order_mark: 'the text starts with a byte order mark (U+FEFF), which JSON Lines does not allow',
  unexpected_end: 'the line ends inside a JSON value',
  unexpected_character: 'unexpected character',
  invalid_string: 'invalid string: a bad escape sequence or an unescaped control character',
  invalid_number: 'invalid number literal',
  number_out_of_range: 'number too large for a binary64 double',
  lone_surrogate: 'a \\u escape encodes a lone UTF-16 surrogate',
  max_depth: `value nests deeper than ${limits.max_depth} levels (max_depth)`,
};

/** 1-based column of UTF-16 offset `offset` in `line`, counted in Unicode code points. */
function codePointColumn(line: string, offset: number): number {
  let column = 1;
  for (let i = 0; i < offset && i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < offset) i++;
    column++;
  }
  return column;
}

export default function jsonlParse(input: Input): Output {
  const text = input.text;
  const lines = text === '' ? [] : text.split('\n');
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop(); // the final LF ends a line, it does not start one
  if (lines.length > limits.max_lines) throw limitExceeded('/text', `the text has ${lines.length} lines; at most ${limits.max_lines} allowed (max_lines)`);

  const values: unknown[] = [];
  const valueLines: number[] = [];
  const errors: LineError[] = [];
  let errorCount = 0;
  const fail = (line: number, column: number, reason: Reason) => {
    errorCount++;
    if (errors.length < limits.max_errors_listed) errors.push({ line, column, reason, message: MESSAGES[reason] });
  };
  lines.forEach((content, k) => {
    const line = k + 1;
    if (k === 0 && content.charCodeAt(0) === 0xfeff) return fail(line, 1, 'byte_order_mark');
    if (/^[ \t\r]*$/.test(content)) {
      if (!input.allow_blank_lines) fail(line, 1, 'blank_line');
      return;
    }
    const fault = scanJsonText(content, limits.max_depth);
    if (fault !== null) return fail(line, codePointColumn(content, fault.offset), fault.reason);
    values.push(parseJsonInTextOrder(content)); // valid by the scan; members in text order, "__proto__" an own member
    valueLines.push(line);
  });
  const output = { values, lines: valueLines, errors, error_count: errorCount, line_count: lines.length, valid: errorCount === 0 };
  checkJsonBounds(output, '/text', { bytes: bound(limits, 'max_output_bytes') }, 'the result');
  return output;
}
