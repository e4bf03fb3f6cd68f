// Differential tests, math group D (range lists, histograms, integer words), on seeded inputs.
//
// Oracles per tool:
//   integer-ranges-expand          parse-numeric-range (npm), sorted and deduplicated, on texts of
//                                  integers and a-b ranges with spaces and tabs around items; the
//                                  overlap check against its own count (with repeats) versus the
//                                  distinct count. Pinned: it reads a reversed range 5-3 counting
//                                  down and this tool refuses it by default (`reversed: error`),
//                                  case "rule 3, reversed range refused by default"; it reads
//                                  "1..3" as a range and this grammar only "1-3", case "rule 2,
//                                  double dot separator refused"; it skips a part it cannot read,
//                                  where this tool refuses the text (not sampled).
//   array-integer-ranges-compress  parse-numeric-range reads the text back: the integers come out
//                                  already ascending and distinct and equal the sorted distinct
//                                  input; every a-b item has at least min_run values and every run
//                                  written one by one fewer. No npm package writes range text with a
//                                  minimum run length, so the run rule is checked item by item.
//   array-integer-histogram        d3-array bin (domain [e0, em], thresholds e1..e(m-1): half-open
//                                  bins and a closed last bin, the same convention) on integers
//                                  within 2^53, values outside the domain counted apart; and
//                                  numpy.histogram (python3, one process per test; .ci/run installs
//                                  python3-numpy, and a missing numpy fails on CI) on int64 values, for `last_bin: closed`, and
//                                  with the values equal to the last edge moved to `above` for
//                                  `half_open`. No disagreement found.
//   integer-to-words               number-to-words toWords / toWordsOrdinal on safe integers with
//                                  `group_separator: comma` (its form), and with the commas removed
//                                  for the default `space`. Pinned: it cannot go past 2^53 (throws a
//                                  RangeError), case "rule 3, the largest value, 10^36 - 1"; its
//                                  words otherwise agree.
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import { bin } from 'd3-array';
import fc from 'fast-check';
import numberToWords from 'number-to-words';
import parseNumericRange from 'parse-numeric-range';
import { outcome, runTool } from '../support/direct.js';
import { pythonWith } from './support/programs.js';

const RUNS = 200;

const smallInt = fc.oneof(fc.integer({ min: -30, max: 30 }), fc.integer({ min: -3000, max: 3000 }));
const blanks = fc.constantFrom('', ' ', '\t', '  ', ' \t');

type Item = { a: number; b: number | undefined };
const itemArb: fc.Arbitrary<Item> = fc.oneof(
  smallInt.map((a) => ({ a, b: undefined })),
  fc.tuple(smallInt, fc.integer({ min: 0, max: 40 })).map(([a, n]) => ({ a, b: a + n })),
  fc.tuple(smallInt, fc.integer({ min: 0, max: 4000 })).map(([a, n]) => ({ a, b: a + n })),
  fc.tuple(smallInt, fc.integer({ min: 1, max: 20 })).map(([a, n]) => ({ a, b: a - n })),
);
const itemText = (i: Item) => (i.b === undefined ? String(i.a) : `${i.a}-${i.b}`);

const sortedDistinct = (xs: number[]) => [...new Set(xs)].sort((x, y) => x - y);

describe('differential: integer range lists against parse-numeric-range', () => {
  it('integer-ranges-expand under every policy', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(blanks, itemArb, blanks), { maxLength: 8 }),
        fc.constantFrom('error' as const, 'swap' as const),
        fc.constantFrom('merge' as const, 'error' as const),
        async (parts, reversed, overlap) => {
          const text = parts.map(([x, it, y]) => `${x}${itemText(it)}${y}`).join(',');
          const r = await outcome('integer-ranges-expand', { text, reversed, overlap });
          const oracle = parts.length === 0 ? [] : (parseNumericRange(text) as number[]);
          const distinct = sortedDistinct(oracle);
          if (reversed === 'error' && parts.some(([, it]) => it.b !== undefined && it.b < it.a)) {
            expect(r).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/text' });
          } else if (overlap === 'error' && distinct.length !== oracle.length) {
            expect(r).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/text' });
          } else if (distinct.length > 10_000) {
            expect(r).to.deep.include({ ok: false, code: 'limit_exceeded', pointer: '/text' });
          } else {
            expect(r).to.deep.equal({ ok: true, value: { values: distinct.map(String), count: distinct.length } });
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('array-integer-ranges-compress reads back through parse-numeric-range', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.integer({ min: -12, max: 12 }), fc.integer({ min: -500, max: 500 })), { maxLength: 60 }),
        fc.integer({ min: 2, max: 5 }),
        fc.constantFrom(',', ', '),
        async (xs, minRun, separator) => {
          const values = xs.map((x) => (x === 0 && xs.length % 3 === 0 ? '-0' : String(x)));
          const r = (await runTool('array-integer-ranges-compress', { values, min_run: minRun, separator })) as { text: string; count: number; items: number };
          const expected = sortedDistinct(xs);
          const back = r.text === '' ? [] : (parseNumericRange(r.text) as number[]);
          expect(back).to.deep.equal(expected);
          expect(r.count).to.equal(expected.length);
          const items = r.text === '' ? [] : r.text.split(separator);
          expect(r.items).to.equal(items.length);
          // each a-b item is a run of at least min_run; singles written apart form runs shorter than min_run
          const written = items.map((t) => parseNumericRange(t) as number[]);
          for (const w of written) if (w.length > 1) expect(w.length).to.be.at.least(minRun);
          let run = 1;
          for (let i = 0; i <= written.length; i++) {
            const prev = written[i - 1];
            const cur = written[i];
            const single = (w: number[] | undefined) => w !== undefined && w.length === 1;
            if (single(prev) && single(cur) && cur![0] === prev![0]! + 1) run++;
            else {
              if (single(prev)) expect(run).to.be.below(minRun);
              run = 1;
            }
            if (prev !== undefined && cur !== undefined) expect(cur[0]!).to.be.greaterThan(prev[prev.length - 1]!);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });
});

type Histogram = { counts: number[]; below: number; above: number };

const edgesArb = fc.uniqueArray(fc.integer({ min: -60, max: 60 }), { minLength: 2, maxLength: 8 }).map((e) => e.sort((x, y) => x - y));
const histValues = fc.array(fc.integer({ min: -80, max: 80 }), { maxLength: 60 });

function d3Histogram(values: number[], edges: number[]): Histogram {
  const bins = bin().domain([edges[0]!, edges[edges.length - 1]!]).thresholds(edges.slice(1, -1))(values);
  return {
    counts: bins.map((b) => b.length),
    below: values.filter((v) => v < edges[0]!).length,
    above: values.filter((v) => v > edges[edges.length - 1]!).length,
  };
}

describe('differential: array-integer-histogram against d3-array bin and numpy.histogram', () => {
  it('d3-array bin, closed last bin', async () => {
    await fc.assert(
      fc.asyncProperty(histValues, edgesArb, async (values, edges) => {
        const r = await runTool('array-integer-histogram', { values: values.map(String), edges: edges.map(String) });
        expect(r).to.deep.equal(d3Histogram(values, edges));
      }),
      { numRuns: RUNS },
    );
  });

  it('numpy.histogram on int64 values, both last-bin conventions', async function () {
    const python = pythonWith('numpy');
    if (!python) this.skip();
    const big = fc.bigInt({ min: -(2n ** 62n), max: 2n ** 62n });
    const sample = fc.sample(
      fc.tuple(
        fc.array(fc.oneof(fc.bigInt({ min: -40n, max: 40n }), big), { maxLength: 40 }),
        fc.uniqueArray(fc.oneof(fc.bigInt({ min: -40n, max: 40n }), big), { minLength: 2, maxLength: 8 }).map((e) => e.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0))),
      ),
      { numRuns: RUNS },
    );
    // values equal to edges now and then
    const inputs = sample.map(([v, e], i) => (i % 2 === 0 ? [[...v, ...e.slice(0, 3), e[e.length - 1]!], e] : [v, e]) as [bigint[], bigint[]]);
    const script = [
      'import json, sys, numpy as np',
      'out = []',
      'for v, e in json.load(sys.stdin):',
      '    v = np.array([int(x) for x in v], dtype=np.int64); e = np.array([int(x) for x in e], dtype=np.int64)',
      '    c, _ = np.histogram(v, bins=e)',
      '    out.append([[int(x) for x in c], int((v < e[0]).sum()), int((v > e[-1]).sum()), int((v == e[-1]).sum())])',
      'print(json.dumps(out))',
    ].join('\n');
    const run = spawnSync(python, ['-c', script], { input: JSON.stringify(inputs.map(([v, e]) => [v.map(String), e.map(String)])), encoding: 'utf8' });
    expect(run.status, run.stderr).to.equal(0);
    const expected = JSON.parse(run.stdout) as [number[], number, number, number][];
    for (let i = 0; i < inputs.length; i++) {
      const [v, e] = inputs[i]!;
      const [counts, below, above, atLast] = expected[i]!;
      const input = { values: v.map(String), edges: e.map(String) };
      expect(await runTool('array-integer-histogram', input)).to.deep.equal({ counts, below, above });
      const half = [...counts];
      half[half.length - 1]! -= atLast;
      expect(await runTool('array-integer-histogram', { ...input, last_bin: 'half_open' })).to.deep.equal({ counts: half, below, above: above + atLast });
    }
  });
});

describe('differential: integer-to-words against number-to-words', () => {
  const safe = fc.oneof(
    fc.integer({ min: -130, max: 130 }),
    fc.integer({ min: -1_000_000, max: 1_000_000 }),
    fc.maxSafeInteger(),
    fc.constantFrom(0, 100, 1000, 1_000_000, 1_000_001, 1_000_000_000, 10 ** 15, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
  );
  it('cardinal and ordinal words on safe integers', async () => {
    await fc.assert(
      fc.asyncProperty(safe, fc.constantFrom('cardinal' as const, 'ordinal' as const), async (n, style) => {
        const expected = style === 'cardinal' ? numberToWords.toWords(n) : numberToWords.toWordsOrdinal(n);
        expect(await runTool('integer-to-words', { value: String(n), style, group_separator: 'comma' })).to.deep.equal({ words: expected });
        expect(await runTool('integer-to-words', { value: String(n), style })).to.deep.equal({ words: expected.replaceAll(',', '') });
      }),
      { numRuns: RUNS },
    );
  });
});
