import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { bitsOf, blockArb, blockText, readBlock, sizeOf } from './ip-cidr-arbitraries.js';

type Split = { subnets: string[]; count: number; addresses_per_subnet: string };

describe('ip-cidr-split properties', () => {
  it('gives 2^d aligned consecutive subnets of the new prefix that make up the block', async () => {
    await fc.assert(
      fc.asyncProperty(blockArb, fc.integer({ min: 0, max: 12 }), async (block, d) => {
        const newPrefix = block.prefix + d;
        const run = runTool('ip-cidr-split', { cidr: blockText(block), new_prefix: newPrefix });
        if (newPrefix > bitsOf(block.version)) {
          await run.then(
            () => expect.fail('expected invalid_input'),
            (e: { code: string }) => expect(e.code).to.equal('invalid_input'),
          );
          return;
        }
        if (2 ** d > 4096) {
          await run.then(
            () => expect.fail('expected limit_exceeded'),
            (e: { code: string }) => expect(e.code).to.equal('limit_exceeded'),
          );
          return;
        }
        const out = (await run) as Split;
        const subs = out.subnets.map(readBlock);
        expect(out.count).to.equal(2 ** d);
        expect(subs.length).to.equal(2 ** d);
        const step = sizeOf(block) >> BigInt(d);
        expect(out.addresses_per_subnet).to.equal(String(step));
        subs.forEach((s, i) => expect(s).to.deep.equal({ version: block.version, network: block.network + BigInt(i) * step, prefix: newPrefix }));
        const byCount = (await runTool('ip-cidr-split', { cidr: blockText(block), count: 2 ** d })) as Split;
        expect(byCount).to.deep.equal(out);
      }),
      { numRuns: 200 },
    );
  });
});
