import type { Input, Output } from '../../generated/tools/encoding/base64-decode.js';
import { toHex } from '../lib/bytes.js';
import { decodeBase64Diagnosed } from './lib/base64-diagnose.js';
import { utf8TextOrNull } from './lib/utf8-text.js';

export default function base64Decode(input: Input): Output {
  const alphabet = input.alphabet ?? 'standard';
  // RFC 4648 section 3.2 requires padding unless the referring spec says otherwise; base64url users
  // (JWS, RFC 7515 section 2) mostly drop it, so the URL alphabet defaults to optional padding.
  const padding = input.padding ?? (alphabet === 'url' ? 'optional' : 'required');
  const bytes = decodeBase64Diagnosed(input.input, { alphabet, padding, lenient: input.mode === 'lenient' });
  return { hex: toHex(bytes), text: utf8TextOrNull(bytes), byte_length: bytes.length };
}
