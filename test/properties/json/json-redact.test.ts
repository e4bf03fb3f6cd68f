import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const doc = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(0, 'a', null), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(fc.constantFrom('k', 'x', 'K'), tie('value'), { maxKeys: 3 })),
})).value;

describe('json-redact properties', () => {
  it('no member named by `keys` keeps its value, and every other leaf is unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(doc, async (document) => {
        const out = (await runTool('json-redact', { document, keys: ['k'], placeholder: 'R' })) as { result: unknown; redacted: string[]; count: number };
        expect(out.count).to.equal(out.redacted.length);
        const check = (a: unknown, b: unknown): void => {
          if (Array.isArray(a)) return a.forEach((v, i) => check(v, (b as unknown[])[i]));
          if (a !== null && typeof a === 'object') {
            expect(Object.keys(b as object)).to.deep.equal(Object.keys(a));
            for (const [key, v] of Object.entries(a)) {
              const w = (b as Record<string, unknown>)[key];
              if (key === 'k') expect(w).to.equal('R');
              else check(v, w);
            }
            return;
          }
          expect(b).to.equal(a);
        };
        check(document, out.result);
      }),
      { numRuns: 150 },
    );
  });
});
