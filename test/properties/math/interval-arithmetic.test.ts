import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';

type Out = { interval: { text: string; lower: { numerator: string; denominator: string }; upper: { numerator: string; denominator: string } } };

const frac = fc.tuple(fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }), fc.bigInt({ min: 1n, max: 10n ** 6n }));
const cmp = ([a, b]: [bigint, bigint], [c, d]: [bigint, bigint]) => (a * d < c * b ? -1 : a * d > c * b ? 1 : 0);
const closed = fc.tuple(frac, frac).map(([x, y]) => (cmp(x, y) <= 0 ? [x, y] : [y, x]) as [[bigint, bigint], [bigint, bigint]]);
const text = ([[a, b], [c, d]]: [[bigint, bigint], [bigint, bigint]]) => `[${a}/${b}, ${c}/${d}]`;
const neg = ([[a, b], [c, d]]: [[bigint, bigint], [bigint, bigint]]) => `[${-c}/${d}, ${-a}/${b}]`;
const run = async (a: string, b: string, operation: string) => ((await runTool('interval-arithmetic', { a, b, operation })) as Out).interval.text;

describe('interval-arithmetic properties', () => {
  it('add and multiply commute; a - b = a + (-b)', async () => {
    await fc.assert(
      fc.asyncProperty(closed, closed, async (a, b) => {
        expect(await run(text(a), text(b), 'add')).to.equal(await run(text(b), text(a), 'add'));
        expect(await run(text(a), text(b), 'multiply')).to.equal(await run(text(b), text(a), 'multiply'));
        expect(await run(text(a), text(b), 'subtract')).to.equal(await run(text(a), neg(b), 'add'));
      }),
      { numRuns: 150 },
    );
  });

  it('the result holds x op y for the ends, and for points behaves as exact arithmetic', async () => {
    await fc.assert(
      fc.asyncProperty(closed, closed, fc.constantFrom('add', 'subtract', 'multiply', 'divide'), async (a, b, operation) => {
        const r = await outcome('interval-arithmetic', { a: text(a), b: text(b), operation });
        const zeroInB = cmp(b[0], [0n, 1n]) <= 0 && cmp(b[1], [0n, 1n]) >= 0;
        if (operation === 'divide' && zeroInB) return void expect(r).to.deep.include({ ok: false, code: 'division_by_zero' });
        const { lower, upper } = (r as unknown as { value: Out }).value.interval;
        const lo: [bigint, bigint] = [BigInt(lower.numerator), BigInt(lower.denominator)];
        const hi: [bigint, bigint] = [BigInt(upper.numerator), BigInt(upper.denominator)];
        const op = (x: [bigint, bigint], y: [bigint, bigint]): [bigint, bigint] => {
          switch (operation) {
            case 'add': return [x[0] * y[1] + y[0] * x[1], x[1] * y[1]];
            case 'subtract': return [x[0] * y[1] - y[0] * x[1], x[1] * y[1]];
            case 'multiply': return [x[0] * y[0], x[1] * y[1]];
            default: return y[0] < 0n ? [-x[0] * y[1], -x[1] * y[0]] : [x[0] * y[1], x[1] * y[0]];
          }
        };
        const corners = [op(a[0], b[0]), op(a[0], b[1]), op(a[1], b[0]), op(a[1], b[1])];
        for (const c of corners) expect(cmp(lo, c) <= 0 && cmp(c, hi) <= 0).to.equal(true);
        // tight: both ends are attained at corners
        expect(corners.some((c) => cmp(c, lo) === 0) && corners.some((c) => cmp(c, hi) === 0)).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
});
