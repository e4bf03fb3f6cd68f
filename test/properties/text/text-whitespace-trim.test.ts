// Properties text-whitespace-trim promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Trimmed = { result: string; changed: boolean; removed: number };
const trim = async (input: Record<string, unknown>): Promise<Trimmed> => (await runTool('text-whitespace-trim', input)) as Trimmed;

const WS = /^\p{White_Space}$/u;
const unit = fc.oneof(
  fc.constantFrom(' ', '\t', '\n', '\r', '\r\n', '\u00a0', '\u3000', '\u2028', '\u0085', '\u200b', '\ufeff', '\u180e', 'a', 'b'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
const textArb = fc.string({ unit, maxLength: 30 });
const options = fc.record({ where: fc.constantFrom('both', 'leading', 'trailing'), lines: fc.boolean(), collapse: fc.boolean() });

describe('text-whitespace-trim properties', () => {
  it('the result never starts or ends (where trimmed) with White_Space, is idempotent, and removed counts code points', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, options, async (text, opts) => {
        const r = await trim({ text, ...opts });
        expect(r.changed).to.equal(r.result !== text);
        expect(r.removed).to.equal([...text].length - [...r.result].length);
        expect(await trim({ text: r.result, ...opts })).to.deep.equal({ result: r.result, changed: false, removed: 0 });
        if (!opts.lines) {
          const cps = [...r.result];
          if (opts.where !== 'trailing' && cps.length) expect(WS.test(cps[0]!)).to.equal(false);
          if (opts.where !== 'leading' && cps.length) expect(WS.test(cps[cps.length - 1]!)).to.equal(false);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('only White_Space is ever removed: the non-whitespace code points keep their order', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, options, async (text, opts) => {
        const r = await trim({ text, ...opts });
        const keep = (s: string) => [...s].filter((c) => !WS.test(c)).join('');
        expect(keep(r.result)).to.equal(keep(text));
      }),
      { numRuns: 300 },
    );
  });
});
