import type { Input, Output } from '../../generated/tools/json/jsonl-from-json.js';
import { limits } from '../../generated/tools/json/jsonl-from-json.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { bound, checkEachJsonBounds, checkJsonBounds } from '../lib/json-bounds.js';
import { limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';

// JSON.stringify leaves U+2028 and U+2029 raw (valid JSON, but line terminators to JavaScript and to
// many line readers); they are escaped here. Applied to JSON.stringify output, where they can only
// occur inside strings, so a plain replacement is exact.
const LINE_SEPARATORS = /[\u2028\u2029]/g;
const NON_ASCII = /[\u0080-\uffff]/g;

const escapeUnit = (ch: string) => '\\u' + ch.charCodeAt(0).toString(16).padStart(4, '0');

export default function jsonlFromJson(input: Input): Output {
  checkJsonBounds(input, '', { bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const values = input.values as unknown[];
  checkEachJsonBounds(values, '/values', { depth: bound(limits, 'max_item_depth') });
  const sortKeys = input.sort_keys ?? false;
  const asciiOnly = input.ascii_only ?? false;

  const str = (s: string): string => {
    const text = JSON.stringify(s);
    return asciiOnly ? text.replace(NON_ASCII, escapeUnit) : text.replace(LINE_SEPARATORS, escapeUnit);
  };
  // max_item_depth (checked above) bounds the recursion.
  const write = (v: unknown): string => {
    if (v === null || typeof v !== 'object') return typeof v === 'string' ? str(v) : JSON.stringify(v); // -0 -> "0"
    if (Array.isArray(v)) return '[' + v.map(write).join(',') + ']';
    const keys = Object.keys(v);
    if (sortKeys) keys.sort(compareCodePoints);
    return '{' + keys.map((k) => str(k) + ':' + write((v as Record<string, unknown>)[k])).join(',') + '}';
  };

  let bytes = 0;
  const lines: string[] = [];
  values.forEach((v, i) => {
    const line = write(v) + '\n';
    bytes += utf8Length(line);
    if (bytes > limits.max_output_bytes) throw limitExceeded(`/values/${i}`, `the text would exceed ${limits.max_output_bytes} UTF-8 bytes from this value on (max_output_bytes)`);
    lines.push(line);
  });
  return { text: lines.join(''), line_count: lines.length, bytes };
}
