// csv-sort is a stable permutation that agrees with an independent reference sort.
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { compareDecimal, parsePlainDecimal } from '../../../impl/lib/decimal.js';

type Row = { k: bigint | null; s: string; i: number };
const intText = fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String);
const key = fc.option(fc.oneof(intText, fc.constantFrom('0', '-1', '1', '10', '9')), { nil: null, freq: 5 });
const str = fc.constantFrom('a', 'B', 'b', 'é', '😀', 'A', '', 'aa');

describe('csv-sort properties', () => {
  it('integer key then string key: agrees with a reference stable sort, empty cells placed as asked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(key, str), { maxLength: 30 }),
        fc.constantFrom('asc', 'desc'),
        fc.constantFrom('first', 'last'),
        async (cells, direction, empty) => {
          const csv = 'k,s,i\n' + cells.map(([k, s], i) => `${k ?? ''},${s},${i + 1}`).join('\n') + (cells.length ? '\n' : '');
          const out = (await runTool('csv-sort', { csv, keys: [{ column: 'k', type: 'integer', direction, empty }, { column: 's' }] })) as { csv: string; order: number[] };
          const rows: Row[] = cells.map(([k, s], i) => ({ k: k === null ? null : BigInt(k), s, i: i + 1 }));
          const cpCompare = (a: string, b: string) => {
            const x = [...a].map((c) => c.codePointAt(0)!);
            const y = [...b].map((c) => c.codePointAt(0)!);
            for (let j = 0; j < Math.min(x.length, y.length); j++) if (x[j] !== y[j]) return x[j]! - y[j]!;
            return x.length - y.length;
          };
          const emptyLast = (a: string) => (a === '' ? 1 : 0);
          const ref = [...rows].sort((a, b) => {
            if ((a.k === null) !== (b.k === null)) return (a.k === null) === (empty === 'first') ? -1 : 1;
            if (a.k !== null && b.k !== null && a.k !== b.k) return (a.k < b.k ? -1 : 1) * (direction === 'desc' ? -1 : 1);
            if ((a.s === '') !== (b.s === '')) return emptyLast(a.s) - emptyLast(b.s);
            return cpCompare(a.s, b.s) || a.i - b.i;
          });
          expect(out.order).to.deep.equal(ref.map((r) => r.i));
          const lines = out.csv.split('\r\n').slice(1, -1);
          expect(lines.map((l) => Number(l.split(',').at(-1)))).to.deep.equal(out.order);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('sorting by a constant column keeps the input order (stability)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 40 }), fc.constantFrom('asc', 'desc'), async (n, direction) => {
        const csv = 'c,i\n' + Array.from({ length: n }, (_, i) => `x,${i}\n`).join('');
        const out = (await runTool('csv-sort', { csv, keys: [{ column: 'c', direction }] })) as { order: number[] };
        expect(out.order).to.deep.equal(Array.from({ length: n }, (_, i) => i + 1));
      }),
      { numRuns: 100 },
    );
  });

  it('decimal keys sort by exact value (checked with BigInt-scaled decimals), ties in input order', async () => {
    const dec = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 22n }), fc.option(fc.stringMatching(/^[0-9]{1,22}$/), { nil: undefined }))
      .map(([neg, int, frac]) => `${neg ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}`);
    await fc.assert(
      fc.asyncProperty(fc.array(dec, { maxLength: 25 }), async (values) => {
        const csv = 'v\n' + values.map((v) => `${v}\n`).join('');
        const out = (await runTool('csv-sort', { csv, keys: [{ column: 'v', type: 'decimal' }] })) as { order: number[] };
        const ref = values
          .map((v, i) => ({ d: parsePlainDecimal(v)!, i: i + 1 }))
          .sort((a, b) => compareDecimal(a.d, b.d) || a.i - b.i)
          .map((x) => x.i);
        expect(out.order).to.deep.equal(ref);
      }),
      { numRuns: 200 },
    );
  });
});
