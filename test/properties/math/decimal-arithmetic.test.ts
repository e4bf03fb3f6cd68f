import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { compareExact, decimalText, exactOf } from './decimal-arbitraries.js';

type R = { result: string; scale: number };
const op = async (a: string, b: string, operation: string) => (await runTool('decimal-arithmetic', { a, b, operation })) as R;
const scaleOf = async (text: string) => ((await runTool('decimal-parse', { text })) as { scale: number }).scale;

describe('decimal-arithmetic properties', () => {
  it('add commutes; (a + b) - b equals a; a - b is -(b - a); scales are max and sum', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, decimalText, async (a, b) => {
        const [sa, sb] = [await scaleOf(a), await scaleOf(b)];
        const sum = await op(a, b, 'add');
        expect(await op(b, a, 'add')).to.deep.equal(sum);
        expect(sum.scale).to.equal(Math.max(sa, sb));
        if (sum.result.length <= 1100) {
          // (the schema's 1100 characters bound what can be fed back)
          const back = await op(sum.result, b, 'subtract');
          expect(compareExact(back.result, ((await runTool('decimal-parse', { text: a })) as { decimal: string }).decimal)).to.equal(0);
        }
        const d1 = await op(a, b, 'subtract');
        const d2 = await op(b, a, 'subtract');
        expect(exactOf(d1.result)[0]).to.equal(-exactOf(d2.result)[0]);
        const prod = await op(a, b, 'multiply');
        expect(prod.scale).to.equal(sa + sb);
        expect(await op(b, a, 'multiply')).to.deep.equal(prod);
      }),
      { numRuns: 150 },
    );
  });

  it('multiplying by 1 keeps the value and the scale; never writes -0', async () => {
    await fc.assert(
      fc.asyncProperty(decimalText, async (a) => {
        const p = (await runTool('decimal-parse', { text: a })) as { decimal: string; scale: number };
        expect(await op(a, '1', 'multiply')).to.deep.equal({ result: p.decimal, scale: p.scale });
        const zero = await op(a, a, 'subtract');
        expect(zero.result.startsWith('-')).to.equal(false);
      }),
      { numRuns: 150 },
    );
  });
});
