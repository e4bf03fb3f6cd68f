import type { Input, Output } from '../../generated/tools/encoding/adler32.js';
import { utf8Bytes } from '../lib/utf8.js';

const MOD_ADLER = 65521;
// Largest n with 255 * n * (n + 1) / 2 + (n + 1) * (MOD_ADLER - 1) < 2^53: defer the modulo that long.
const CHUNK = 5552;

export default function adler32(input: Input): Output {
  const bytes = utf8Bytes(input.text, '/text');
  let a = 1;
  let b = 0;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length);
    for (let i = start; i < end; i++) {
      a += bytes[i]!;
      b += a;
    }
    a %= MOD_ADLER;
    b %= MOD_ADLER;
  }
  const value = b * 65536 + a;
  return { hex: value.toString(16).padStart(8, '0'), value };
}
