import type { Input, Output } from '../../generated/tools/net/ip-cidr-merge.js';
import { limits } from '../../generated/tools/net/ip-cidr-merge.js';
import { formatCidr } from './lib/ip-address.js';
import { cidrsToSet, readCidrList, setCount, setToCidrs } from './lib/cidr-sets.js';

export default function ipCidrMerge(input: Input): Output {
  const cidrs = readCidrList(input.cidrs, '/cidrs', input.normalize === true, limits.max_cidrs, 'max_cidrs');
  const set = cidrsToSet(cidrs);
  // The result never has more blocks than the input, so the cap is never reached.
  const merged = setToCidrs(set, cidrs.length, 'max_cidrs', '/cidrs');
  return { cidrs: merged.map(formatCidr), ipv4_addresses: String(setCount(set[4])), ipv6_addresses: String(setCount(set[6])) };
}
