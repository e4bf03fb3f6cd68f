// The IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890, updated by RFC 8190), as a
// pinned snapshot, plus the two multicast blocks, which those registries do not list.
//
// Source: https://www.iana.org/assignments/iana-ipv4-special-registry/iana-ipv4-special-registry-1.csv
// and https://www.iana.org/assignments/iana-ipv6-special-registry/iana-ipv6-special-registry-1.csv,
// transcribed from a verbatim copy of both CSV files retrieved 2026-07-18 (a public repository's
// vendored snapshot, cross-checked against Wireshark's generated epan/iana-ip-data.c). The newest row is
// 100:0:0:1::/64 (RFC 9780, allocated 2025-04). Licence: IANA registries are public information,
// published for anyone's use (https://www.iana.org/help/licensing-terms).
//
// Transcription: one row per block (the IPv4 row "192.0.0.170/32, 192.0.0.171/32" becomes two rows);
// footnote marks ("[1]") dropped from blocks and flags; the RFC column's line breaks collapsed to one
// space; a flag is true ("True"), false ("False") or null ("N/A", or blank in a terminated row).
// `category` is this service's plain-language class of each row (the contract of ip-address-classify
// lists the mapping); it is not an IANA column.
//
// Registry footnotes (not carried as data): IPv4 [1] 127.0.0.0/8: "Several protocols have been
// granted exceptions to this rule"; IPv4 [2] 192.0.0.0/24 and IPv6 [1] 2001::/23: usable only by
// virtue of a more specific reservation; IPv6 [2] TEREDO and [3] 6to4: reachability per RFC 4380
// and RFC 3056; IPv6 [4] fc00::/7: see RFC 4193 on the routability of unique-local addresses.
import { parseCidr, type Cidr } from './ip-address.js';

export type SpecialCategory =
  | 'unspecified'
  | 'this-network'
  | 'private'
  | 'shared'
  | 'loopback'
  | 'link-local'
  | 'documentation'
  | 'benchmarking'
  | 'multicast'
  | 'unique-local'
  | 'ipv4-mapped'
  | 'translation'
  | 'tunnel'
  | 'discard'
  | 'broadcast'
  | 'reserved'
  | 'special-purpose'
  | 'deprecated';

export type SpecialRegistry = 'iana-ipv4-special-registry' | 'iana-ipv6-special-registry' | 'multicast';

export interface SpecialEntry {
  block: string;
  cidr: Cidr;
  name: string;
  rfc: string;
  allocationDate: string | null;
  terminationDate: string | null;
  source: boolean | null;
  destination: boolean | null;
  forwardable: boolean | null;
  globallyReachable: boolean | null;
  reservedByProtocol: boolean | null;
  category: SpecialCategory;
  registry: SpecialRegistry;
}

const T = true;
const F = false;
const NA = null;

// block, name, RFC, allocation date, termination date, source, destination, forwardable,
// globally reachable, reserved-by-protocol, category ("deprecated" for terminated rows)
type Row = [string, string, string, string | null, string | null, boolean | null, boolean | null, boolean | null, boolean | null, boolean | null, SpecialCategory];

const IPV4: Row[] = [
  ['0.0.0.0/8', '"This network"', '[RFC791], Section 3.2', '1981-09', null, T, F, F, F, T, 'this-network'],
  ['0.0.0.0/32', '"This host on this network"', '[RFC1122], Section 3.2.1.3', '1981-09', null, T, F, F, F, T, 'unspecified'],
  ['10.0.0.0/8', 'Private-Use', '[RFC1918]', '1996-02', null, T, T, T, F, F, 'private'],
  ['100.64.0.0/10', 'Shared Address Space', '[RFC6598]', '2012-04', null, T, T, T, F, F, 'shared'],
  ['127.0.0.0/8', 'Loopback', '[RFC1122], Section 3.2.1.3', '1981-09', null, F, F, F, F, T, 'loopback'],
  ['169.254.0.0/16', 'Link Local', '[RFC3927]', '2005-05', null, T, T, F, F, T, 'link-local'],
  ['172.16.0.0/12', 'Private-Use', '[RFC1918]', '1996-02', null, T, T, T, F, F, 'private'],
  ['192.0.0.0/24', 'IETF Protocol Assignments', '[RFC6890], Section 2.1', '2010-01', null, F, F, F, F, F, 'reserved'],
  ['192.0.0.0/29', 'IPv4 Service Continuity Prefix', '[RFC7335]', '2011-06', null, T, T, T, F, F, 'special-purpose'],
  ['192.0.0.8/32', 'IPv4 dummy address', '[RFC7600]', '2015-03', null, T, F, F, F, F, 'special-purpose'],
  ['192.0.0.9/32', 'Port Control Protocol Anycast', '[RFC7723]', '2015-10', null, T, T, T, T, F, 'special-purpose'],
  ['192.0.0.10/32', 'Traversal Using Relays around NAT Anycast', '[RFC8155]', '2017-02', null, T, T, T, T, F, 'special-purpose'],
  ['192.0.0.170/32', 'NAT64/DNS64 Discovery', '[RFC8880][RFC7050], Section 2.2', '2013-02', null, F, F, F, F, T, 'special-purpose'],
  ['192.0.0.171/32', 'NAT64/DNS64 Discovery', '[RFC8880][RFC7050], Section 2.2', '2013-02', null, F, F, F, F, T, 'special-purpose'],
  ['192.0.2.0/24', 'Documentation (TEST-NET-1)', '[RFC5737]', '2010-01', null, F, F, F, F, F, 'documentation'],
  ['192.31.196.0/24', 'AS112-v4', '[RFC7535]', '2014-12', null, T, T, T, T, F, 'special-purpose'],
  ['192.52.193.0/24', 'AMT', '[RFC7450]', '2014-12', null, T, T, T, T, F, 'special-purpose'],
  ['192.88.99.0/24', 'Deprecated (6to4 Relay Anycast)', '[RFC7526]', '2001-06', '2015-03', NA, NA, NA, NA, NA, 'deprecated'],
  ['192.88.99.2/32', '6a44-relay anycast address', '[RFC6751]', '2012-10', null, T, T, T, F, F, 'special-purpose'],
  ['192.168.0.0/16', 'Private-Use', '[RFC1918]', '1996-02', null, T, T, T, F, F, 'private'],
  ['192.175.48.0/24', 'Direct Delegation AS112 Service', '[RFC7534]', '1996-01', null, T, T, T, T, F, 'special-purpose'],
  ['198.18.0.0/15', 'Benchmarking', '[RFC2544]', '1999-03', null, T, T, T, F, F, 'benchmarking'],
  ['198.51.100.0/24', 'Documentation (TEST-NET-2)', '[RFC5737]', '2010-01', null, F, F, F, F, F, 'documentation'],
  ['203.0.113.0/24', 'Documentation (TEST-NET-3)', '[RFC5737]', '2010-01', null, F, F, F, F, F, 'documentation'],
  ['240.0.0.0/4', 'Reserved', '[RFC1112], Section 4', '1989-08', null, F, F, F, F, T, 'reserved'],
  ['255.255.255.255/32', 'Limited Broadcast', '[RFC8190] [RFC919], Section 7', '1984-10', null, F, T, F, F, T, 'broadcast'],
];

const IPV6: Row[] = [
  ['::1/128', 'Loopback Address', '[RFC4291]', '2006-02', null, F, F, F, F, T, 'loopback'],
  ['::/128', 'Unspecified Address', '[RFC4291]', '2006-02', null, T, F, F, F, T, 'unspecified'],
  ['::ffff:0:0/96', 'IPv4-mapped Address', '[RFC4291]', '2006-02', null, F, F, F, F, T, 'ipv4-mapped'],
  ['64:ff9b::/96', 'IPv4-IPv6 Translat.', '[RFC6052]', '2010-10', null, T, T, T, T, F, 'translation'],
  ['64:ff9b:1::/48', 'IPv4-IPv6 Translat.', '[RFC8215]', '2017-06', null, T, T, T, F, F, 'translation'],
  ['100::/64', 'Discard-Only Address Block', '[RFC6666]', '2012-06', null, T, T, T, F, F, 'discard'],
  ['100:0:0:1::/64', 'Dummy IPv6 Prefix', '[RFC9780]', '2025-04', null, T, F, F, F, F, 'special-purpose'],
  ['2001::/23', 'IETF Protocol Assignments', '[RFC2928]', '2000-09', null, F, F, F, F, F, 'reserved'],
  ['2001::/32', 'TEREDO', '[RFC4380] [RFC8190]', '2006-01', null, T, T, T, NA, F, 'tunnel'],
  ['2001:1::1/128', 'Port Control Protocol Anycast', '[RFC7723]', '2015-10', null, T, T, T, T, F, 'special-purpose'],
  ['2001:1::2/128', 'Traversal Using Relays around NAT Anycast', '[RFC8155]', '2017-02', null, T, T, T, T, F, 'special-purpose'],
  ['2001:1::3/128', 'DNS-SD Service Registration Protocol Anycast', '[RFC9665]', '2024-04', null, T, T, T, T, F, 'special-purpose'],
  ['2001:2::/48', 'Benchmarking', '[RFC5180][RFC Errata 1752]', '2008-04', null, T, T, T, F, F, 'benchmarking'],
  ['2001:3::/32', 'AMT', '[RFC7450]', '2014-12', null, T, T, T, T, F, 'special-purpose'],
  ['2001:4:112::/48', 'AS112-v6', '[RFC7535]', '2014-12', null, T, T, T, T, F, 'special-purpose'],
  ['2001:10::/28', 'Deprecated (previously ORCHID)', '[RFC4843]', '2007-03', '2014-03', NA, NA, NA, NA, NA, 'deprecated'],
  ['2001:20::/28', 'ORCHIDv2', '[RFC7343]', '2014-07', null, T, T, T, T, F, 'special-purpose'],
  ['2001:30::/28', 'Drone Remote ID Protocol Entity Tags (DETs) Prefix', '[RFC9374]', '2022-12', null, T, T, T, T, F, 'special-purpose'],
  ['2001:db8::/32', 'Documentation', '[RFC3849]', '2004-07', null, F, F, F, F, F, 'documentation'],
  ['2002::/16', '6to4', '[RFC3056]', '2001-02', null, T, T, T, NA, F, 'tunnel'],
  ['2620:4f:8000::/48', 'Direct Delegation AS112 Service', '[RFC7534]', '2011-05', null, T, T, T, T, F, 'special-purpose'],
  ['3fff::/20', 'Documentation', '[RFC9637]', '2024-07', null, F, F, F, F, F, 'documentation'],
  ['5f00::/16', 'Segment Routing (SRv6) SIDs', '[RFC9602]', '2024-04', null, T, T, T, F, F, 'special-purpose'],
  ['fc00::/7', 'Unique-Local', '[RFC4193] [RFC8190]', '2005-10', null, T, T, T, F, F, 'unique-local'],
  ['fe80::/10', 'Link-Local Unicast', '[RFC4291]', '2006-02', null, T, T, F, F, T, 'link-local'],
];

// Not special-purpose registry rows: the multicast blocks of RFC 5771 (IPv4, 224.0.0.0/4) and RFC 4291
// §2.7 (IPv6, ff00::/8), governed by IANA's separate multicast address registries. No flags.
const MULTICAST: Row[] = [
  ['224.0.0.0/4', 'Multicast', '[RFC5771]', null, null, NA, NA, NA, NA, NA, 'multicast'],
  ['ff00::/8', 'Multicast', '[RFC4291], Section 2.7', null, null, NA, NA, NA, NA, NA, 'multicast'],
];

function entries(rows: Row[], registry: SpecialRegistry): SpecialEntry[] {
  return rows.map(([block, name, rfc, allocationDate, terminationDate, source, destination, forwardable, globallyReachable, reservedByProtocol, category]) => ({
    block,
    cidr: parseCidr(block, '/block', { hostBits: 'reject' }),
    name,
    rfc,
    allocationDate,
    terminationDate,
    source,
    destination,
    forwardable,
    globallyReachable,
    reservedByProtocol,
    category,
    registry,
  }));
}

export const SPECIAL_ENTRIES: readonly SpecialEntry[] = [
  ...entries(IPV4, 'iana-ipv4-special-registry'),
  ...entries(IPV6, 'iana-ipv6-special-registry'),
  ...entries(MULTICAST, 'multicast'),
];
