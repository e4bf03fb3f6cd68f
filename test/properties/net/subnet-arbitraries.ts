// Seeded address generators and text forms for the subnet and MAC tools' property and differential
// tests (ipv4-subnet-info, ipv6-prefix-info, ipv4-netmask-convert, ip-range-to-cidrs,
// ipv6-embedded-ipv4, mac-address-normalize, ipv6-interface-id-from-mac).
import fc from 'fast-check';

export const ipv4Value = fc.integer({ min: 0, max: 0xffffffff });

/** 128-bit values biased towards zero runs, all-ones groups and the low 32 bits (the interesting shapes). */
export const ipv6Value = fc
  .array(fc.oneof(fc.constant(0), fc.constant(0xffff), fc.integer({ min: 0, max: 0xffff })), { minLength: 8, maxLength: 8 })
  .map((groups) => groups.reduce((v, g) => (v << 16n) | BigInt(g), 0n));

export function ipv4Text(value: number): string {
  return [24, 16, 8, 0].map((s) => (value >>> s) & 0xff).join('.');
}

/** Eight groups, uncompressed, lowercase: readable by every parser. */
export function ipv6Text(value: bigint): string {
  const groups: string[] = [];
  for (let s = 112n; s >= 0n; s -= 16n) groups.push(((value >> s) & 0xffffn).toString(16));
  return groups.join(':');
}

export function ipv6FromText(text: string): bigint {
  // Only for texts of eight full groups (the *_expanded outputs).
  return text.split(':').reduce((v, g) => (v << 16n) | BigInt(`0x${g}`), 0n);
}

export function ipv4FromText(text: string): number {
  return text.split('.').reduce((v, p) => v * 256 + Number(p), 0);
}

export const macBytes = (length: 6 | 8) => fc.uint8Array({ minLength: length, maxLength: length }).map((b) => [...b]);
