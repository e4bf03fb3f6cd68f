import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { record, smallJson } from './json-array-arbitraries.js';

type Sorted = { sorted: unknown[]; order: number[] };

// Exact decimals as scaled BigInt text: "-12.345" -> -12345n at scale 3 (independent of the tool).
function scaled(text: string, scale: number): bigint {
  const [i, f = ''] = text.replace('-', '').split('.');
  const v = BigInt(i! + f.padEnd(scale, '0'));
  return text.startsWith('-') ? -v : v;
}

describe('json-array-sort properties', () => {
  it('order is a permutation and sorted[k] is array[order[k]]', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(smallJson, { maxLength: 30 }), async (array) => {
        const out = (await runTool('json-array-sort', { array })) as Sorted;
        expect([...out.order].sort((a, b) => a - b)).to.deep.equal(array.map((_, i) => i));
        out.order.forEach((i, k) => expect(out.sorted[k]).to.deep.equal(array[i]));
      }),
      { numRuns: 150 },
    );
  });

  it('numeric strings sort by exact value like a BigInt reference, stable on ties', async () => {
    const decimal = fc.tuple(fc.integer({ min: -99999, max: 99999 }), fc.integer({ min: 0, max: 3 })).map(([n, s]) => {
      const neg = n < 0;
      const digits = String(Math.abs(n)).padStart(s + 1, '0');
      const text = s === 0 ? digits : `${digits.slice(0, digits.length - s)}.${digits.slice(digits.length - s)}`;
      return (neg ? '-' : '') + text;
    });
    await fc.assert(
      fc.asyncProperty(fc.array(decimal, { maxLength: 40 }), fc.boolean(), async (texts, desc) => {
        const array = texts.map((v, id) => ({ v, id }));
        const out = (await runTool('json-array-sort', { array, keys: [{ pointer: '/v', type: 'number', direction: desc ? 'desc' : 'asc' }] })) as Sorted;
        const ref = array
          .map((item, i) => ({ item, i, n: scaled(item.v, 3) }))
          .sort((a, b) => (a.n === b.n ? a.i - b.i : (a.n < b.n ? -1 : 1) * (desc ? -1 : 1)));
        expect(out.order).to.deep.equal(ref.map((r) => r.i));
      }),
      { numRuns: 150 },
    );
  });

  it('records: missing keys last in both directions; equal keys keep input order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(record, { maxLength: 30 }), fc.boolean(), async (array, desc) => {
        const out = (await runTool('json-array-sort', { array, keys: [{ pointer: '/k', direction: desc ? 'desc' : 'asc' }] })) as Sorted;
        const missing = out.order.map((i) => !Object.hasOwn(array[i]!, 'k'));
        const firstMissing = missing.indexOf(true);
        if (firstMissing >= 0) expect(missing.slice(firstMissing).every(Boolean)).to.equal(true);
        // Stability: within a run of equal keys, indices increase.
        for (let k = 1; k < out.order.length; k++) {
          const a = array[out.order[k - 1]!]!;
          const b = array[out.order[k]!]!;
          if (JSON.stringify(a.k) === JSON.stringify(b.k)) expect(out.order[k - 1]! < out.order[k]!).to.equal(true);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('an input over 262144 bytes is limit_exceeded; 10000 items sort quickly', async () => {
    const big = Array.from({ length: 10000 }, (_, i) => ({ s: 'x'.repeat(20), i }));
    expect((await toolFailure('json-array-sort', { array: big })).code).to.equal('limit_exceeded');
    const many = Array.from({ length: 10000 }, (_, i) => ({ v: String((i * 7919) % 10007), i }));
    const out = (await runTool('json-array-sort', { array: many, keys: [{ pointer: '/v', type: 'number' }, { pointer: '/i', direction: 'desc' }] })) as Sorted;
    expect(out.sorted.length).to.equal(10000);
  });
});
