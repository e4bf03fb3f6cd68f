import type { Input, Output } from '../../generated/tools/net/ip-range-to-cidrs.js';
import { invalidInput } from '../lib/tool-error.js';
import { formatCidr, parseIp, rangeToCidrs } from './lib/ip-address.js';

type Blocks = Output['cidrs'];

export default function ipRangeToCidrs(input: Input): Output {
  const first = parseIp(input.first, '/first').ip;
  const last = parseIp(input.last, '/last').ip;
  if (first.version !== last.version) {
    throw invalidInput('/last', `first is IPv${first.version} and last is IPv${last.version}: a range has one version (an IPv4-mapped address counts as IPv6).`);
  }
  if (last.value < first.value) throw invalidInput('/last', `last (${input.last}) is below first (${input.first}).`);
  return {
    version: first.version,
    // first <= last, so there is at least one block.
    cidrs: rangeToCidrs(first.version, first.value, last.value).map(formatCidr) as Blocks,
    address_count: String(last.value - first.value + 1n),
  };
}
