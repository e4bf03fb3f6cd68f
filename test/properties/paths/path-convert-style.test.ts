import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { nameArb } from './path-arbitraries.js';

type Converted = { path: string; kind: string };
const conventions = ['windows', 'msys', 'wsl', 'cygwin'] as const;

describe('path-convert-style properties', () => {
  it('a drive path survives any round trip through the drive conventions', async () => {
    const drivePath = fc
      .tuple(fc.constantFrom('C', 'd', 'Z'), fc.array(nameArb.filter((n) => !n.includes('\\\\')), { maxLength: 5 }))
      .map(([letter, names]) => `${letter.toUpperCase()}:\\${names.join('\\')}`);
    await fc.assert(
      fc.asyncProperty(drivePath, fc.constantFrom(...conventions), fc.constantFrom(...conventions), async (p, a, b) => {
        const viaA = (await runTool('path-convert-style', { path: p, from: 'windows', to: a })) as Converted;
        const viaB = (await runTool('path-convert-style', { path: viaA.path, from: a, to: b })) as Converted;
        const back = (await runTool('path-convert-style', { path: viaB.path, from: b, to: 'windows' })) as Converted;
        expect(back.path).to.equal(p);
        expect(viaB.kind).to.equal('drive');
      }),
      { numRuns: 300 },
    );
  });
  it('converting to the same convention keeps the path up to repeated separators', async () => {
    const unix = fc.array(nameArb, { maxLength: 5 }).map((n) => `/${n.join('/')}`);
    await fc.assert(
      fc.asyncProperty(unix, fc.constantFrom('posix', 'msys', 'wsl', 'cygwin'), async (p, c) => {
        if (c === 'msys' && /^\/[A-Za-z](\/|$)/.test(p)) return; // a drive there, whose letter is written lower-case
        const out = (await runTool('path-convert-style', { path: p, from: c, to: c })) as Converted;
        expect(out.path).to.equal(p === '/' ? '/' : p);
      }),
      { numRuns: 300 },
    );
  });
});
