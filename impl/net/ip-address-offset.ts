import type { Input, Output } from '../../generated/tools/net/ip-address-offset.js';
import { invalidInput } from '../lib/tool-error.js';
import { formatIp, maxValue, parseIp } from './lib/ip-address.js';

export default function ipAddressOffset(input: Input): Output {
  const { ip } = parseIp(input.address, '/address');
  const value = ip.value + BigInt(input.offset);
  const last = maxValue(ip.version);
  if (value < 0n || value > last) {
    const bound = value < 0n ? formatIp({ version: ip.version, value: 0n }) : formatIp({ version: ip.version, value: last });
    throw invalidInput(
      '/offset',
      `${formatIp(ip)} + ${input.offset} falls ${value < 0n ? 'below the first' : 'above the last'} IPv${ip.version} address ${bound}; addresses do not wrap around.`,
    );
  }
  return { address: formatIp({ version: ip.version, value }), version: ip.version, integer: value.toString() };
}
