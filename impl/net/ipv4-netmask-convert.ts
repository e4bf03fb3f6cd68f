import type { Input, Output } from '../../generated/tools/net/ipv4-netmask-convert.js';
import { invalidInput } from '../lib/tool-error.js';
import { formatIp, parseIp, prefixMask } from './lib/ip-address.js';

const ALL_ONES = 0xffffffffn;
const v4 = (value: bigint): string => formatIp({ version: 4, value });

/** The prefix length of a contiguous netmask, or the first bit (0 = leftmost) that breaks the run of ones then zeros. */
function contiguousPrefix(mask: bigint): { prefix: number } | { badBit: number } {
  let bit = 0;
  while (bit < 32 && ((mask >> BigInt(31 - bit)) & 1n) === 1n) bit++;
  const prefix = bit;
  for (; bit < 32; bit++) if (((mask >> BigInt(31 - bit)) & 1n) === 1n) return { badBit: bit };
  return { prefix };
}

export default function ipv4NetmaskConvert(input: Input): Output {
  let prefix: number;
  if (input.prefix_length !== undefined) {
    prefix = input.prefix_length;
  } else {
    const isWildcard = input.netmask === undefined;
    const pointer = isWildcard ? '/wildcard' : '/netmask';
    const text = (isWildcard ? input.wildcard : input.netmask)!;
    const value = parseIp(text, pointer, { version: 4 }).ip.value;
    const found = contiguousPrefix(isWildcard ? value ^ ALL_ONES : value);
    if ('badBit' in found) {
      const why = isWildcard
        ? `a wildcard mask is zero bits followed only by one bits, but bit ${found.badBit} (counted from 0 at the left) is a 0 after a 1`
        : `a netmask is one bits followed only by zero bits, but bit ${found.badBit} (counted from 0 at the left) is a 1 after a 0`;
      throw invalidInput(pointer, `"${text}" is not a contiguous ${isWildcard ? 'wildcard mask' : 'netmask'}: ${why}.`);
    }
    prefix = found.prefix;
  }
  const mask = prefixMask(4, prefix);
  const hex = mask.toString(16).padStart(8, '0');
  const binary = mask.toString(2).padStart(32, '0');
  return {
    prefix_length: prefix,
    netmask: v4(mask),
    wildcard: v4(mask ^ ALL_ONES),
    netmask_hex: hex,
    netmask_binary: [0, 8, 16, 24].map((i) => binary.slice(i, i + 8)).join('.'),
    total_addresses: 2 ** (32 - prefix),
  };
}
