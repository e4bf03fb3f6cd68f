import type { Input, Output } from '../../generated/tools/net/ip-cidr-exclude.js';
import { limits } from '../../generated/tools/net/ip-cidr-exclude.js';
import { cidrLast, formatCidr } from './lib/ip-address.js';
import { checkCount, cidrsToSet, intersectsIntervals, readCidrList, setToCidrs, subtractSets } from './lib/cidr-sets.js';

export default function ipCidrExclude(input: Input): Output {
  const normalize = input.normalize === true;
  checkCount(input.exclude, '/exclude', limits.max_exclusions, 'max_exclusions');
  const cidrs = readCidrList(input.cidrs, '/cidrs', normalize, limits.max_cidrs, 'max_cidrs');
  const exclude = readCidrList(input.exclude, '/exclude', normalize, limits.max_exclusions, 'max_exclusions');
  const kept = cidrsToSet(cidrs);
  const remaining = setToCidrs(subtractSets(kept, cidrsToSet(exclude)), { max: limits.max_output_cidrs, limitName: 'max_output_cidrs', pointer: '/exclude' });
  const unused: number[] = [];
  exclude.forEach((e, i) => {
    if (!intersectsIntervals(kept[e.version], e.network, cidrLast(e))) unused.push(i);
  });
  return { cidrs: remaining.map(formatCidr), unused_exclusions: unused };
}
