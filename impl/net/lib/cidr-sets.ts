// Sets of IP addresses as sorted, disjoint, non-adjacent [first, last] BigInt intervals, one list per
// version, for the ip-cidr-* tools: reading CIDR lists (with their pointers and a count limit), union,
// subtraction, and back to the minimal CIDR list (RFC 4632 aggregation via rangeToCidrs). All exact.
import { limitExceeded } from '../../lib/tool-error.js';
import { cidrLast, parseCidr, rangeToCidrs, type Cidr, type IpVersion } from './ip-address.js';

export type Interval = readonly [bigint, bigint];
export interface AddressSet {
  4: Interval[];
  6: Interval[];
}

/**
 * Reads a list of "address/prefix" texts: limit_exceeded at `pointer` when it holds more than `max`
 * entries (named `limitName`), checked before any parsing; each entry read by parseCidr at
 * `pointer/<index>`, host bits refused unless `normalize`.
 */
export function readCidrList(texts: readonly string[], pointer: string, normalize: boolean, max: number, limitName: string): Cidr[] {
  checkCount(texts, pointer, max, limitName);
  return texts.map((t, i) => parseCidr(t, `${pointer}/${i}`, { hostBits: normalize ? 'zero' : 'reject' }));
}

/** limit_exceeded at `pointer` when the list holds more than `max` entries (the limit `limitName`). */
export function checkCount(list: readonly unknown[], pointer: string, max: number, limitName: string): void {
  if (list.length > max) throw limitExceeded(pointer, `${list.length} entries are more than ${limitName} (${max}).`);
}

/** The union of the blocks as a set: per version sorted by first address, overlapping and adjacent intervals joined. */
export function cidrsToSet(cidrs: readonly Cidr[]): AddressSet {
  const set: AddressSet = { 4: [], 6: [] };
  for (const version of [4, 6] as const) {
    const raw: Interval[] = cidrs.filter((c) => c.version === version).map((c) => [c.network, cidrLast(c)] as const);
    raw.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const out: [bigint, bigint][] = [];
    for (const [first, last] of raw) {
      const top = out[out.length - 1];
      if (top !== undefined && first <= top[1] + 1n) {
        if (last > top[1]) top[1] = last;
      } else out.push([first, last]);
    }
    set[version] = out;
  }
  return set;
}

/** a minus b, both sorted disjoint interval lists: a sorted disjoint list. O(|a| + |b|). */
export function subtractIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const out: Interval[] = [];
  let j = 0;
  for (const [first, last] of a) {
    let start = first;
    while (j < b.length && b[j]![1] < start) j++;
    let k = j;
    while (start <= last && k < b.length && b[k]![0] <= last) {
      const [bf, bl] = b[k]!;
      if (bf > start) out.push([start, bf - 1n]);
      if (bl >= last) {
        start = last + 1n;
        break;
      }
      start = bl + 1n;
      k++;
    }
    if (start <= last) out.push([start, last]);
  }
  return out;
}

export function subtractSets(a: AddressSet, b: AddressSet): AddressSet {
  return { 4: subtractIntervals(a[4], b[4]), 6: subtractIntervals(a[6], b[6]) };
}

/** Whether [first, last] shares an address with a sorted disjoint list: binary search, O(log n). */
export function intersectsIntervals(list: readonly Interval[], first: bigint, last: bigint): boolean {
  let lo = 0;
  let hi = list.length;
  // the first interval whose last address is >= first
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]![1] < first) lo = mid + 1;
    else hi = mid;
  }
  return lo < list.length && list[lo]![0] <= last;
}

/**
 * The minimal CIDR list for the set: IPv4 blocks first, then IPv6, each ascending by network. With a
 * `cap`, fails with limit_exceeded at its `pointer` once more than `max` blocks (named `limitName`)
 * would be written.
 */
export function setToCidrs(set: AddressSet, cap?: { max: number; limitName: string; pointer: string }): Cidr[] {
  const out: Cidr[] = [];
  for (const version of [4, 6] as const) {
    for (const [first, last] of set[version]) {
      for (const block of rangeToCidrs(version as IpVersion, first, last)) {
        if (cap && out.length >= cap.max) throw limitExceeded(cap.pointer, `the result needs more than ${cap.limitName} (${cap.max}) blocks.`);
        out.push(block);
      }
    }
  }
  return out;
}

/** The number of addresses in a sorted disjoint interval list. */
export function setCount(list: readonly Interval[]): bigint {
  let n = 0n;
  for (const [first, last] of list) n += last - first + 1n;
  return n;
}

/** A CIDR block as the span of addresses it covers. */
export interface Span {
  first: bigint;
  last: bigint;
}

/**
 * The blocks containing each of a sorted run of addresses, by one sweep: CIDR blocks nest or are
 * disjoint, so the blocks that started at or before an address and have not ended form one chain,
 * kept as a stack (outermost first). `blocks` sorted by first address ascending, the larger block
 * first on a tie; `points` ascending. `visit(k, chain)` sees, for points[k], every block with first
 * address < points[k] (or <= when `inclusive`) that holds points[k], outermost first. O(n + m) plus
 * the chains visited.
 */
export function sweepContainers<B extends Span>(blocks: readonly B[], points: readonly bigint[], inclusive: boolean, visit: (k: number, chain: readonly B[]) => void): void {
  const stack: B[] = [];
  let next = 0;
  points.forEach((point, k) => {
    while (next < blocks.length && (inclusive ? blocks[next]!.first <= point : blocks[next]!.first < point)) {
      const b = blocks[next++]!;
      while (stack.length > 0 && stack[stack.length - 1]!.last < b.first) stack.pop();
      stack.push(b);
    }
    while (stack.length > 0 && stack[stack.length - 1]!.last < point) stack.pop();
    visit(k, stack);
  });
}
