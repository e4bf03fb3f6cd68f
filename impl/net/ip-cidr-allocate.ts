import type { Input, Output } from '../../generated/tools/net/ip-cidr-allocate.js';
import { limits } from '../../generated/tools/net/ip-cidr-allocate.js';
import { invalidInput } from '../lib/tool-error.js';
import { ADDRESS_BITS, cidrLast, formatCidr, parseCidr, rangeToCidrs } from './lib/ip-address.js';
import { checkCount } from './lib/cidr-sets.js';

export default function ipCidrAllocate(input: Input): Output {
  checkCount(input.requests, '/requests', limits.max_requests, 'max_requests');
  const parent = parseCidr(input.parent, '/parent', { hostBits: input.normalize === true ? 'zero' : 'reject' });
  const bits = ADDRESS_BITS[parent.version];
  const reserve = parent.version === 4 && input.reserve_network_broadcast !== false;
  const prefixes = input.requests.map((r, i) => {
    if (r.prefix !== undefined) {
      if (r.prefix > bits) throw invalidInput(`/requests/${i}/prefix`, `/${r.prefix} is longer than the ${bits} bits of an IPv${parent.version} address.`);
      return r.prefix;
    }
    const needed = BigInt(r.hosts!) + (reserve ? 2n : 0n);
    // the smallest k with 2^k >= needed
    const k = needed === 1n ? 0 : (needed - 1n).toString(2).length;
    if (k > bits) throw invalidInput(`/requests/${i}/hosts`, `${r.hosts} hosts need more addresses than IPv${parent.version} has.`);
    return bits - k;
  });
  const order = prefixes.map((p, i) => i).sort((x, y) => prefixes[x]! - prefixes[y]! || x - y);
  const last = cidrLast(parent);
  let next = parent.network;
  let full = false; // `next` went past the last address: nothing more fits
  const placed = new Map<number, bigint>();
  for (const i of order) {
    const prefix = prefixes[i]!;
    if (full || prefix < parent.prefix) continue;
    const size = 1n << BigInt(bits - prefix);
    if (next + size - 1n > last) continue;
    placed.set(i, next);
    if (next + size - 1n === last) full = true;
    else next += size;
  }
  const allocations: Output['allocations'] = [];
  const unallocated: Output['unallocated'] = [];
  prefixes.forEach((prefix, index) => {
    const network = placed.get(index);
    if (network === undefined) unallocated.push({ index, prefix });
    else allocations.push({ index, cidr: formatCidr({ version: parent.version, network, prefix }), addresses: String(1n << BigInt(bits - prefix)) });
  });
  const free = full ? [] : rangeToCidrs(parent.version, next, last).map(formatCidr);
  return { allocations, unallocated, free };
}
