import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Checked = { valid: boolean; fqdn: boolean; labels: string[]; problems: { label_index: number | null; position: number; code: string }[] };

const ldh = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'.split('');
const labelArb = fc
  .tuple(fc.constantFrom(...ldh.slice(0, 62)), fc.array(fc.constantFrom(...ldh), { maxLength: 20 }), fc.constantFrom(...ldh.slice(0, 62)))
  .map(([a, mid, z]) => a + mid.join('') + z);
const noisyArb = fc.array(fc.constantFrom('a', 'Z', '7', '-', '_', '.', ' ', '*', 'ü'), { maxLength: 30 }).map((c) => c.join(''));

describe('dns-hostname-validate properties', () => {
  it('names of LDH labels with a letter in the top label are valid, with or without the final dot', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(labelArb, { minLength: 1, maxLength: 5 }), fc.boolean(), async (labels, dot) => {
        const top = [...labels.slice(0, -1), `x${labels[labels.length - 1]!}`];
        const hostname = top.join('.') + (dot ? '.' : '');
        const out = (await runTool('dns-hostname-validate', { hostname })) as Checked;
        expect(out).to.deep.equal({ valid: true, fqdn: dot, labels: top, problems: [] });
      }),
      { numRuns: 200 },
    );
  });
  it('problems are ordered by position, and valid means none; underscore modes are nested', async () => {
    await fc.assert(
      fc.asyncProperty(noisyArb, async (hostname) => {
        const modes = ['none', 'leading_labels', 'anywhere'];
        const outs = await Promise.all(modes.map((underscore) => runTool('dns-hostname-validate', { hostname, underscore }) as Promise<Checked>));
        for (const out of outs) {
          expect(out.valid).to.equal(out.problems.length === 0);
          for (let i = 1; i < out.problems.length; i++) expect(out.problems[i]!.position).to.be.at.least(out.problems[i - 1]!.position);
          expect(out.problems.every((p) => p.code !== 'underscore_not_allowed' || hostname.includes('_'))).to.equal(true);
        }
        // a name valid under a stricter mode is valid under every looser one
        if (outs[0]!.valid) expect(outs[1]!.valid).to.equal(true);
        if (outs[1]!.valid) expect(outs[2]!.valid).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
});
