// Differential tests, json category (3 of 4): the json-array-* tools (SQL-like operations on arrays).
//
// No npm package implements these contracts' SQL-like semantics on JSON values as a whole, so each
// tool is held against lodash's collection functions (uniqWith, differenceWith, intersectionWith,
// keyBy; ECMAScript's stable Array.prototype.sort) driven by the JSON equality and orders of
// RFC 8259 written in support/json-arbitraries.ts, with decimal.js for the exact arithmetic:
//   json-array-dedupe       lodash uniqWith
//   json-array-group        lodash uniqWith over the keys (first-seen order), then filter
//   json-array-index-by     lodash keyBy (and keyBy of the reversed array for `first`)
//   json-array-join         a nested-loop join written from SQL's definition (rules 2-6), no package
//   json-array-set-compare  lodash uniqWith / differenceWith / intersectionWith; multisets by pairing
//   json-array-sort         Array.prototype.sort (stable) with a comparator from rules 4-8, decimal.js for `number`
//   json-array-aggregate    decimal.js sums, extremes and means with its rounding modes
// Pointers are resolved by the RFC 6901 reference of support/json-reference.ts (own members only).
import { expect } from 'chai';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import _ from 'lodash';
import { RUNS, collidingJson, compareCodePoints, jsonEqual, loneSurrogateArb, outcome, succeed, viaJson } from './support/json-arbitraries.js';
import { parsePointerRef, resolveRef } from './support/json-reference.js';

const MISSING = Symbol('missing');
function at(item: unknown, pointer: string): unknown {
  const r = resolveRef(item, parsePointerRef(pointer)!);
  return r.found ? r.value : MISSING;
}
const sameKey = (a: unknown, b: unknown) => (a === MISSING || b === MISSING ? a === b : jsonEqual(a, b));

const KEY_POINTERS = ['', '/k', '/__proto__', '/valueOf', '/0', '/k/a', '/~1', '/constructor'];
/** Records whose keys collide often, are sometimes missing, null, objects or numbers equal by value. */
const recordArb = fc.oneof(
  { weight: 3, arbitrary: fc.record({ k: collidingJson, v: fc.integer({ min: -5, max: 5 }), __proto__: fc.constantFrom('x', 1), valueOf: fc.constantFrom(1, 'y'), '/': fc.constantFrom(1, 2) }, { requiredKeys: [] }) },
  { weight: 1, arbitrary: collidingJson },
);
const arrayArb = fc.array(recordArb, { maxLength: 12 }).map((a) => viaJson(a));
const pointerArb = fc.constantFrom(...KEY_POINTERS);

describe('differential: json-array-dedupe against lodash uniqWith', () => {
  it('keeps what uniqWith keeps and names the first of each removed item', async () => {
    await fc.assert(
      fc.asyncProperty(arrayArb, fc.option(fc.uniqueArray(pointerArb, { minLength: 1, maxLength: 3 }), { nil: undefined }), async (array, keys) => {
        const out = await succeed<{ unique: unknown[]; kept_indices: number[]; removed: { index: number; first_index: number }[] }>('json-array-dedupe', { array, ...(keys ? { keys } : {}) });
        const eq = (a: unknown, b: unknown) => (keys ?? ['']).every((p) => sameKey(at(a, p), at(b, p)));
        const indices = array.map((_v, i) => i);
        const kept = _.uniqWith(indices, (i, j) => eq(array[i], array[j]));
        expect(out.kept_indices).to.deep.equal(kept);
        expect(JSON.stringify(out.unique)).to.equal(JSON.stringify(kept.map((i) => array[i])));
        expect(out.removed).to.deep.equal(indices.filter((i) => !kept.includes(i)).map((i) => ({ index: i, first_index: kept.find((j) => eq(array[j], array[i]))! })));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: json-array-group against lodash uniqWith', () => {
  it('forms the same groups in first-seen order', async () => {
    await fc.assert(
      fc.asyncProperty(arrayArb, pointerArb, fc.boolean(), async (array, key, include_items) => {
        const out = await succeed<{ groups: { key_present: boolean; key?: unknown; count: number; indices: number[]; items?: unknown[] }[] }>('json-array-group', { array, key, include_items });
        const keys = array.map((item) => at(item, key));
        const distinct = _.uniqWith(keys.map((_k, i) => i), (i, j) => sameKey(keys[i], keys[j]));
        const expected = distinct.map((first) => {
          const indices = keys.map((_k, i) => i).filter((i) => sameKey(keys[i], keys[first]));
          return {
            key_present: keys[first] !== MISSING,
            ...(keys[first] === MISSING ? {} : { key: keys[first] }),
            count: indices.length,
            indices,
            ...(include_items ? { items: indices.map((i) => array[i]) } : {}),
          };
        });
        expect(JSON.stringify(out.groups)).to.equal(JSON.stringify(expected));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: json-array-index-by against lodash keyBy', () => {
  it('builds keyBy\'s table, and fails where a key is unusable or repeated', async () => {
    const options = fc.record({ coerce: fc.boolean(), duplicates: fc.constantFrom('error', 'first', 'last'), missing: fc.constantFrom('error', 'skip') });
    await fc.assert(
      fc.asyncProperty(arrayArb, pointerArb, options, async (array, key, opts) => {
        const ours = await outcome('json-array-index-by', { array, key, ...opts });
        // Rule 2: strings as they are; with coerce, ECMAScript's ToString of numbers, booleans and null.
        const names: (string | typeof MISSING | null)[] = array.map((item) => {
          const v = at(item, key);
          if (v === MISSING || typeof v === 'string') return v;
          if (opts.coerce && (v === null || typeof v === 'number' || typeof v === 'boolean')) return String(v);
          return null; // unusable
        });
        let expectedCode = 'ok';
        const seen = new Set<string>();
        for (const n of names) {
          if (n === null || (n === MISSING && opts.missing === 'error')) { expectedCode = 'invalid_input'; break; }
          if (n === MISSING) continue;
          if (seen.has(n) && opts.duplicates === 'error') { expectedCode = 'collision'; break; }
          seen.add(n);
        }
        expect(ours.ok ? 'ok' : ours.code).to.equal(expectedCode);
        if (!ours.ok) return;
        const usable = array.map((item, i) => ({ item, i, name: names[i] as string | typeof MISSING })).filter((e) => e.name !== MISSING);
        const table = _.keyBy(opts.duplicates === 'first' ? [...usable].reverse() : usable, (e) => e.name as string);
        const keys = _.uniq(usable.map((e) => e.name as string));
        const out = ours.value as { index: Record<string, unknown>; keys: string[]; indices: number[]; skipped: number[] };
        expect(out.keys).to.deep.equal(keys);
        expect(out.indices).to.deep.equal(keys.map((k) => table[k]!.i));
        expect(JSON.stringify(out.index)).to.equal(JSON.stringify(Object.fromEntries(keys.map((k) => [k, table[k]!.item]))));
        expect(out.skipped).to.deep.equal(names.flatMap((n, i) => (n === MISSING ? [i] : [])));
      }),
      { numRuns: RUNS },
    );
  });
});

type Row = { left_index: number | null; right_index: number | null; left?: unknown; right?: unknown };

describe('differential: json-array-join against a nested-loop join from SQL\'s definition', () => {
  it('yields the same rows in the same order, and the same counts', async () => {
    const on = fc.array(fc.record({ left: pointerArb, right: fc.option(pointerArb, { nil: undefined }) }, { requiredKeys: ['left'] }), { minLength: 1, maxLength: 2 });
    await fc.assert(
      fc.asyncProperty(arrayArb, arrayArb, on, fc.constantFrom('inner', 'left', 'right', 'full'), async (left, right, pairs, type) => {
        const out = await succeed<{ rows: Row[]; counts: Record<string, number> }>('json-array-join', { left, right, on: pairs, type });
        const match = (l: unknown, r: unknown) =>
          pairs.every((p) => {
            const a = at(l, p.left);
            const b = at(r, p.right ?? p.left);
            return a !== MISSING && b !== MISSING && a !== null && b !== null && jsonEqual(a, b);
          });
        const rows: Row[] = [];
        const matchedRight = new Set<number>();
        left.forEach((l, i) => {
          const hits = right.flatMap((r, j) => (match(l, r) ? [j] : []));
          hits.forEach((j) => { matchedRight.add(j); rows.push({ left_index: i, right_index: j, left: l, right: right[j] }); });
          if (hits.length === 0 && (type === 'left' || type === 'full')) rows.push({ left_index: i, right_index: null, left: l });
        });
        const pairsCount = rows.length;
        const leftOnly = rows.filter((r) => r.right_index === null).length;
        if (type === 'right' || type === 'full') right.forEach((r, j) => { if (!matchedRight.has(j)) rows.push({ left_index: null, right_index: j, right: r }); });
        expect(JSON.stringify(out.rows)).to.equal(JSON.stringify(rows));
        expect(out.counts).to.deep.equal({ rows: rows.length, pairs: pairsCount - leftOnly, left_only: leftOnly, right_only: rows.length - pairsCount });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: json-array-set-compare against lodash set functions', () => {
  it('set mode equals uniqWith / differenceWith / intersectionWith; multiset mode pairs occurrences in order', async () => {
    const arr = fc.array(collidingJson, { maxLength: 10 }).map(viaJson);
    await fc.assert(
      fc.asyncProperty(arr, arr, fc.boolean(), async (first, second, multiset) => {
        const out = await succeed<{ only_in_first: unknown[]; only_in_second: unknown[]; common: unknown[]; equal: boolean; counts: Record<string, number> }>('json-array-set-compare', { first, second, multiset });
        let expected: { only_in_first: unknown[]; only_in_second: unknown[]; common: unknown[] };
        if (!multiset) {
          const a = _.uniqWith(first, jsonEqual);
          const b = _.uniqWith(second, jsonEqual);
          expected = { only_in_first: _.differenceWith(a, b, jsonEqual), only_in_second: _.differenceWith(b, a, jsonEqual), common: _.intersectionWith(a, b, jsonEqual) };
        } else {
          const used = new Set<number>();
          const common: unknown[] = [];
          const onlyFirst: unknown[] = [];
          for (const v of first) {
            const j = second.findIndex((w, k) => !used.has(k) && jsonEqual(v, w));
            if (j >= 0) { used.add(j); common.push(v); } else onlyFirst.push(v);
          }
          expected = { only_in_first: onlyFirst, only_in_second: second.filter((_w, k) => !used.has(k)), common };
        }
        expect(JSON.stringify([out.only_in_first, out.only_in_second, out.common])).to.equal(JSON.stringify([expected.only_in_first, expected.only_in_second, expected.common]));
        expect(out.equal).to.equal(expected.only_in_first.length === 0 && expected.only_in_second.length === 0);
        expect(out.counts).to.deep.equal({ only_in_first: expected.only_in_first.length, only_in_second: expected.only_in_second.length, common: expected.common.length });
      }),
      { numRuns: RUNS },
    );
  });
});

const TYPE_RANK = ['null', 'boolean', 'number', 'string', 'array', 'object'];
const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Rule 4's total order on JSON values. */
function compareJsonRef(a: unknown, b: unknown): number {
  const ta = TYPE_RANK.indexOf(kind(a));
  const tb = TYPE_RANK.indexOf(kind(b));
  if (ta !== tb) return ta - tb;
  if (typeof a === 'boolean' || typeof a === 'number') return Math.sign(Number(a) - Number(b));
  if (typeof a === 'string') return compareCodePoints(a, b as string);
  if (a === null) return 0;
  if (Array.isArray(a)) {
    const y = b as unknown[];
    for (let i = 0; i < Math.min(a.length, y.length); i++) {
      const c = compareJsonRef(a[i], y[i]);
      if (c !== 0) return c;
    }
    return a.length - y.length;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const kx = Object.keys(x).sort(compareCodePoints);
  const ky = Object.keys(y).sort(compareCodePoints);
  const byNames = compareJsonRef(kx, ky);
  if (byNames !== 0) return byNames;
  for (const k of kx) {
    const c = compareJsonRef(x[k], y[k]);
    if (c !== 0) return c;
  }
  return 0;
}

const RFC8259_NUMBER = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?$/;
type SortKey = { pointer: string; direction?: 'asc' | 'desc'; type?: 'json' | 'number' | 'string'; missing?: 'first' | 'last' };

describe('differential: json-array-sort against a stable Array.prototype.sort', () => {
  it('orders like the reference comparator, and refuses the same type faults', async () => {
    const key = fc.record(
      { pointer: pointerArb, direction: fc.constantFrom('asc', 'desc'), type: fc.constantFrom('json', 'number', 'string'), missing: fc.constantFrom('first', 'last') },
      { requiredKeys: ['pointer'] },
    ) as fc.Arbitrary<SortKey>;
    const numeric = fc.record({ k: fc.oneof(fc.constantFrom('10', '9', '1.0', '1', '-2.50', '1e3', '0.1', '0.10000000000000001', ' 1', '+1', 'x'), fc.constantFrom(1, 0.1, -2.5, 1000, 1e21, 9)) }, { requiredKeys: [] });
    const array = fc.oneof(arrayArb, fc.array(numeric, { maxLength: 10 }));
    await fc.assert(
      fc.asyncProperty(array, fc.option(fc.array(key, { minLength: 1, maxLength: 3 }), { nil: undefined }), async (items, keys) => {
        const ours = await outcome('json-array-sort', { array: items, ...(keys ? { keys } : {}) });
        const ks = keys ?? [{ pointer: '' }];
        const values = items.map((item) => ks.map((k) => at(item, k.pointer)));
        let fault = false;
        for (const row of values) for (const [j, v] of row.entries()) {
          if (v === MISSING) continue;
          const t = ks[j]!.type ?? 'json';
          if (t === 'number' && !(typeof v === 'number' || (typeof v === 'string' && RFC8259_NUMBER.test(v)))) fault = true;
          if (t === 'string' && typeof v !== 'string') fault = true;
        }
        expect(ours.ok ? 'ok' : ours.code).to.equal(fault ? 'invalid_input' : 'ok');
        if (!ours.ok) return;
        const cmpKey = (a: unknown, b: unknown, k: SortKey): number => {
          if (a === MISSING || b === MISSING) {
            if (a === b) return 0;
            return (a === MISSING ? 1 : -1) * (k.missing === 'first' ? -1 : 1);
          }
          const t = k.type ?? 'json';
          const c = t === 'number' ? new Decimal(typeof a === 'number' ? String(a) : (a as string)).cmp(new Decimal(typeof b === 'number' ? String(b) : (b as string))) : compareJsonRef(a, b);
          return k.direction === 'desc' ? -c : c;
        };
        const order = items.map((_v, i) => i).sort((i, j) => {
          for (const [n, k] of ks.entries()) {
            const c = cmpKey(values[i]![n], values[j]![n], k);
            if (c !== 0) return c;
          }
          return 0;
        });
        const out = ours.value as { sorted: unknown[]; order: number[] };
        expect(out.order).to.deep.equal(order);
        expect(JSON.stringify(out.sorted)).to.equal(JSON.stringify(order.map((i) => items[i])));
      }),
      { numRuns: 300 },
    );
  });
});

type Aggregation = { op: 'count' | 'sum' | 'min' | 'max' | 'mean'; pointer?: string; as: string };
const ROUNDING: Record<string, Decimal.Rounding> = {
  half_even: Decimal.ROUND_HALF_EVEN, half_up: Decimal.ROUND_HALF_UP, half_down: Decimal.ROUND_HALF_DOWN,
  up: Decimal.ROUND_UP, down: Decimal.ROUND_DOWN, ceiling: Decimal.ROUND_CEIL, floor: Decimal.ROUND_FLOOR,
};
/** Plain notation, no trailing fractional zeros, never "-0" (rule 6). */
const plain = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());

describe('differential: json-array-aggregate against decimal.js', () => {
  it('groups as SQL GROUP BY and computes exact sums, extremes and rounded means', async () => {
    const D = Decimal.clone({ precision: 1000 });
    const item = fc.record({ g: fc.constantFrom('a', 'b', 1, '1', null), n: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(0.1, 0.2, 0.3, 2.5, -2.5, 1e21, 5e-324, 3, -0.5, 1.5) }, { weight: 3, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }) }, { weight: 1, arbitrary: fc.constantFrom(null, 'x') }) }, { requiredKeys: [] });
    const aggregation: fc.Arbitrary<Aggregation> = fc.record({ op: fc.constantFrom('count', 'sum', 'min', 'max', 'mean'), pointer: fc.constantFrom('/n', '/n', '/n', '/g'), as: fc.constantFrom('x', '__proto__', 'constructor', '1') }, { requiredKeys: ['op', 'as'] }) as fc.Arbitrary<Aggregation>;
    const input = fc.record({
      array: fc.array(item, { maxLength: 8 }).map(viaJson),
      group_by: fc.option(fc.uniqueArray(fc.constantFrom('/g', '/n', '/missing'), { maxLength: 2 }), { nil: undefined }),
      aggregations: fc.uniqueArray(aggregation, { minLength: 1, maxLength: 3, selector: (a) => a.as }),
      missing: fc.constantFrom('error', 'skip', 'skip'),
      mean_scale: fc.constantFrom(0, 1, 2, 10),
      rounding: fc.constantFrom(...Object.keys(ROUNDING)),
    });
    await fc.assert(
      fc.asyncProperty(input, async (inp) => {
        const ours = await outcome('json-array-aggregate', inp);
        const gb = inp.group_by ?? [];
        let expectedError = inp.aggregations.some((a) => a.op !== 'count' && a.pointer === undefined);
        if (!expectedError) {
          for (const it of inp.array) for (const a of inp.aggregations) {
            if (a.op === 'count') continue;
            const v = at(it, a.pointer!);
            if ((v === MISSING || v === null) && inp.missing === 'skip') continue;
            if (typeof v !== 'number') expectedError = true;
          }
        }
        expect(ours.ok ? 'ok' : ours.code).to.equal(expectedError ? 'invalid_input' : 'ok');
        if (!ours.ok) return;
        const tuples = inp.array.map((it) => gb.map((p) => at(it, p)));
        const firsts = gb.length === 0 ? [0] : _.uniqWith(tuples.map((_t, i) => i), (i, j) => tuples[i]!.every((v, k) => sameKey(v, tuples[j]![k])));
        const groups = firsts
          .filter((f) => gb.length === 0 || f < inp.array.length)
          .map((f) => {
            const members = gb.length === 0 ? inp.array : inp.array.filter((_it, i) => tuples[i]!.every((v, k) => sameKey(v, tuples[f]![k])));
            const key = Object.fromEntries(gb.flatMap((p, k) => (tuples[f]?.[k] === MISSING || tuples[f] === undefined ? [] : [[p, tuples[f]![k]]])));
            const values = Object.fromEntries(
              inp.aggregations.map((a) => {
                if (a.op === 'count') return [a.as, a.pointer === undefined ? members.length : members.filter((m) => { const v = at(m, a.pointer!); return v !== MISSING && v !== null; }).length];
                const nums = members.map((m) => at(m, a.pointer!)).filter((v): v is number => typeof v === 'number').map((n) => new D(String(n)));
                if (nums.length === 0) return [a.as, null];
                if (a.op === 'sum') return [a.as, plain(D.sum(...nums))];
                if (a.op === 'min') return [a.as, plain(D.min(...nums))];
                if (a.op === 'max') return [a.as, plain(D.max(...nums))];
                return [a.as, plain(D.sum(...nums).div(nums.length).toDecimalPlaces(inp.mean_scale, ROUNDING[inp.rounding]!))];
              }),
            );
            return { key, count: members.length, values };
          });
        expect(JSON.stringify((ours.value as { groups: unknown }).groups)).to.equal(JSON.stringify(groups));
      }),
      { numRuns: 300 },
    );
  });
});

describe('differential: lone surrogates are refused before these tools run', () => {
  const inputs: [string, (s: string) => unknown][] = [
    ['json-array-dedupe', (s) => ({ array: [s] })],
    ['json-array-group', (s) => ({ array: [{ [s]: 1 }], key: '/a' })],
    ['json-array-index-by', (s) => ({ array: [{ k: s }], key: '/k' })],
    ['json-array-join', (s) => ({ left: [s], right: [], on: [{ left: '' }] })],
    ['json-array-set-compare', (s) => ({ first: [s], second: [] })],
    ['json-array-sort', (s) => ({ array: ['a', s] })],
    ['json-array-aggregate', (s) => ({ array: [], aggregations: [{ op: 'count', as: s }] })],
  ];
  for (const [id, make] of inputs) {
    it(`${id} answers invalid_input`, async () => {
      await fc.assert(
        fc.asyncProperty(loneSurrogateArb, async (s) => {
          const r = await outcome(id, make(s));
          expect(r.ok ? 'ok' : r.code).to.equal('invalid_input');
        }),
        { numRuns: RUNS },
      );
    });
  }
});
