// Seeded IP addresses for the ip-address-* property and differential tests: values biased to the
// interesting places (zero runs, boundaries, IPv4-mapped, special-purpose blocks), and the many text
// forms RFC 4291 §2.2 allows for one value.
import fc from 'fast-check';
import { formatIp, formatIpv6Expanded, type Ip } from '../../../impl/net/lib/ip-address.js';

const MAX4 = (1n << 32n) - 1n;
const MAX6 = (1n << 128n) - 1n;

const group = fc.oneof(
  { weight: 4, arbitrary: fc.constant(0) },
  { weight: 1, arbitrary: fc.constantFrom(1, 0xffff, 0xfe80, 0x2001, 0xdb8, 0x64, 0xff9b, 0xfc00, 0xff02, 0x100) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
);

const v6Groups = fc.array(group, { minLength: 8, maxLength: 8 }).map((gs) => gs.reduce((v, g) => (v << 16n) | BigInt(g), 0n));

const octet = fc.oneof(fc.constantFrom(0, 1, 10, 100, 127, 169, 172, 192, 198, 203, 224, 240, 254, 255), fc.integer({ min: 0, max: 255 }));
const v4Octets = fc.array(octet, { minLength: 4, maxLength: 4 }).map((os) => os.reduce((v, o) => (v << 8n) | BigInt(o), 0n));

export const ipv4Arb: fc.Arbitrary<Ip> = fc
  .oneof(v4Octets, fc.bigInt({ min: 0n, max: MAX4 }), fc.constantFrom(0n, 1n, MAX4, MAX4 - 1n))
  .map((value) => ({ version: 4 as const, value }));

export const ipv6Arb: fc.Arbitrary<Ip> = fc
  .oneof(
    { weight: 3, arbitrary: v6Groups },
    { weight: 2, arbitrary: fc.bigInt({ min: 0n, max: MAX6 }) },
    { weight: 1, arbitrary: v4Octets.map((v) => (0xffffn << 32n) | v) },
    { weight: 1, arbitrary: fc.constantFrom(0n, 1n, MAX6, MAX6 - 1n, 0xffffn << 32n, (0xffffn << 32n) | MAX4) },
  )
  .map((value) => ({ version: 6 as const, value }));

export const ipArb: fc.Arbitrary<Ip> = fc.oneof(ipv4Arb, ipv6Arb);

function groupsOf(value: bigint): number[] {
  const gs: number[] = [];
  for (let s = 112n; s >= 0n; s -= 16n) gs.push(Number((value >> s) & 0xffffn));
  return gs;
}

/** Another valid text of the same address: expanded, uncompressed, upper case, another "::" run, mixed. */
export function textForms(ip: Ip): string[] {
  const canonical = formatIp(ip);
  if (ip.version === 4) return [canonical];
  const gs = groupsOf(ip.value);
  const hex = gs.map((g) => g.toString(16));
  const forms = [canonical, formatIpv6Expanded(ip.value), formatIpv6Expanded(ip.value).toUpperCase(), hex.join(':')];
  // Every zero run of one or more groups may be written "::".
  for (let i = 0; i < 8; i++) {
    if (gs[i] !== 0 || (i > 0 && gs[i - 1] === 0)) continue;
    let j = i;
    while (j < 8 && gs[j] === 0) j++;
    forms.push(`${hex.slice(0, i).join(':')}::${hex.slice(j).join(':')}`);
  }
  const v4 = formatIp({ version: 4, value: ip.value & MAX4 });
  forms.push(`${hex.slice(0, 6).join(':')}:${v4}`);
  return forms;
}

export const ipTextArb: fc.Arbitrary<{ ip: Ip; text: string }> = ipArb.chain((ip) => fc.constantFrom(...textForms(ip)).map((text) => ({ ip, text })));
