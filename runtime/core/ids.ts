// Time-ordered identifiers (UUID version 7, RFC 9562 section 5.7) for execution records: 48 bits of
// Unix milliseconds, then 74 random bits. Consecutive records land at the end of the unique index
// instead of at random places in it, which made random v4 ids the largest cost of recording.
import { randomFillSync } from 'node:crypto';

const pool = new Uint8Array(16 * 4096); // one randomFillSync per 4096 ids
let offset = pool.length;

// Two hex digits per byte, looked up: cheaper than a Buffer, its hex string and five slices.
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function uuidv7(nowMs: number): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  const b = pool;
  const o = offset;
  offset += 16;
  const ms = Math.max(0, Math.floor(nowMs));
  // 48 bits of milliseconds: the high 16 and low 32 bits (bit operations stop at 32 bits).
  const hi = Math.floor(ms / 0x1_0000_0000);
  const lo = ms % 0x1_0000_0000;
  return HEX[(hi >>> 8) & 0xff]! + HEX[hi & 0xff]! + HEX[lo >>> 24]! + HEX[(lo >>> 16) & 0xff]! + '-'
    + HEX[(lo >>> 8) & 0xff]! + HEX[lo & 0xff]! + '-'
    + HEX[(b[o + 6]! & 0x0f) | 0x70]! + HEX[b[o + 7]!]! + '-' // version 7
    + HEX[(b[o + 8]! & 0x3f) | 0x80]! + HEX[b[o + 9]!]! + '-' // variant 10
    + HEX[b[o + 10]!]! + HEX[b[o + 11]!]! + HEX[b[o + 12]!]! + HEX[b[o + 13]!]! + HEX[b[o + 14]!]! + HEX[b[o + 15]!]!;
}
