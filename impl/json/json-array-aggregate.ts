import type { Input, Output } from '../../generated/tools/json/json-array-aggregate.js';
import { limits } from '../../generated/tools/json/json-array-aggregate.js';
import { addDecimal, divideToScale, formatDecimal, fromNumber, normalizeDecimal, type Decimal } from '../lib/decimal.js';
import { bound, checkEachJsonBounds, checkJsonBounds } from '../lib/json-bounds.js';
import { measureJson } from '../lib/json-measure.js';
import { orderedObject } from '../lib/ordered-object.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { itemKeyPointer, keyTokens, keyTupleId, lookupKey, rejectRepeatedPointers, type KeyLookup } from './lib/json-array-common.js';

type Op = 'count' | 'sum' | 'min' | 'max' | 'mean';
type Spec = { op: Op; tokens: string[] | null; slot: number }; // slot: index of its distinct pointer
// Running state of one aggregation in one group.
// min and max are kept as doubles: distinct doubles have distinct shortest decimals in the same order.
type Acc = { n: number; sum: Decimal; min: number | null; max: number | null };
type Group = { key: KeyLookup[]; rows: number; accs: Acc[] };

export default function jsonArrayAggregate(input: Input): Output {
  checkJsonBounds(input, '', { bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const array = input.array as unknown[];
  checkEachJsonBounds(array, '/array', { depth: bound(limits, 'max_item_depth') });
  const groupBy = input.group_by ?? [];
  rejectRepeatedPointers(groupBy, (i) => `/group_by/${i}`);
  const groupTokens = groupBy.map((p, i) => keyTokens(p, `/group_by/${i}`));
  const names = new Set<string>();
  const slots = new Map<string, number>();
  const specs: Spec[] = input.aggregations.map((a, i) => {
    if (names.has(a.as)) throw invalidInput(`/aggregations/${i}/as`, 'repeats the name of an earlier aggregation');
    names.add(a.as);
    if (a.pointer === undefined && a.op !== 'count') throw invalidInput(`/aggregations/${i}`, `${a.op} needs a pointer`);
    const slot = slots.get(a.pointer ?? '') ?? slots.size;
    slots.set(a.pointer ?? '', slot);
    return { op: a.op, tokens: a.pointer === undefined ? null : keyTokens(a.pointer, `/aggregations/${i}/pointer`), slot };
  });
  const skipMissing = input.missing === 'skip';
  const scale = input.mean_scale ?? 10;
  const rounding = input.rounding ?? 'half_even';

  const groups = new Map<string, Group>();
  const newAccs = (): Acc[] => specs.map(() => ({ n: 0, sum: { unscaled: 0n, scale: 0 }, min: null, max: null }));
  // SQL: without GROUP BY there is exactly one group, even over no rows.
  if (groupTokens.length === 0) groups.set('', { key: [], rows: 0, accs: newAccs() });

  array.forEach((item, index) => {
    const decimals = new Map<number, Decimal>(); // per item: aggregations over one pointer read it once
    const key = groupTokens.map((t) => lookupKey(item, t));
    const id = keyTupleId(key);
    let group = groups.get(id);
    if (group === undefined) {
      group = { key, rows: 0, accs: newAccs() };
      groups.set(id, group);
    }
    group.rows++;
    specs.forEach((spec, k) => {
      if (spec.tokens === null) return;
      const acc = group.accs[k]!;
      const got = lookupKey(item, spec.tokens);
      const present = got.found && got.value !== null;
      if (spec.op === 'count') {
        if (present) acc.n++;
        return;
      }
      if (!present) {
        if (skipMissing) return;
        throw invalidInput(itemKeyPointer('array', index, spec.tokens), got.found ? 'is null, not a number (set missing to skip to leave it out)' : 'is missing (set missing to skip to leave it out)');
      }
      if (typeof got.value !== 'number') throw invalidInput(itemKeyPointer('array', index, spec.tokens), `${spec.op} needs a JSON number here`);
      const x = got.value;
      acc.n++;
      if (spec.op === 'sum' || spec.op === 'mean') {
        let d = decimals.get(spec.slot);
        if (d === undefined) decimals.set(spec.slot, (d = fromNumber(x)));
        acc.sum = addDecimal(acc.sum, d);
      }
      if (acc.min === null || x < acc.min) acc.min = x;
      if (acc.max === null || x > acc.max) acc.max = x;
    });
  });

  const plain = (d: Decimal) => formatDecimal(normalizeDecimal(d));
  const rowOf = (g: Group) => ({
    key: orderedObject(g.key.flatMap((l, i) => (l.found ? [[groupBy[i]!, l.value] as const] : []))),
    count: g.rows,
    values: orderedObject(
      specs.map((spec, k): [string, string | number | null] => {
        const acc = g.accs[k]!;
        const name = input.aggregations[k]!.as;
        if (spec.op === 'count') return [name, spec.tokens === null ? g.rows : acc.n];
        if (acc.n === 0) return [name, null]; // SQL: an aggregate over no values is NULL
        if (spec.op === 'sum') return [name, plain(acc.sum)];
        if (spec.op === 'min') return [name, plain(fromNumber(acc.min!))];
        if (spec.op === 'max') return [name, plain(fromNumber(acc.max!))];
        const mean = divideToScale(acc.sum.unscaled, 10n ** BigInt(acc.sum.scale) * BigInt(acc.n), scale, rounding);
        return [name, plain(mean)];
      }),
    ) as Record<string, string | number | null>,
  });
  // Measured group by group while it is built (issue 14 fault 9): every group repeats each `as` name,
  // so a small input can ask for megabytes; the limit stops the work at the first group past it.
  const maxBytes = limits.max_output_bytes;
  let bytes = '{"groups":[]}'.length;
  const rows: ReturnType<typeof rowOf>[] = [];
  for (const g of groups.values()) {
    const row = rowOf(g);
    bytes += measureJson(row).bytes + (rows.length > 0 ? 1 : 0);
    if (bytes > maxBytes) throw limitExceeded('', `the result passes ${maxBytes} bytes as compact JSON at group ${rows.length + 1} of ${groups.size} (max_output_bytes)`);
    rows.push(row);
  }
  return { groups: rows };
}
