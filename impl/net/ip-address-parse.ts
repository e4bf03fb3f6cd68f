import type { Input, Output } from '../../generated/tools/net/ip-address-parse.js';
import { formatIp, formatIpv6Expanded, formatIpv6Hex, isIpv4Mapped, parseIp } from './lib/ip-address.js';

export default function ipAddressParse(input: Input): Output {
  const version = input.version === 'ipv4' ? 4 : input.version === 'ipv6' ? 6 : undefined;
  const { ip, zone } = parseIp(input.address, '/address', { zone: input.zone === 'reject' ? 'reject' : 'allow', version });
  const canonical = formatIp(ip);
  const percent = input.address.indexOf('%');
  const body = percent < 0 ? input.address : input.address.slice(0, percent);
  const mapped = ip.version === 6 && isIpv4Mapped(ip.value);
  return {
    version: ip.version,
    canonical,
    compressed_hex: ip.version === 6 ? formatIpv6Hex(ip.value) : null,
    expanded: ip.version === 6 ? formatIpv6Expanded(ip.value) : canonical,
    integer: ip.value.toString(),
    hex: `0x${ip.value.toString(16).padStart(ip.version === 4 ? 8 : 32, '0')}`,
    zone,
    ipv4_mapped: mapped ? formatIp({ version: 4, value: ip.value & 0xffffffffn }) : null,
    is_canonical: body === canonical,
  };
}
