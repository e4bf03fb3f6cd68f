// The k smallest items in a total order, in order, without sorting them all: a tool that lists the
// first k of r rows (r can be hundreds of thousands) pays about one comparison per row instead of
// r log r. Ties keep arrival order, as a stable sort would.

export function smallest<T>(items: Iterable<T>, k: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = [];
  if (k <= 0) return best;
  for (const item of items) {
    if (best.length === k && compare(item, best[k - 1]!) >= 0) continue;
    // First place whose item is greater than this one (after any equal ones: stable).
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compare(item, best[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}
