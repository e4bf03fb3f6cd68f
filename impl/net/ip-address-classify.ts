import type { Input, Output } from '../../generated/tools/net/ip-address-classify.js';
import { formatIp, isIpv4Mapped, parseIp, prefixMask, type Ip } from './lib/ip-address.js';
import { SPECIAL_ENTRIES, type SpecialEntry } from './lib/special-purpose-registry.js';

type Flags = NonNullable<Output['flags']>;

function flagsOf(e: SpecialEntry): Flags {
  return {
    source: e.source,
    destination: e.destination,
    forwardable: e.forwardable,
    globally_reachable: e.globallyReachable,
    reserved_by_protocol: e.reservedByProtocol,
  };
}

export default function ipAddressClassify(input: Input): Output {
  const { ip } = parseIp(input.address, '/address', { zone: 'allow' });
  const mapped = ip.version === 6 && input.mapped_as_ipv4 === true && isIpv4Mapped(ip.value);
  const target: Ip = mapped ? { version: 4, value: ip.value & 0xffffffffn } : ip;

  const matches = SPECIAL_ENTRIES.filter(
    (e) => e.cidr.version === target.version && (target.value & prefixMask(target.version, e.cidr.prefix)) === e.cidr.network,
  );
  // Most specific (longest prefix) first; the data lists no block twice.
  matches.sort((a, b) => b.cidr.prefix - a.cidr.prefix);
  const first = matches[0];

  return {
    address: formatIp(ip),
    version: ip.version,
    classified_address: formatIp(target),
    category: first?.category ?? 'global-unicast',
    globally_reachable: first === undefined ? true : first.globallyReachable,
    flags: first === undefined || first.registry === 'multicast' || first.terminationDate !== null ? null : flagsOf(first),
    entries: matches.map((e) => ({
      block: e.block,
      name: e.name,
      rfc: e.rfc,
      registry: e.registry,
      allocation_date: e.allocationDate,
      termination_date: e.terminationDate,
      ...flagsOf(e),
    })) as Output['entries'],
  };
}
