import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const pairArb = fc.record({ name: fc.string({ unit: 'binary', maxLength: 6 }), value: fc.string({ unit: 'binary', maxLength: 6 }) });

describe('url-query-build properties', () => {
  it('writes only ALPHA DIGIT * - . _ + % = & and one "&" between pairs', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pairArb, { maxLength: 6 }), async (pairs) => {
        const { query } = (await runTool('url-query-build', { pairs })) as { query: string };
        expect(/^[A-Za-z0-9*\-._+%=&]*$/.test(query), query).to.equal(true);
        expect(query === '' ? 0 : query.split('&').length).to.equal(pairs.length);
      }),
      { numRuns: 300 },
    );
  });
  it('is the concatenation of each pair built alone', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pairArb, { minLength: 1, maxLength: 5 }), async (pairs) => {
        const whole = (await runTool('url-query-build', { pairs, leading_question_mark: true })) as { query: string };
        const parts = await Promise.all(pairs.map(async (p) => ((await runTool('url-query-build', { pairs: [p] })) as { query: string }).query));
        expect(whole.query).to.equal(`?${parts.join('&')}`);
      }),
      { numRuns: 200 },
    );
  });
});
