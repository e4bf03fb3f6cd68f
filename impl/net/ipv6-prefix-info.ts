import type { Input, Output } from '../../generated/tools/net/ipv6-prefix-info.js';
import { cidrLast, cidrSize, formatCidr, formatIp, formatIpv6Expanded, parseCidr, prefixMask } from './lib/ip-address.js';

const v6 = (value: bigint): string => formatIp({ version: 6, value });

export default function ipv6PrefixInfo(input: Input): Output {
  const cidr = parseCidr(input.prefix, '/prefix', { hostBits: input.normalize ? 'zero' : 'reject', version: 6 });
  const last = cidrLast(cidr);
  return {
    prefix: formatCidr(cidr),
    prefix_length: cidr.prefix,
    network: v6(cidr.network),
    network_expanded: formatIpv6Expanded(cidr.network),
    last_address: v6(last),
    last_address_expanded: formatIpv6Expanded(last),
    netmask: v6(prefixMask(6, cidr.prefix)),
    address_count: String(cidrSize(cidr)),
    subnets_64: cidr.prefix <= 64 ? String(1n << BigInt(64 - cidr.prefix)) : null,
  };
}
