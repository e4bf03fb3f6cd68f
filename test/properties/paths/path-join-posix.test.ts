import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { pathArb } from './path-arbitraries.js';

type Joined = { path: string; absolute: boolean };
const pieces = fc.array(fc.oneof(pathArb('posix'), fc.constant('')), { minLength: 1, maxLength: 5 });

describe('path-join-posix properties', () => {
  it('normalize true equals path-normalize-posix of the plain join', async () => {
    await fc.assert(
      fc.asyncProperty(pieces, async (segments) => {
        const plain = (await runTool('path-join-posix', { segments })) as Joined;
        const normalized = (await runTool('path-join-posix', { segments, normalize: true })) as Joined;
        const expected = (await runTool('path-normalize-posix', { path: plain.path })) as { path: string };
        expect(normalized.path).to.equal(expected.path);
        expect(normalized.absolute).to.equal(plain.absolute);
      }),
      { numRuns: 300 },
    );
  });
  it('the plain join ends with the last non-empty piece and starts with the last absolute one', async () => {
    await fc.assert(
      fc.asyncProperty(pieces, async (segments) => {
        const out = (await runTool('path-join-posix', { segments })) as Joined;
        const nonEmpty = segments.filter((s) => s !== '');
        if (nonEmpty.length === 0) {
          expect(out.path).to.equal('.');
          return;
        }
        expect(out.path.endsWith(nonEmpty[nonEmpty.length - 1]!)).to.equal(true);
        const abs = segments.filter((s) => s.startsWith('/'));
        if (abs.length) expect(out.path.startsWith(abs[abs.length - 1]!)).to.equal(true);
        expect(out.absolute).to.equal(abs.length > 0);
      }),
      { numRuns: 300 },
    );
  });
});
