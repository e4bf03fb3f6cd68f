import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Stats = { columns: { type: string; count: number; empty_count: number; min: string | null; max: string | null; sum: string | null }[] };

describe('csv-column-stats properties', () => {
  it('integer columns: exact BigInt sum, min and max', async () => {
    const v = fc.oneof(fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map(String), fc.constant(''));
    await fc.assert(
      fc.asyncProperty(fc.array(v, { maxLength: 30 }), async (cells) => {
        const out = (await runTool('csv-column-stats', { csv: 'n\n' + cells.map((c) => c + '\n').join('') })) as Stats;
        const nums = cells.filter((c) => c !== '').map(BigInt);
        const s = out.columns[0]!;
        expect(s.count).to.equal(nums.length);
        expect(s.empty_count).to.equal(cells.length - nums.length);
        if (nums.length === 0) {
          expect(s.type).to.equal('empty');
          return;
        }
        expect(s.type).to.equal('integer');
        expect(s.sum).to.equal(String(nums.reduce((a, b) => a + b, 0n)));
        expect(BigInt(s.min!)).to.equal(nums.reduce((a, b) => (b < a ? b : a)));
        expect(BigInt(s.max!)).to.equal(nums.reduce((a, b) => (b > a ? b : a)));
      }),
      { numRuns: 150 },
    );
  });
});
