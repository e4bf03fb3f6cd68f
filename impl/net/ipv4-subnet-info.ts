import type { Input, Output } from '../../generated/tools/net/ipv4-subnet-info.js';
import { cidrLast, formatIp, parseCidr, prefixMask } from './lib/ip-address.js';

const v4 = (value: bigint): string => formatIp({ version: 4, value });

export default function ipv4SubnetInfo(input: Input): Output {
  const cidr = parseCidr(input.cidr, '/cidr', { hostBits: input.normalize ? 'zero' : 'reject', version: 4 });
  const { network, prefix } = cidr;
  const last = cidrLast(cidr);
  const mask = prefixMask(4, prefix);
  const total = Number(last - network + 1n);
  const pointToPoint = prefix >= 31;
  return {
    cidr: `${v4(network)}/${prefix}`,
    prefix_length: prefix,
    network: v4(network),
    last_address: v4(last),
    broadcast: pointToPoint ? null : v4(last),
    netmask: v4(mask),
    wildcard: v4(mask ^ 0xffffffffn),
    first_host: v4(pointToPoint ? network : network + 1n),
    last_host: v4(pointToPoint ? last : last - 1n),
    total_addresses: total,
    usable_hosts: pointToPoint ? total : total - 2,
  };
}
