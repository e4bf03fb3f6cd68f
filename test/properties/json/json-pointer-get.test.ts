import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Got = { found: boolean; value?: unknown; reason?: string };
const token = (t: string | number) => String(t).replace(/~/g, '~0').replace(/\//g, '~1');

/** Every path in a value, as token lists. */
function paths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out = [prefix];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...prefix, i])));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...prefix, k]));
  return out;
}
const at = (v: unknown, p: (string | number)[]) => p.reduce<unknown>((x, t) => (x as Record<string, unknown>)[t], v);

describe('json-pointer-get properties', () => {
  it('finds the value at every path of a document', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), fc.nat(), async (doc, pick) => {
        const all = paths(doc);
        const p = all[pick % all.length]!;
        const r = (await runTool('json-pointer-get', { document: doc, pointer: p.map((t) => '/' + token(t)).join('') })) as Got;
        expect(r.found).to.equal(true);
        expect(r.value).to.deep.equal(at(doc, p));
      }),
      { numRuns: 200 },
    );
  });

  it('a member absent from an object is not found, with reason missing_member', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string(), fc.integer()), fc.string(), async (obj, key) => {
        fc.pre(!Object.hasOwn(obj, key));
        const r = (await runTool('json-pointer-get', { document: obj, pointer: '/' + token(key) })) as Got;
        expect(r).to.include({ found: false, reason: 'missing_member' });
      }),
      { numRuns: 100 },
    );
  });
});
