import type { Input, Output } from '../../generated/tools/json/json-string-escape.js';
import { limits } from '../../generated/tools/json/json-string-escape.js';
import { ToolError, limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';
import { scanJsonText, textPosition } from './lib/json-text-scanner.js';

const SHORT: Record<number, string> = { 0x08: '\\b', 0x09: '\\t', 0x0a: '\\n', 0x0c: '\\f', 0x0d: '\\r', 0x22: '\\"', 0x5c: '\\\\' };
const u = (unit: number) => '\\u' + unit.toString(16).padStart(4, '0');

function escapeUnit(c: number, asciiOnly: boolean): string | null {
  const short = SHORT[c];
  if (short !== undefined) return short;
  if (c < 0x20 || (asciiOnly && c > 0x7f)) return u(c); // each half of a pair on its own: \ud83d\ude00
  return null;
}

function escape(text: string, asciiOnly: boolean, quotes: boolean): string {
  // Size first: a text of control characters grows sixfold.
  let bytes = quotes ? 2 : 0;
  for (let i = 0; i < text.length; i++) {
    const e = escapeUnit(text.charCodeAt(i), asciiOnly);
    bytes += e !== null ? e.length : 0;
  }
  let plain = '';
  for (let i = 0; i < text.length; i++) if (escapeUnit(text.charCodeAt(i), asciiOnly) === null) plain += text[i];
  bytes += utf8Length(plain);
  if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the escaped literal would exceed ${limits.max_output_bytes} bytes (max_output_bytes)`);
  let out = quotes ? '"' : '';
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const e = escapeUnit(text.charCodeAt(i), asciiOnly);
    if (e === null) continue;
    out += text.slice(run, i) + e;
    run = i + 1;
  }
  return out + text.slice(run) + (quotes ? '"' : '');
}

function unescape(text: string, quotes: boolean): string {
  // Without quotes the body is read as if quoted; places are reported in the caller's text.
  const literal = quotes ? text : `"${text}"`;
  const shift = quotes ? 0 : 1;
  const fault = (reason: string, index: number, what: string): never => {
    const at = textPosition(text, Math.max(0, Math.min(text.length, index - shift)));
    const message = `not a JSON string literal: ${what} at line ${at.line}, column ${at.column}`;
    throw new ToolError('invalid_input', message, [{ pointer: '/text', message }], { reason, ...at });
  };
  if (quotes && literal[0] !== '"') fault('not_a_string', 0, 'the literal must start with a double quote');
  const scan = scanJsonText(literal, 0);
  if (!scan.ok) {
    // An unescaped quote inside a body ends the string early: name it for what it is.
    if (!quotes && scan.fault.reason === 'trailing_content') fault('unescaped_quote', scan.fault.index - 1, 'an unescaped double quote');
    return fault(scan.fault.reason, scan.fault.index, scan.fault.message);
  }
  const root = scan.root;
  if (root.kind !== 'string' || root.raw.length !== literal.length) return fault('trailing_content', root.kind === 'string' ? root.raw.length : 0, 'more text follows the string literal');
  if (root.loneSurrogate) return fault('lone_surrogate_escape', 0, 'an escape leaves a UTF-16 surrogate unpaired, which is no Unicode text');
  return root.value;
}

export default function jsonStringEscape(input: Input): Output {
  const quotes = input.include_quotes ?? true;
  if (input.direction === 'escape') return { result: escape(input.text, input.ascii_only ?? false, quotes) };
  if (input.ascii_only !== undefined) throw new ToolError('invalid_input', 'ascii_only applies to direction escape only', [{ pointer: '/ascii_only', message: 'ascii_only applies to direction escape only' }]);
  return { result: unescape(input.text, quotes) };
}
