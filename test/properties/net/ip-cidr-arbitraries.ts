// Arbitrary CIDR blocks and addresses for the ip-cidr-* property and differential tests: biased to
// three small address spaces (10.0.0.0/22, 2001:db8::/118 and its IPv4-mapped twin ::ffff:10.0.0.0/118)
// so that blocks of a list overlap, nest, touch and duplicate often. Texts are written here without
// the library under test (IPv6 in the full eight-group form, read back with ipaddr.js).
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';

export type Version = 4 | 6;
export interface Block {
  version: Version;
  network: bigint;
  prefix: number;
}

const BASES: { version: Version; base: bigint }[] = [
  { version: 4, base: 0x0a000000n },
  { version: 6, base: 0x20010db8n << 96n },
  { version: 6, base: (0xffffn << 32n) | 0x0a000000n },
];

export const bitsOf = (v: Version): number => (v === 4 ? 32 : 128);
export const sizeOf = (b: Block): bigint => 1n << BigInt(bitsOf(b.version) - b.prefix);
export const lastOf = (b: Block): bigint => b.network + sizeOf(b) - 1n;

export function addressText(version: Version, value: bigint): string {
  if (version === 4) return [24n, 16n, 8n, 0n].map((s) => String((value >> s) & 0xffn)).join('.');
  const groups: string[] = [];
  for (let s = 112n; s >= 0n; s -= 16n) groups.push(((value >> s) & 0xffffn).toString(16));
  return groups.join(':');
}

export const blockText = (b: Block): string => `${addressText(b.version, b.network)}/${b.prefix}`;

function bytesToBigInt(bytes: number[]): bigint {
  return bytes.reduce((acc, x) => (acc << 8n) | BigInt(x), 0n);
}

/** Reads a block or address written by a tool (ipaddr.js, not the library under test). */
export function readBlock(text: string): Block {
  if (!text.includes('/')) {
    const a = ipaddr.parse(text);
    const version: Version = a.kind() === 'ipv4' ? 4 : 6;
    return { version, network: bytesToBigInt(a.toByteArray()), prefix: bitsOf(version) };
  }
  const [a, prefix] = ipaddr.parseCIDR(text);
  return { version: a.kind() === 'ipv4' ? 4 : 6, network: bytesToBigInt(a.toByteArray()), prefix };
}

/** A block in one of the small spaces: up to 10 host bits (v4 /22-/32, v6 /118-/128), sometimes much larger. */
export const blockArb: fc.Arbitrary<Block> = fc
  .tuple(fc.integer({ min: 0, max: BASES.length - 1 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 1023 }), fc.integer({ min: 0, max: 19 }))
  .map(([which, hostBits, offset, wide]) => {
    const { version, base } = BASES[which]!;
    // one block in twenty covers the whole small space and far more (a /8 or a /96)
    const h = wide === 0 ? (version === 4 ? 24 : 32) : hostBits;
    const network = (base + BigInt(offset)) & ~((1n << BigInt(h)) - 1n);
    return { version, network, prefix: bitsOf(version) - h };
  });

/** An address in one of the small spaces. */
export const addressArb: fc.Arbitrary<{ version: Version; value: bigint }> = fc
  .tuple(fc.integer({ min: 0, max: BASES.length - 1 }), fc.integer({ min: 0, max: 1023 }))
  .map(([which, offset]) => ({ version: BASES[which]!.version, value: BASES[which]!.base + BigInt(offset) }));

export const blockListArb = (max: number, min = 1): fc.Arbitrary<Block[]> => fc.array(blockArb, { minLength: min, maxLength: max });

/** Whether the block holds the value (same version). */
export const holds = (b: Block, version: Version, value: bigint): boolean => b.version === version && value >= b.network && value <= lastOf(b);

/** The addresses of the blocks as sorted maximal runs "version:first-last", a plain reference for set equality. */
export function runsOf(blocks: Block[]): string[] {
  const out: string[] = [];
  for (const version of [4, 6] as const) {
    const spans = blocks.filter((b) => b.version === version).map((b) => [b.network, lastOf(b)] as [bigint, bigint]);
    spans.sort((x, y) => (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    let cur: [bigint, bigint] | null = null;
    for (const s of spans) {
      if (cur && s[0] <= cur[1] + 1n) cur[1] = s[1] > cur[1] ? s[1] : cur[1];
      else {
        if (cur) out.push(`${version}:${cur[0]}-${cur[1]}`);
        cur = [s[0], s[1]];
      }
    }
    if (cur) out.push(`${version}:${cur[0]}-${cur[1]}`);
  }
  return out;
}

/** Whether two blocks share an address (same version and intersecting spans). */
export const meets = (a: Block, b: Block): boolean => a.version === b.version && a.network <= lastOf(b) && b.network <= lastOf(a);
