import type { Input, Output } from '../../generated/tools/encoding/base64-encode.js';
import { limits } from '../../generated/tools/encoding/base64-encode.js';
import { decodeBytes, toBase64, toBase64Url } from '../lib/bytes.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';

export default function base64Encode(input: Input): Output {
  const encoding = input.input_encoding ?? 'utf8';
  if (input.line_ending !== undefined && input.line_width === undefined) {
    throw invalidInput('/line_ending', 'line_ending applies only together with line_width');
  }
  // max_input_bytes encode to exactly max_input_chars symbols, so the unwrapped result stays within the text bound.
  if (encoding === 'utf8' && utf8Length(input.input) > limits.max_input_bytes) {
    throw limitExceeded('/input', `input is more than ${limits.max_input_bytes} UTF-8 bytes (max_input_bytes)`);
  }
  const bytes = decodeBytes(input.input, encoding, '/input');
  const alphabet = input.alphabet ?? 'standard';
  // Node pads the standard form and leaves base64url bare; normalise both to the requested padding.
  let body = alphabet === 'url' ? toBase64Url(bytes) : toBase64(bytes).replace(/=+$/, '');
  if (input.padding ?? true) body += '='.repeat((4 - (body.length % 4)) % 4);
  let base64 = body;
  if (input.line_width !== undefined) {
    const eol = (input.line_ending ?? 'crlf') === 'crlf' ? '\r\n' : '\n';
    const lines: string[] = [];
    for (let at = 0; at < body.length; at += input.line_width) lines.push(body.slice(at, at + input.line_width));
    base64 = lines.join(eol);
  }
  return { base64, byte_length: bytes.length };
}
