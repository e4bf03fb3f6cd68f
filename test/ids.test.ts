// UUIDv7 (runtime/core/ids.ts): RFC 9562 layout, the milliseconds in the first 48 bits, unique ids.
import { expect } from 'chai';
import { uuidv7 } from '../runtime/core/ids.js';

describe('uuidv7', () => {
  it('has the layout, version 7, variant 10 and the milliseconds in its first 48 bits', () => {
    for (const ms of [0, 1, 255, 256, 0xffff_ffff, 0x1_0000_0000, 1_764_000_000_123, 0xffff_ffff_ffff]) {
      const id = uuidv7(ms);
      expect(id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16), String(ms)).to.equal(ms);
    }
  });
  it('sorts by time and does not repeat', () => {
    const ids = Array.from({ length: 600 }, (_, i) => uuidv7(1_764_000_000_000 + Math.floor(i / 100)));
    expect(new Set(ids).size).to.equal(ids.length);
    for (let i = 100; i < ids.length; i += 100) expect(ids[i - 1]! < ids[i]!).to.equal(true);
  });
});
