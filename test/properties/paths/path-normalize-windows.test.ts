import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { pathArb } from './path-arbitraries.js';

type Norm = { path: string; kind: string; segments: string[] };

describe('path-normalize-windows properties', () => {
  it('is idempotent and keeps the kind', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb('windows'), async (path) => {
        const once = (await runTool('path-normalize-windows', { path })) as Norm;
        const twice = (await runTool('path-normalize-windows', { path: once.path })) as Norm;
        expect(twice.path).to.equal(once.path);
        expect(twice.kind).to.equal(once.kind);
        if (once.kind !== 'verbatim') expect(once.path).to.not.include('/');
      }),
      { numRuns: 300 },
    );
  });
  it('never climbs above a root: no ".." in a rooted result', async () => {
    await fc.assert(
      fc.asyncProperty(pathArb('windows'), async (path) => {
        const out = (await runTool('path-normalize-windows', { path })) as Norm;
        if (['rooted', 'drive_absolute', 'unc', 'device'].includes(out.kind)) expect(out.segments).to.not.include('..');
        expect(out.segments.includes('.') && out.kind !== 'verbatim').to.equal(false);
      }),
      { numRuns: 300 },
    );
  });
});
