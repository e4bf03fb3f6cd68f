import type { Input, Output } from '../../generated/tools/net/mac-address-normalize.js';
import { formatMac, GROUP_BIT, LOCAL_BIT, parseMac } from './lib/mac-address.js';

export default function macAddressNormalize(input: Input): Output {
  const bytes = parseMac(input.mac, '/mac');
  const letterCase = input.case ?? 'lower';
  const first = bytes[0]!;
  const local = (first & LOCAL_BIT) !== 0;
  const oui = [first & ~GROUP_BIT, bytes[1]!, bytes[2]!];
  return {
    mac: formatMac(bytes, input.format ?? 'colon', letterCase),
    bits: bytes.length === 8 ? 64 : 48,
    multicast: (first & GROUP_BIT) !== 0,
    locally_administered: local,
    broadcast: bytes.every((b) => b === 0xff),
    oui: local ? null : formatMac(oui, 'bare', letterCase),
  };
}
