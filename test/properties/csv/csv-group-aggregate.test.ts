import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Agg = { csv: string; columns: string[]; groups: number };

describe('csv-group-aggregate properties', () => {
  it('sums, counts, min and max agree with a BigInt reference, groups in first-seen order', async () => {
    const row = fc.tuple(fc.constantFrom('x', 'y', 'z'), fc.oneof(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String), fc.constant('')));
    await fc.assert(
      fc.asyncProperty(fc.array(row, { maxLength: 30 }), async (rows) => {
        const csv = 'g,v\n' + rows.map(([g, v]) => `${g},${v}\n`).join('');
        const out = (await runTool('csv-group-aggregate', {
          csv,
          group_by: ['g'],
          aggregations: [{ function: 'count' }, { function: 'sum', column: 'v' }, { function: 'min', column: 'v' }, { function: 'max', column: 'v' }],
          dialect: { line_ending: 'lf' },
        })) as Agg;
        const order: string[] = [];
        const vals = new Map<string, bigint[]>();
        const counts = new Map<string, number>();
        for (const [g, v] of rows) {
          if (!counts.has(g)) order.push(g);
          counts.set(g, (counts.get(g) ?? 0) + 1);
          if (v !== '') vals.set(g, [...(vals.get(g) ?? []), BigInt(v)]);
        }
        const lines = order.map((g) => {
          const vs = vals.get(g) ?? [];
          const sum = vs.length ? String(vs.reduce((a, b) => a + b, 0n)) : '';
          const min = vs.length ? String(vs.reduce((a, b) => (b < a ? b : a))) : '';
          const max = vs.length ? String(vs.reduce((a, b) => (b > a ? b : a))) : '';
          return `${g},${counts.get(g)},${sum},${min},${max}\n`;
        });
        expect(out.csv).to.equal('g,count,sum_v,min_v,max_v\n' + lines.join(''));
        expect(out.groups).to.equal(order.length);
      }),
      { numRuns: 150 },
    );
  });

  it('mean equals sum / count rounded half_even, checked by BigInt on scaled decimals', async () => {
    const dec = fc.tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.integer({ min: 0, max: 4 }));
    await fc.assert(
      fc.asyncProperty(fc.array(dec, { minLength: 1, maxLength: 20 }), fc.integer({ min: 0, max: 8 }), async (ds, scale) => {
        const text = ds.map(([u, s]) => {
          const neg = u < 0n;
          const digits = (neg ? -u : u).toString().padStart(s + 1, '0');
          const body = s ? `${digits.slice(0, -s)}.${digits.slice(-s)}` : digits;
          return (neg ? '-' : '') + body;
        });
        const out = (await runTool('csv-group-aggregate', { csv: 'v\n' + text.join('\n') + '\n', aggregations: [{ function: 'mean', column: 'v' }], mean_scale: scale, dialect: { line_ending: 'lf' } })) as Agg;
        // Reference: everything at scale 4, numerator * 10^scale / (n * 10^4), half-even by hand.
        const total = ds.reduce((a, [u, s]) => a + u * 10n ** BigInt(4 - s), 0n);
        const num = total * 10n ** BigInt(scale);
        const den = BigInt(ds.length) * 10n ** 4n;
        const sign = num < 0n ? -1n : 1n;
        const an = num * sign;
        let q = an / den;
        const r2 = (an % den) * 2n;
        if (r2 > den || (r2 === den && q % 2n === 1n)) q += 1n;
        const value = q * sign;
        const neg = value < 0n;
        const digits = (neg ? -value : value).toString().padStart(scale + 1, '0');
        const body = scale ? `${digits.slice(0, -scale)}.${digits.slice(-scale)}` : digits;
        expect(out.csv).to.equal(`mean_v\n${neg ? '-' : ''}${body}\n`);
      }),
      { numRuns: 150 },
    );
  });
});
