import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { pathArb } from './path-arbitraries.js';

type Common = { prefix: string | null; depth: number };

describe('path-common-prefix properties', () => {
  it('every path is within the prefix, and no deeper prefix of the first path contains them all', async () => {
    const abs = pathArb('posix').map((p) => `/${p}`);
    await fc.assert(
      fc.asyncProperty(fc.array(abs, { minLength: 1, maxLength: 5 }), async (paths) => {
        const out = (await runTool('path-common-prefix', { paths, style: 'posix' })) as Common;
        expect(out.prefix).to.be.a('string');
        for (const candidate of paths) {
          const w = (await runTool('path-is-within', { candidate, base: out.prefix, style: 'posix' })) as { within: boolean };
          expect(w.within, candidate).to.equal(true);
        }
        const first = (await runTool('path-normalize-posix', { path: paths[0], trailing_separator: 'remove' })) as { segments: string[] };
        if (first.segments.length > out.depth) {
          const deeper = `/${first.segments.slice(0, out.depth + 1).join('/')}`;
          const inside = await Promise.all(paths.map((candidate) => runTool('path-is-within', { candidate, base: deeper, style: 'posix' })));
          expect(inside.every((r) => (r as { within: boolean }).within)).to.equal(false);
        }
      }),
      { numRuns: 200 },
    );
  });
  it('order of the paths does not change the depth', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(pathArb('windows').filter((p) => !/^[\\/]{2}/.test(p)), { minLength: 1, maxLength: 5 }), async (paths) => {
        const a = (await runTool('path-common-prefix', { paths, style: 'windows', case_insensitive: true })) as Common;
        const b = (await runTool('path-common-prefix', { paths: [...paths].reverse(), style: 'windows', case_insensitive: true })) as Common;
        expect(b.depth).to.equal(a.depth);
        expect(b.prefix === null).to.equal(a.prefix === null);
      }),
      { numRuns: 200 },
    );
  });
});
