import { expect } from 'chai';
import fc from 'fast-check';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { runTool } from '../../support/direct.js';

type Result = { variant: string; hex: string; value: number; byte_length: number };

// Rocksoft-model parameters written out from the CRC RevEng catalogue, independently of impl/.
const CATALOGUE: Record<string, [poly: bigint, init: bigint, refin: boolean, refout: boolean, xorout: bigint]> = {
  'CRC-32/AIXM': [0x814141abn, 0n, false, false, 0n],
  'CRC-32/AUTOSAR': [0xf4acfb13n, 0xffffffffn, true, true, 0xffffffffn],
  'CRC-32/BASE91-D': [0xa833982bn, 0xffffffffn, true, true, 0xffffffffn],
  'CRC-32/BZIP2': [0x04c11db7n, 0xffffffffn, false, false, 0xffffffffn],
  'CRC-32/CD-ROM-EDC': [0x8001801bn, 0n, true, true, 0n],
  'CRC-32/CKSUM': [0x04c11db7n, 0n, false, false, 0xffffffffn],
  'CRC-32/ISCSI': [0x1edc6f41n, 0xffffffffn, true, true, 0xffffffffn],
  'CRC-32/ISO-HDLC': [0x04c11db7n, 0xffffffffn, true, true, 0xffffffffn],
  'CRC-32/JAMCRC': [0x04c11db7n, 0xffffffffn, true, true, 0n],
  'CRC-32/MEF': [0x741b8cd7n, 0xffffffffn, true, true, 0n],
  'CRC-32/MPEG-2': [0x04c11db7n, 0xffffffffn, false, false, 0n],
  'CRC-32/XFER': [0xafn, 0n, false, false, 0n],
};

function reflect(x: bigint, width: number): bigint {
  let r = 0n;
  for (let i = 0; i < width; i++) r = (r << 1n) | ((x >> BigInt(i)) & 1n);
  return r;
}

/** Bit-at-a-time CRC straight from the model definition, in BigInt. */
function referenceCrc(bytes: Uint8Array, name: string): bigint {
  const [poly, init, refin, refout, xorout] = CATALOGUE[name]!;
  let reg = init;
  for (const b of bytes) {
    const byte = refin ? reflect(BigInt(b), 8) : BigInt(b);
    for (let i = 7; i >= 0; i--) {
      const bit = ((byte >> BigInt(i)) & 1n) ^ (reg >> 31n);
      reg = (reg << 1n) & 0xffffffffn;
      if (bit) reg ^= poly;
    }
  }
  if (refout) reg = reflect(reg, 32);
  return reg ^ xorout;
}

const hex = (b: Uint8Array) => Buffer.from(b).toString('hex');

describe('crc32 properties', () => {
  it('every variant matches the bitwise BigInt reference on random bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 64 }), fc.constantFrom(...Object.keys(CATALOGUE)), async (bytes, variant) => {
        const r = (await runTool('crc32', { input: hex(bytes), input_encoding: 'hex', variant })) as Result;
        const expected = referenceCrc(bytes, variant);
        expect(BigInt(r.value)).to.equal(expected);
        expect(r.hex).to.equal(expected.toString(16).padStart(8, '0'));
        expect(r.variant).to.equal(variant);
      }),
      { numRuns: 200 },
    );
  });

  it('CRC-32/ISO-HDLC equals zlib crc32 of the UTF-8 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), async (text) => {
        const r = (await runTool('crc32', { input: text })) as Result;
        expect(r.value).to.equal(zlibCrc32(Buffer.from(text, 'utf8')));
        expect(r.byte_length).to.equal(Buffer.byteLength(text, 'utf8'));
      }),
      { numRuns: 150 },
    );
  });

  it('CRC-32/ISO-HDLC residue: appending the little-endian CRC of a message gives the constant 2144df1c', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 100 }), async (bytes) => {
        const first = (await runTool('crc32', { input: hex(bytes), input_encoding: 'hex' })) as Result;
        const le = Buffer.alloc(4);
        le.writeUInt32LE(first.value);
        const again = (await runTool('crc32', { input: hex(bytes) + le.toString('hex'), input_encoding: 'hex' })) as Result;
        expect(again.hex).to.equal('2144df1c');
      }),
      { numRuns: 100 },
    );
  });
});
