import type { Input, Output } from '../../generated/tools/net/ipv6-embedded-ipv4.js';
import { invalidInput } from '../lib/tool-error.js';
import { cidrLast, formatCidr, formatIp, parseCidr, parseIp, type Cidr } from './lib/ip-address.js';

type Kind = Output['kind'];
const NAT64_LENGTHS = [32, 40, 48, 56, 64, 96];
const WELL_KNOWN_NAT64: Cidr = { version: 6, network: 0x0064ff9bn << 96n, prefix: 96 };
const MAPPED: Cidr = { version: 6, network: 0xffffn << 32n, prefix: 96 };
const COMPATIBLE: Cidr = { version: 6, network: 0n, prefix: 96 };
const SIX_TO_FOUR: Cidr = { version: 6, network: 0x2002n << 112n, prefix: 16 };
const TEREDO: Cidr = { version: 6, network: 0x20010000n << 96n, prefix: 32 };
const STANDARD: Record<Exclude<Kind, 'none'>, string> = {
  'ipv4-mapped': 'RFC 4291 section 2.5.5.2',
  'ipv4-compatible': 'RFC 4291 section 2.5.5.1',
  nat64: 'RFC 6052 section 2.2',
  '6to4': 'RFC 3056 section 2',
  teredo: 'RFC 4380 section 4',
};

const v4 = (value: bigint): string => formatIp({ version: 4, value });
const uOctet = (value: bigint): bigint => (value >> 56n) & 0xffn;
const inside = (c: Cidr, value: bigint): boolean => value >= c.network && value <= cidrLast(c);

/** Bit positions (0 = most significant) the IPv4 bits take under an RFC 6052 §2.2 prefix: from L upward, skipping 64-71. */
function nat64Positions(length: number): number[] {
  const positions: number[] = [];
  for (let p = length; positions.length < 32; p++) if (p < 64 || p > 71) positions.push(p);
  return positions;
}

function nat64Embed(prefix: Cidr, ipv4: bigint): bigint {
  let value = prefix.network;
  nat64Positions(prefix.prefix).forEach((p, i) => {
    if ((ipv4 >> BigInt(31 - i)) & 1n) value |= 1n << BigInt(127 - p);
  });
  return value;
}

function nat64Extract(prefix: Cidr, value: bigint): bigint {
  let ipv4 = 0n;
  for (const p of nat64Positions(prefix.prefix)) ipv4 = (ipv4 << 1n) | ((value >> BigInt(127 - p)) & 1n);
  return ipv4;
}

function readNat64Prefix(text: string): Cidr {
  const prefix = parseCidr(text, '/nat64_prefix', { hostBits: 'reject', version: 6 });
  if (!NAT64_LENGTHS.includes(prefix.prefix)) {
    throw invalidInput('/nat64_prefix', `an RFC 6052 prefix has length 32, 40, 48, 56, 64 or 96, not ${prefix.prefix}.`);
  }
  if (uOctet(prefix.network) !== 0n) throw invalidInput('/nat64_prefix', 'bits 64-71 (the u octet) of an RFC 6052 prefix must be zero.');
  return prefix;
}

function answer(value: bigint, kind: Kind, ipv4: bigint | null, prefix: Cidr | null, teredo: Output['teredo'] = null): Output {
  const standard = kind === 'none' ? null : kind === 'nat64' && prefix!.prefix === 96 && prefix!.network === WELL_KNOWN_NAT64.network ? 'RFC 6052 section 2.1' : STANDARD[kind];
  return {
    address: formatIp({ version: 6, value }),
    kind,
    ipv4: ipv4 === null ? null : v4(ipv4),
    prefix: prefix === null ? null : formatCidr(prefix),
    standard,
    teredo,
  };
}

function read(value: bigint, nat64: Cidr | null, compatible: boolean): Output {
  if (nat64 !== null && inside(nat64, value)) {
    if (uOctet(value) !== 0n) throw invalidInput('/address', 'the address is inside nat64_prefix but its bits 64-71 (the u octet) are not zero (RFC 6052 section 2.2).');
    return answer(value, 'nat64', nat64Extract(nat64, value), nat64);
  }
  const low32 = value & 0xffffffffn;
  if (inside(MAPPED, value)) return answer(value, 'ipv4-mapped', low32, MAPPED);
  if (inside(WELL_KNOWN_NAT64, value)) return answer(value, 'nat64', low32, WELL_KNOWN_NAT64);
  if (inside(SIX_TO_FOUR, value)) return answer(value, '6to4', (value >> 80n) & 0xffffffffn, SIX_TO_FOUR);
  if (inside(TEREDO, value)) {
    const flags = Number((value >> 48n) & 0xffffn);
    const teredo = {
      server: v4((value >> 64n) & 0xffffffffn),
      client_port: Number(((value >> 32n) & 0xffffn) ^ 0xffffn),
      flags,
      cone_nat: (flags & 0x8000) !== 0,
    };
    return answer(value, 'teredo', low32 ^ 0xffffffffn, TEREDO, teredo);
  }
  if (compatible && inside(COMPATIBLE, value) && value > 1n) return answer(value, 'ipv4-compatible', low32, COMPATIBLE);
  return answer(value, 'none', null, null);
}

export default function ipv6EmbeddedIpv4(input: Input): Output {
  const nat64 = input.nat64_prefix === undefined ? null : readNat64Prefix(input.nat64_prefix);
  if ((input.address === undefined) === (input.ipv4 === undefined)) {
    throw invalidInput(input.address === undefined ? '' : '/ipv4', 'give either address (to read) or ipv4 with kind (to build), not both or neither.');
  }
  if (input.address !== undefined) {
    if (input.kind !== undefined) throw invalidInput('/kind', 'kind is for building an address from ipv4; it is not given with address.');
    const { ip } = parseIp(input.address, '/address', { version: 6 });
    return read(ip.value, nat64, input.compatible === true);
  }
  if (input.compatible !== undefined) throw invalidInput('/compatible', 'compatible is for reading an address; it is not given with ipv4.');
  if (input.kind === undefined) throw invalidInput('/kind', 'kind is required with ipv4: ipv4-mapped, ipv4-compatible, nat64 or 6to4.');
  if (nat64 !== null && input.kind !== 'nat64') throw invalidInput('/nat64_prefix', `nat64_prefix is for kind nat64; a ${input.kind} address has no NAT64 prefix.`);
  const ipv4 = parseIp(input.ipv4!, '/ipv4', { version: 4 }).ip.value;
  switch (input.kind) {
    case 'ipv4-mapped':
      return answer(MAPPED.network | ipv4, 'ipv4-mapped', ipv4, MAPPED);
    case 'ipv4-compatible':
      return answer(ipv4, 'ipv4-compatible', ipv4, COMPATIBLE);
    case '6to4':
      return answer(SIX_TO_FOUR.network | (ipv4 << 80n), '6to4', ipv4, SIX_TO_FOUR);
    case 'nat64': {
      const prefix = nat64 ?? WELL_KNOWN_NAT64;
      return answer(nat64Embed(prefix, ipv4), 'nat64', ipv4, prefix);
    }
  }
}
