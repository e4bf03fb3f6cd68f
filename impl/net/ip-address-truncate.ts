import type { Input, Output } from '../../generated/tools/net/ip-address-truncate.js';
import { formatCidr, formatIp, isIpv4Mapped, parseIp, prefixMask } from './lib/ip-address.js';

export default function ipAddressTruncate(input: Input): Output {
  const { ip } = parseIp(input.address, '/address');
  const v4 = input.ipv4_prefix ?? 24;
  const v6 = input.ipv6_prefix ?? 48;
  const mapped = ip.version === 6 && input.mapped_as_ipv4 === true && isIpv4Mapped(ip.value);
  const prefix = ip.version === 4 ? v4 : mapped ? 96 + v4 : v6;
  const network = ip.value & prefixMask(ip.version, prefix);
  const cidr = { version: ip.version, network, prefix };
  return {
    address: formatIp({ version: ip.version, value: network }),
    prefix_length: prefix,
    cidr: formatCidr(cidr),
    version: ip.version,
    treated_as: ip.version === 4 || mapped ? 'ipv4' : 'ipv6',
  };
}
