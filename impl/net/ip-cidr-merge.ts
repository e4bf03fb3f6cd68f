import type { Input, Output } from '../../generated/tools/net/ip-cidr-merge.js';
import { limits } from '../../generated/tools/net/ip-cidr-merge.js';
import { formatCidr } from './lib/ip-address.js';
import { cidrsToSet, readCidrList, setCount, setToCidrs } from './lib/cidr-sets.js';

export default function ipCidrMerge(input: Input): Output {
  const cidrs = readCidrList(input.cidrs, '/cidrs', input.normalize === true, limits.max_cidrs, 'max_cidrs');
  const set = cidrsToSet(cidrs);
  // No output cap: the minimal list never has more blocks than the input.
  const merged = setToCidrs(set);
  return { cidrs: merged.map(formatCidr), ipv4_addresses: String(setCount(set[4])), ipv6_addresses: String(setCount(set[6])) };
}
