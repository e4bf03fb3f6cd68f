// IP addresses and CIDR blocks as exact BigInt values (IPv4: 32 bits, IPv6: 128), with the strict text
// forms every net tool reads and RFC 5952's canonical text they write. Written here rather than taken
// from ipaddr.js or ip-address: those are the differential oracles, and neither does exact 128-bit
// arithmetic (ranges, offsets, aggregation) with BigInt.
import { codePointLength } from '../../lib/code-point-length.js';
import { invalidInput } from '../../lib/tool-error.js';

export type IpVersion = 4 | 6;
export interface Ip {
  version: IpVersion;
  value: bigint;
}
export interface Cidr {
  version: IpVersion;
  network: bigint;
  prefix: number;
}

export const ADDRESS_BITS = { 4: 32, 6: 128 } as const;

const MAX = { 4: (1n << 32n) - 1n, 6: (1n << 128n) - 1n } as const;
const MAX_ZONE_LENGTH = 64;

export function maxValue(version: IpVersion): bigint {
  return MAX[version];
}

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

/** One ASCII hex digit, either case. */
export function isHex(c: string): boolean {
  return isDigit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/** Four decimal parts 0-255 without leading zeros; the reason it is not one, or null when it is. */
function ipv4Problem(text: string): string | null {
  const parts = text.split('.');
  if (parts.length !== 4) return `an IPv4 address has exactly four dot-separated parts (shorthand such as "127.1" is not accepted), found ${parts.length}`;
  for (const part of parts) {
    if (part === '') return 'an IPv4 part is empty';
    if (part.length > 3 || ![...part].every(isDigit)) return `"${part.slice(0, 8)}" is not a decimal number 0-255`;
    if (part.length > 1 && part[0] === '0') return `"${part}" has a leading zero (ambiguous: octal in some parsers), which is not accepted`;
    if (Number(part) > 255) return `${part} is above 255`;
  }
  return null;
}

function ipv4Value(text: string): bigint {
  let value = 0n;
  for (const part of text.split('.')) value = (value << 8n) | BigInt(Number(part));
  return value;
}

/** RFC 4291 §2.2 text forms; the value, or the reason the text is not one. */
function parseIpv6Text(text: string): bigint | string {
  if (text === '') return 'the address is empty';
  let head = text;
  let tailIpv4: bigint | null = null;
  const lastColon = text.lastIndexOf(':');
  if (lastColon >= 0 && text.indexOf('.', lastColon) > lastColon) {
    const dotted = text.slice(lastColon + 1);
    const problem = ipv4Problem(dotted);
    if (problem !== null) return `the embedded IPv4 part: ${problem}`;
    tailIpv4 = ipv4Value(dotted);
    // Keep both colons of a "::" just before the IPv4 part ("::ffff:1.2.3.4" has its own; "::1.2.3.4" does not).
    head = text[lastColon - 1] === ':' ? text.slice(0, lastColon + 1) : text.slice(0, lastColon);
  }
  const groupsWanted = tailIpv4 === null ? 8 : 6;
  const doubles = head.split('::');
  if (doubles.length > 2) return '"::" may appear only once';
  const readGroups = (part: string): bigint[] | string => {
    if (part === '') return [];
    const groups: bigint[] = [];
    for (const g of part.split(':')) {
      if (g === '') return 'an empty group (a single ":" at the start or end, or ":::")';
      if (g.length > 4) return `the group "${g.slice(0, 8)}" has more than four hex digits`;
      if (![...g].every(isHex)) return `the group "${g.slice(0, 8)}" is not hexadecimal`;
      groups.push(BigInt(`0x${g}`));
    }
    return groups;
  };
  const before = readGroups(doubles[0]!);
  if (typeof before === 'string') return before;
  let groups: bigint[];
  if (doubles.length === 2) {
    const after = readGroups(doubles[1]!);
    if (typeof after === 'string') return after;
    const missing = groupsWanted - before.length - after.length;
    if (missing < 1) return `"::" must stand for at least one zero group, but ${before.length + after.length} groups are already written`;
    groups = [...before, ...new Array<bigint>(missing).fill(0n), ...after];
  } else {
    groups = before;
    if (groups.length !== groupsWanted) return `an IPv6 address has ${groupsWanted === 8 ? 'eight groups' : 'six groups before an embedded IPv4 part'}, found ${groups.length}`;
  }
  let value = 0n;
  for (const g of groups) value = (value << 16n) | g;
  if (tailIpv4 !== null) value = (value << 32n) | tailIpv4;
  return value;
}

function zoneProblem(zone: string): string | null {
  if (zone.length === 0) return 'the zone id after "%" is empty';
  if (codePointLength(zone) > MAX_ZONE_LENGTH) return `the zone id is longer than ${MAX_ZONE_LENGTH} characters`;
  for (const c of zone) {
    const code = c.codePointAt(0)!;
    if (code <= 0x20 || code === 0x7f || c === '%' || c === '/') return 'the zone id holds a space, a control character, "%" or "/"';
  }
  return null;
}

/**
 * Reads an IPv4 or IPv6 address in its strict text form (see the contracts' rules): invalid_input at
 * `pointer` naming what is wrong. A zone id ("fe80::1%eth0", RFC 4007 §11) only with zone: 'allow'.
 */
export function parseIp(
  text: string,
  pointer: string,
  options: { zone?: 'allow' | 'reject'; version?: IpVersion } = {},
): { ip: Ip; zone: string | null } {
  const fail = (why: string): never => {
    throw invalidInput(pointer, `"${text.length > 64 ? `${text.slice(0, 64)}...` : text}" is not a valid IP address: ${why}.`);
  };
  if (text === '') fail('it is empty');
  // 100 code points are at most 200 UTF-16 units: the first test spares counting a long text.
  if (text.length > 200 || codePointLength(text) > 100) fail('it is longer than any address text (100 characters)');
  if (text.includes(':')) {
    if (options.version === 4) fail('an IPv4 address is required here');
    let body = text;
    let zone: string | null = null;
    const percent = text.indexOf('%');
    if (percent >= 0) {
      if (options.zone !== 'allow') fail('a zone id ("%...") is not accepted here');
      zone = text.slice(percent + 1);
      const problem = zoneProblem(zone);
      if (problem !== null) fail(problem);
      body = text.slice(0, percent);
    }
    const value = parseIpv6Text(body);
    if (typeof value === 'string') fail(value);
    return { ip: { version: 6, value: value as bigint }, zone };
  }
  if (options.version === 6) fail('an IPv6 address is required here');
  const problem = ipv4Problem(text);
  if (problem !== null) fail(problem);
  return { ip: { version: 4, value: ipv4Value(text) }, zone: null };
}

function formatIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

function groupsOf(value: bigint): number[] {
  const groups: number[] = [];
  for (let shift = 112n; shift >= 0n; shift -= 16n) groups.push(Number((value >> shift) & 0xffffn));
  return groups;
}

/** RFC 5952 §4 over hex groups: the longest run (two or more) of zero groups as "::", the first on a tie. */
function compressGroups(groups: number[]): string {
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < groups.length; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (bestStart < 0) return hex.join(':');
  return `${hex.slice(0, bestStart).join(':')}::${hex.slice(bestStart + bestLength).join(':')}`;
}

/** RFC 5952 text without the mixed IPv4 form. */
export function formatIpv6Hex(value: bigint): string {
  return compressGroups(groupsOf(value));
}

export function isIpv4Mapped(value: bigint): boolean {
  return value >> 32n === 0xffffn;
}

/** RFC 5952 canonical text; IPv4-mapped addresses in the mixed form "::ffff:192.0.2.1" (§5). */
export function formatIp(ip: Ip): string {
  if (ip.version === 4) return formatIpv4(ip.value);
  if (isIpv4Mapped(ip.value)) return `::ffff:${formatIpv4(ip.value & MAX[4])}`;
  return formatIpv6Hex(ip.value);
}

/** Eight groups of four lowercase hex digits. */
export function formatIpv6Expanded(value: bigint): string {
  return groupsOf(value)
    .map((g) => g.toString(16).padStart(4, '0'))
    .join(':');
}

/** IPv4 before IPv6, then by numeric value. */
export function compareIp(a: Ip, b: Ip): number {
  if (a.version !== b.version) return a.version - b.version;
  return a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
}

export function prefixMask(version: IpVersion, prefix: number): bigint {
  const bits = ADDRESS_BITS[version];
  return (MAX[version] >> BigInt(bits - prefix)) << BigInt(bits - prefix);
}

export function cidrSize(c: Cidr): bigint {
  return 1n << BigInt(ADDRESS_BITS[c.version] - c.prefix);
}

export function cidrLast(c: Cidr): bigint {
  return c.network | (cidrSize(c) - 1n);
}

export function formatCidr(c: Cidr): string {
  return `${formatIp({ version: c.version, value: c.network })}/${c.prefix}`;
}

/**
 * Reads "address/prefix" (the prefix a decimal 0-32 or 0-128 without leading zeros). Host bits set:
 * invalid_input naming the network (hostBits 'reject') or cleared ('zero'). A bare address is a /32
 * or /128 only with bare: 'host'.
 */
export function parseCidr(
  text: string,
  pointer: string,
  options: { hostBits: 'reject' | 'zero'; bare?: 'reject' | 'host'; version?: IpVersion },
): Cidr {
  const slash = text.indexOf('/');
  const addressText = slash < 0 ? text : text.slice(0, slash);
  const { ip } = parseIp(addressText, pointer, { version: options.version });
  const bits = ADDRESS_BITS[ip.version];
  let prefix: number = bits;
  if (slash < 0) {
    if (options.bare !== 'host') throw invalidInput(pointer, `"${text.slice(0, 64)}" is not a CIDR block: it has no "/prefix".`);
  } else {
    const prefixText = text.slice(slash + 1);
    if (!/^(0|[1-9][0-9]{0,2})$/.test(prefixText) || Number(prefixText) > bits) {
      throw invalidInput(pointer, `"${text.slice(0, 64)}" is not a CIDR block: the prefix length must be a whole number 0-${bits} without leading zeros.`);
    }
    prefix = Number(prefixText);
  }
  const network = ip.value & prefixMask(ip.version, prefix);
  if (network !== ip.value && options.hostBits === 'reject') {
    throw invalidInput(
      pointer,
      `"${text.slice(0, 64)}" has host bits set after the /${prefix} prefix; the network is ${formatCidr({ version: ip.version, network, prefix })}.`,
    );
  }
  return { version: ip.version, network, prefix };
}

/** Bits that are zero at the low end of value (bits when value is 0): the lowest set bit's position. */
function trailingZeroBits(value: bigint, bits: number): number {
  if (value === 0n) return bits;
  return (value & -value).toString(2).length - 1;
}

/** floor(log2(n)) for n >= 1. */
function floorLog2(n: bigint): number {
  return n.toString(2).length - 1;
}

/**
 * The minimal list of aligned CIDR blocks covering exactly [first, last], ascending (RFC 4632 §3.1
 * aggregation): from `first`, take the largest block aligned there that does not pass `last`. At most
 * 2·bits − 2 blocks, each found in a constant number of BigInt steps.
 */
export function rangeToCidrs(version: IpVersion, first: bigint, last: bigint): Cidr[] {
  const bits = ADDRESS_BITS[version];
  const blocks: Cidr[] = [];
  let start = first;
  while (start <= last) {
    // The block may grow only as far as start's alignment and the addresses left allow.
    const hostBits = Math.min(trailingZeroBits(start, bits), floorLog2(last - start + 1n));
    blocks.push({ version, network: start, prefix: bits - hostBits });
    const next = start + (1n << BigInt(hostBits));
    if (next > MAX[version]) break;
    start = next;
  }
  return blocks;
}
