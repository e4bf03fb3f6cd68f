import type { Input, Output } from '../../generated/tools/encoding/crc32.js';
import { decodeBytes } from '../lib/bytes.js';
import { CRC32_ALIASES, CRC32_VARIANTS, type Crc32Parameters, type Crc32VariantName } from './lib/crc32-catalogue.js';

function reflect32(x: number): number {
  let r = 0;
  for (let i = 0; i < 32; i++) r = ((r << 1) | ((x >>> i) & 1)) >>> 0;
  return r;
}

/**
 * One 256-entry table per variant, built once at load. Reflected variants run the register LSB-first
 * with the reflected polynomial, so the input bytes need no bit reversal.
 */
function buildTable(p: Crc32Parameters): Uint32Array {
  const table = new Uint32Array(256);
  const rpoly = reflect32(p.poly);
  for (let n = 0; n < 256; n++) {
    let c: number;
    if (p.refin) {
      c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ rpoly : c >>> 1;
    } else {
      c = n << 24;
      for (let k = 0; k < 8; k++) c = c & 0x80000000 ? (c << 1) ^ p.poly : c << 1;
    }
    table[n] = c >>> 0;
  }
  return table;
}

const TABLES = new Map<Crc32VariantName, Uint32Array>(
  (Object.keys(CRC32_VARIANTS) as Crc32VariantName[]).map((name) => [name, buildTable(CRC32_VARIANTS[name])]),
);

const hex8 = (n: number) => n.toString(16).padStart(8, '0');

export function crc32Of(bytes: Uint8Array, name: Crc32VariantName): number {
  const p = CRC32_VARIANTS[name];
  const table = TABLES.get(name)!;
  // The register lives in the reflected domain when refin is set, so init enters reflected too.
  let crc = p.refin ? reflect32(p.init) : p.init;
  if (p.refin) {
    for (let i = 0; i < bytes.length; i++) crc = (crc >>> 8) ^ table[(crc ^ bytes[i]!) & 0xff]!;
  } else {
    for (let i = 0; i < bytes.length; i++) crc = ((crc << 8) ^ table[((crc >>> 24) ^ bytes[i]!) & 0xff]!) >>> 0;
  }
  // A reflected register is already the refout=true value; reflect again only when refin != refout.
  if (p.refin !== p.refout) crc = reflect32(crc >>> 0);
  return (crc ^ p.xorout) >>> 0;
}

export default function crc32(input: Input): Output {
  const requested = input.variant ?? 'CRC-32/ISO-HDLC';
  const name: Crc32VariantName = Object.hasOwn(CRC32_VARIANTS, requested)
    ? (requested as Crc32VariantName)
    : CRC32_ALIASES[requested]!;
  const bytes = decodeBytes(input.input, input.input_encoding ?? 'utf8', '/input');
  const value = crc32Of(bytes, name);
  const p = CRC32_VARIANTS[name];
  return {
    variant: name,
    hex: hex8(value),
    value,
    byte_length: bytes.length,
    parameters: {
      width: 32,
      poly: hex8(p.poly),
      init: hex8(p.init),
      refin: p.refin,
      refout: p.refout,
      xorout: hex8(p.xorout),
      check: hex8(p.check),
    },
  };
}
