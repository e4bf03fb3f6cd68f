import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Aggregated = { groups: { key: Record<string, unknown>; count: number; values: Record<string, unknown> }[] };

// Reference in BigInt cents, written independently of decimal.ts.
function centsText(c: bigint): string {
  const neg = c < 0n;
  const a = neg ? -c : c;
  let text = `${a / 100n}.${String(a % 100n).padStart(2, '0')}`.replace(/\.?0+$/, '');
  if (text === '') text = '0';
  return (neg && a !== 0n ? '-' : '') + text;
}

/** mean of cents to 4 decimals, half-even, as text without trailing zeros. */
function meanText(sum: bigint, n: bigint): string {
  const num = sum * 100n; // value * 10^4 = cents * 100
  let q = num / n;
  const r = num % n;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice > n || (twice === n && q % 2n !== 0n)) q += num < 0n ? -1n : 1n;
  const neg = q < 0n;
  const a = neg ? -q : q;
  let text = `${a / 10000n}.${String(a % 10000n).padStart(4, '0')}`.replace(/\.?0+$/, '');
  if (text === '') text = '0';
  return (neg && a !== 0n ? '-' : '') + text;
}

describe('json-array-aggregate properties', () => {
  it('sums, means, min and max of cent amounts equal an exact BigInt reference', async () => {
    const row = fc.record({ g: fc.constantFrom('a', 'b', 'c'), cents: fc.integer({ min: -10_000_000, max: 10_000_000 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 50 }), async (rows) => {
        const array = rows.map((r) => ({ g: r.g, amt: r.cents / 100 }));
        const out = (await runTool('json-array-aggregate', {
          array,
          group_by: ['/g'],
          aggregations: [
            { op: 'sum', pointer: '/amt', as: 'sum' },
            { op: 'mean', pointer: '/amt', as: 'mean' },
            { op: 'min', pointer: '/amt', as: 'min' },
            { op: 'max', pointer: '/amt', as: 'max' },
            { op: 'count', as: 'n' },
          ],
          mean_scale: 4,
        })) as Aggregated;
        const order = rows.map((r) => r.g).filter((g, i, l) => l.indexOf(g) === i);
        expect(out.groups.map((g) => g.key['/g'])).to.deep.equal(order);
        for (const g of out.groups) {
          const cents = rows.filter((r) => r.g === g.key['/g']).map((r) => BigInt(r.cents));
          const sum = cents.reduce((a, b) => a + b, 0n);
          expect(g.count).to.equal(cents.length);
          expect(g.values.n).to.equal(cents.length);
          expect(g.values.sum).to.equal(centsText(sum));
          expect(g.values.mean).to.equal(meanText(sum, BigInt(cents.length)));
          expect(g.values.min).to.equal(centsText(cents.reduce((a, b) => (b < a ? b : a))));
          expect(g.values.max).to.equal(centsText(cents.reduce((a, b) => (b > a ? b : a))));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('10000 rows x 32 aggregations finish quickly', async () => {
    const array = Array.from({ length: 10000 }, (_, i) => ({ g: i % 97, v: (i * 7919) / 1000 }));
    const aggregations = Array.from({ length: 32 }, (_, i) => ({ op: (['sum', 'mean', 'min', 'max'] as const)[i % 4], pointer: '/v', as: `a${i}` }));
    const out = (await runTool('json-array-aggregate', { array, group_by: ['/g'], aggregations })) as Aggregated;
    expect(out.groups.length).to.equal(97);
  });
});
