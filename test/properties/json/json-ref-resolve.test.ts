import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Resolved = { document: unknown; references_resolved: number };
const noRefs = fc.jsonValue({ maxDepth: 4 }).filter((v) => !JSON.stringify(v).includes('"$ref"'));

describe('json-ref-resolve properties', () => {
  it('leaves a document without references unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(noRefs, async (doc) => {
        const r = (await runTool('json-ref-resolve', { document: doc })) as Resolved;
        expect(r.document).to.deep.equal(doc);
        expect(r.references_resolved).to.equal(0);
      }),
      { numRuns: 150 },
    );
  });

  it('replaces each reference by a copy of its $defs target', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ minLength: 1, maxLength: 5 }), noRefs, { minKeys: 1, maxKeys: 4 }), fc.array(fc.nat(), { maxLength: 6 }), async (defs, picks) => {
        const names = Object.keys(defs);
        const chosen = picks.map((p) => names[p % names.length]!);
        const encode = (n: string) => '#/$defs/' + encodeURIComponent(n.replace(/~/g, '~0').replace(/\//g, '~1'));
        const document = { $defs: defs, uses: chosen.map((n) => ({ $ref: encode(n) })) };
        const r = (await runTool('json-ref-resolve', { document })) as Resolved;
        expect(r.document).to.deep.equal({ $defs: defs, uses: chosen.map((n) => defs[n]) });
        expect(r.references_resolved).to.equal(chosen.length);
      }),
      { numRuns: 100 },
    );
  });

  it('a chain of references that closes on itself is a cycle of any length', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 20 }), async (n) => {
        const document = Object.fromEntries(Array.from({ length: n }, (_, i) => [`n${i}`, { $ref: `#/n${(i + 1) % n}` }]));
        const e = await toolFailure('json-ref-resolve', { document });
        expect(e.code).to.equal('cyclic_reference');
        expect((e.extra?.cycle as unknown[]).length).to.equal(n);
      }),
      { numRuns: 20 },
    );
  });
});
