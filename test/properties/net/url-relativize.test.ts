import { expect } from 'chai';
import fc from 'fast-check';
import { outcome } from '../../support/direct.js';
import { baseArb, referenceArb } from './url-arbitraries.js';

type Rel = { reference: string; form: string };

describe('url-relativize properties', () => {
  it('the reference resolves back to the target (url-resolve), and is never longer than the absolute URL', async () => {
    await fc.assert(
      fc.asyncProperty(baseArb, referenceArb, fc.boolean(), async (base, target, network_path) => {
        const out = await outcome('url-relativize', { base, target, network_path });
        const parsed = await outcome('url-parse', { url: target, base });
        expect(out.ok).to.equal(parsed.ok);
        if (!out.ok || !parsed.ok) return;
        const rel = out.value as unknown as Rel;
        const href = parsed.value.href as string;
        const back = await outcome('url-resolve', { reference: rel.reference, base });
        expect(back.ok && back.value.href, rel.reference).to.equal(href);
        expect(rel.reference.length).to.be.at.most(href.length);
        if (rel.form === 'absolute') expect(rel.reference).to.equal(href);
        if (rel.form === 'network-path') expect(network_path).to.equal(true);
      }),
      { numRuns: 500 },
    );
  });
  it('a target on the same origin with a list path is never absolute', async () => {
    await fc.assert(
      fc.asyncProperty(baseArb.filter((b) => b.startsWith('http')), referenceArb, async (base, target) => {
        const t = await outcome('url-parse', { url: target, base });
        const b = await outcome('url-parse', { url: base });
        if (!t.ok || !b.ok || t.value.origin !== b.value.origin || t.value.username !== b.value.username || t.value.password !== b.value.password) return;
        const out = await outcome('url-relativize', { base, target });
        expect(out.ok && out.value.form).to.not.equal('absolute');
      }),
      { numRuns: 300 },
    );
  });
});
