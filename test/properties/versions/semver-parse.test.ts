import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { versionArb, versionishArb } from './semver-arbitraries.js';

type Parsed = { valid: boolean; normalized: string | null; precedence_text: string | null; major: string | null; prerelease: { value: string; kind: string }[]; build: string[] };

describe('semver-parse properties', () => {
  it('every grammar-built version is valid and normalizes to itself', async () => {
    await fc.assert(
      fc.asyncProperty(versionArb, async (v) => {
        const out = (await runTool('semver-parse', { version: v })) as Parsed;
        expect(out.valid, v).to.equal(true);
        expect(out.normalized).to.equal(v);
        expect(out.precedence_text).to.equal(v.replace(/\+.*$/, ''));
        for (const p of out.prerelease) expect(p.kind).to.equal(/^[0-9]+$/.test(p.value) ? 'numeric' : 'alphanumeric');
      }),
      { numRuns: 300 },
    );
  });
  it('normalized text parses again to the same parts; loose with a v prefix gives the same', async () => {
    await fc.assert(
      fc.asyncProperty(versionishArb, async (v) => {
        const out = (await runTool('semver-parse', { version: v })) as Parsed;
        if (!out.valid) return;
        const again = (await runTool('semver-parse', { version: out.normalized })) as Parsed;
        expect(again).to.deep.equal(out);
        const loose = (await runTool('semver-parse', { version: ` v${v} `, loose: true })) as Parsed;
        expect(loose).to.deep.equal(out);
      }),
      { numRuns: 300 },
    );
  });
});
