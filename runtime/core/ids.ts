// Time-ordered identifiers (UUID version 7, RFC 9562 section 5.7) for execution records: 48 bits of
// Unix milliseconds, then 74 random bits. Consecutive records land at the end of the unique index
// instead of at random places in it, which made random v4 ids the largest cost of recording.
import { randomFillSync } from 'node:crypto';

const pool = new Uint8Array(16 * 256);
let offset = pool.length;

export function uuidv7(nowMs: number): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const b = pool.subarray(offset, offset + 16);
  offset += 16;
  let ms = Math.max(0, Math.floor(nowMs));
  for (let i = 5; i >= 0; i--) {
    b[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  b[6] = (b[6]! & 0x0f) | 0x70; // version 7
  b[8] = (b[8]! & 0x3f) | 0x80; // variant 10
  const hex = Buffer.from(b).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
