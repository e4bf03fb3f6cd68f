import type { Input, Output } from '../../generated/tools/net/ipv6-interface-id-from-mac.js';
import { invalidInput } from '../lib/tool-error.js';
import { formatIp, parseCidr } from './lib/ip-address.js';
import { formatMac, LOCAL_BIT, parseMac } from './lib/mac-address.js';

const LINK_LOCAL = 0xfe80n << 112n;

export default function ipv6InterfaceIdFromMac(input: Input): Output {
  const bytes = parseMac(input.mac, '/mac');
  let network: bigint | null = null;
  if (input.prefix !== undefined) {
    const prefix = parseCidr(input.prefix, '/prefix', { hostBits: 'reject', version: 6 });
    if (prefix.prefix !== 64) throw invalidInput('/prefix', `an interface identifier fills the last 64 bits, so the prefix must be a /64, not a /${prefix.prefix}.`);
    network = prefix.network;
  }
  const eui64 = bytes.length === 6 ? [...bytes.slice(0, 3), 0xff, 0xfe, ...bytes.slice(3)] : [...bytes];
  eui64[0] = eui64[0]! ^ LOCAL_BIT;
  const id = eui64.reduce((v, b) => (v << 8n) | BigInt(b), 0n);
  const hex = formatMac(eui64, 'bare', 'lower');
  return {
    modified_eui64: formatMac(eui64, 'colon', 'lower'),
    interface_id: [0, 4, 8, 12].map((i) => hex.slice(i, i + 4)).join(':'),
    link_local: formatIp({ version: 6, value: LINK_LOCAL | id }),
    address: network === null ? null : formatIp({ version: 6, value: network | id }),
  };
}
