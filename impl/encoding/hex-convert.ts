import type { Input, Output } from '../../generated/tools/encoding/hex-convert.js';
import { limits } from '../../generated/tools/encoding/hex-convert.js';
import { decodeBytes, toHex } from '../lib/bytes.js';
import { ToolError, invalidInput, limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';
import { utf8TextOrNull } from './lib/utf8-text.js';

const SEPARATOR_CHAR = { none: '', space: ' ', colon: ':', hyphen: '-' } as const;
const WHITESPACE = new Set([' ', '\t', '\r', '\n']);

function isHexDigit(c: string): boolean {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

function hexFault(reason: string, offset: number | null, what: string): ToolError {
  const message = offset === null ? `${reason}: ${what}` : `${reason} at offset ${offset}: ${what}`;
  return new ToolError('invalid_input', message, [{ pointer: '/input', message }], { reason, offset });
}

/** The hex digits of `text` with the separators removed, after checking their placement. */
function hexDigits(text: string, separator: Input['input_separator']): string {
  const sep = separator ?? 'none';
  const allowed = (c: string) => (sep === 'whitespace' ? WHITESPACE.has(c) : sep !== 'none' && c === SEPARATOR_CHAR[sep]);
  const digits: string[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (isHexDigit(c)) digits.push(c);
    else if (!allowed(c)) throw hexFault('invalid_character', i, 'neither a hex digit nor the allowed separator');
  }
  if (digits.length % 2 !== 0) throw hexFault('odd_length', null, `${digits.length} hex digits do not make whole bytes`);
  if (sep === 'whitespace') {
    let run = 0;
    for (let i = 0; i < text.length; i++) {
      if (isHexDigit(text[i]!)) run++;
      else if (run % 2 !== 0) throw hexFault('misplaced_separator', i, 'whitespace splits a byte');
    }
  } else if (sep !== 'none' && text.length > 0) {
    // Exactly "HH" groups joined by one separator: every third character is the separator.
    for (let i = 0; i < text.length; i++) {
      if ((i % 3 === 2) !== !isHexDigit(text[i]!)) throw hexFault('misplaced_separator', i, 'bytes must be two digits joined by one separator');
    }
    if (text.length % 3 !== 2) throw hexFault('misplaced_separator', text.length - 1, 'a separator cannot end the input');
  }
  return digits.join('');
}

function formatHex(bytes: Uint8Array, hexCase: Input['hex_case'], separator: Input['separator']): string {
  const lower = toHex(bytes);
  const cased = hexCase === 'upper' ? lower.toUpperCase() : lower;
  const sep = SEPARATOR_CHAR[separator ?? 'none'];
  if (sep === '') return cased;
  const pairs: string[] = [];
  for (let at = 0; at < cased.length; at += 2) pairs.push(cased.slice(at, at + 2));
  return pairs.join(sep);
}

export default function hexConvert(input: Input): Output {
  let bytes: Uint8Array;
  let text: string | null;
  if (input.direction === 'text_to_hex') {
    if (input.input_separator !== undefined && input.input_separator !== 'none') {
      throw invalidInput('/input_separator', 'input_separator applies only to direction hex_to_text');
    }
    // max_bytes are exactly max_input_chars hex digits, so a result can be read back in.
    if (utf8Length(input.input) > limits.max_bytes) throw limitExceeded('/input', `input is more than ${limits.max_bytes} UTF-8 bytes (max_bytes)`);
    bytes = decodeBytes(input.input, 'utf8', '/input');
    text = input.input;
  } else {
    bytes = decodeBytes(hexDigits(input.input, input.input_separator), 'hex', '/input');
    text = utf8TextOrNull(bytes);
  }
  return { hex: formatHex(bytes, input.hex_case, input.separator), text, byte_length: bytes.length };
}
