import type { Input, Output } from '../../generated/tools/net/ip-cidr-overlap.js';
import { limits } from '../../generated/tools/net/ip-cidr-overlap.js';
import { limitExceeded } from '../lib/tool-error.js';
import { cidrLast, type IpVersion } from './lib/ip-address.js';
import { checkCount, readCidrList, sweepContainers, type Span } from './lib/cidr-sets.js';

type Pair = Output['pairs'][number];
type Block = Span & { prefix: number; index: number };

/** Index of the first block whose first address is >= value. */
function lowerBound(sorted: readonly Block[], value: bigint): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]!.first < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const byStart = (x: Block, y: Block): number => (x.first < y.first ? -1 : x.first > y.first ? 1 : x.prefix - y.prefix || x.index - y.index);

export default function ipCidrOverlap(input: Input): Output {
  const normalize = input.normalize === true;
  checkCount(input.b, '/b', limits.max_cidrs, 'max_cidrs');
  const a = readCidrList(input.a, '/a', normalize, limits.max_cidrs, 'max_cidrs');
  const b = readCidrList(input.b, '/b', normalize, limits.max_cidrs, 'max_cidrs');
  const found: Pair[][] = a.map(() => []);
  let total = 0;
  const add = (pair: Pair): void => {
    if (++total > limits.max_pairs) throw limitExceeded('/b', `the lists have more than max_pairs (${limits.max_pairs}) overlapping pairs.`);
    found[pair.a]!.push(pair);
  };
  for (const version of [4, 6] as IpVersion[]) {
    const blocksOf = (list: typeof a): Block[] =>
      list.flatMap((c, index) => (c.version === version ? [{ first: c.network, last: cidrLast(c), prefix: c.prefix, index }] : [])).sort(byStart);
    const as = blocksOf(a);
    const bs = blocksOf(b);
    // b blocks starting before an a block and holding its first address contain it (blocks nest or are disjoint)
    sweepContainers(
      bs,
      as.map((x) => x.first),
      false,
      (k, chain) => {
        for (const other of chain) add({ a: as[k]!.index, b: other.index, relation: 'inside' });
      },
    );
    // b blocks starting inside an a block: inside it, equal, or (same start, shorter prefix) containing it
    for (const block of as) {
      for (let k = lowerBound(bs, block.first); k < bs.length && bs[k]!.first <= block.last; k++) {
        const other = bs[k]!;
        add({ a: block.index, b: other.index, relation: other.prefix === block.prefix ? 'equal' : other.prefix > block.prefix ? 'contains' : 'inside' });
      }
    }
  }
  const pairs = found.flatMap((list) => list.sort((x, y) => x.b - y.b));
  return { overlaps: pairs.length > 0, pairs };
}
