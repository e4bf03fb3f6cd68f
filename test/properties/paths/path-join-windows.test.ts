import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { pathArb } from './path-arbitraries.js';

type Joined = { path: string; kind: string };
const pieces = fc.array(fc.oneof(pathArb('windows'), fc.constant('')), { minLength: 1, maxLength: 5 });

describe('path-join-windows properties', () => {
  it('normalize true equals path-normalize-windows of the plain join', async () => {
    await fc.assert(
      fc.asyncProperty(pieces, async (segments) => {
        const plain = (await runTool('path-join-windows', { segments })) as Joined;
        const normalized = (await runTool('path-join-windows', { segments, normalize: true })) as Joined;
        const expected = (await runTool('path-normalize-windows', { path: plain.path })) as Joined;
        expect(normalized.path).to.equal(expected.path);
        expect(normalized.kind).to.equal(plain.kind);
      }),
      { numRuns: 300 },
    );
  });
  it('joining is associative: (a + b) + c equals a + (b + c) when b and c are relative', async () => {
    const rel = fc.array(fc.constantFrom('a', 'b.txt', '..', 'x\\y'), { minLength: 1, maxLength: 3 }).map((n) => n.join('\\'));
    await fc.assert(
      fc.asyncProperty(pathArb('windows'), rel, rel, async (a, b, c) => {
        const ab = (await runTool('path-join-windows', { segments: [a, b] })) as Joined;
        const left = (await runTool('path-join-windows', { segments: [ab.path, c] })) as Joined;
        const all = (await runTool('path-join-windows', { segments: [a, b, c] })) as Joined;
        if (a !== '') expect(left.path).to.equal(all.path);
      }),
      { numRuns: 300 },
    );
  });
});
