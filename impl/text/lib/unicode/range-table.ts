// A code point -> value table decoded from the compact form scripts/unicode/table-module.ts writes.
// Lookups below DIRECT_LIMIT read a flat array (the common scripts); the rest binary-search the
// ranges: O(log r) for r ranges.
const DIRECT_LIMIT = 0x3000;

export type RangeTable<V extends string> = {
  readonly values: readonly V[];
  /** Index into `values` of the code point's value; 0 (the default) when no range holds it. */
  index(cp: number): number;
  value(cp: number): V;
};

export function rangeTable<const V extends string>(values: readonly V[], encoded: string): RangeTable<V> {
  const tokens = encoded === '' ? [] : encoded.split(',');
  const starts = new Int32Array(tokens.length);
  const ends = new Int32Array(tokens.length);
  const indexes = new Uint16Array(tokens.length);
  let previousEnd = -1;
  tokens.forEach((token, i) => {
    const [gap, length, index] = token.split('.').map((part) => parseInt(part, 36)) as [number, number, number];
    starts[i] = previousEnd + 1 + gap;
    ends[i] = starts[i]! + length;
    indexes[i] = index;
    previousEnd = ends[i]!;
  });
  const search = (cp: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (cp < starts[mid]!) hi = mid - 1;
      else if (cp > ends[mid]!) lo = mid + 1;
      else return indexes[mid]!;
    }
    return 0;
  };
  const direct = new Uint16Array(DIRECT_LIMIT);
  for (let i = 0; i < tokens.length && starts[i]! < DIRECT_LIMIT; i++) {
    direct.fill(indexes[i]!, starts[i]!, Math.min(ends[i]! + 1, DIRECT_LIMIT));
  }
  const index = (cp: number): number => (cp < DIRECT_LIMIT ? direct[cp]! : search(cp));
  return { values, index, value: (cp) => values[index(cp)]! };
}
