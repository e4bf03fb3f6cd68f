import { expect } from 'chai';
import fc from 'fast-check';
import { outcome } from '../../support/direct.js';
import { baseArb, referenceArb } from './url-arbitraries.js';

describe('url-resolve properties', () => {
  it('gives url-parse\'s href with the same base, and an href resolves to itself against any base', async () => {
    await fc.assert(
      fc.asyncProperty(referenceArb, baseArb, baseArb, async (reference, base, other) => {
        const out = await outcome('url-resolve', { reference, base });
        const parsed = await outcome('url-parse', { url: reference, base });
        expect(out.ok).to.equal(parsed.ok);
        if (!out.ok || !parsed.ok) return;
        const href = out.value.href as string;
        expect(href).to.equal(parsed.value.href);
        const again = await outcome('url-resolve', { reference: href, base: other });
        if (!again.ok && again.pointer === '/base') return;
        expect(again.ok && again.value.href).to.equal(href);
      }),
      { numRuns: 400 },
    );
  });
  it('resolving is idempotent: the result against the same base is the result', async () => {
    await fc.assert(
      fc.asyncProperty(referenceArb, baseArb, async (reference, base) => {
        const out = await outcome('url-resolve', { reference, base });
        if (!out.ok) return;
        const again = await outcome('url-resolve', { reference: out.value.href, base });
        expect(again.ok && again.value.href).to.equal(out.value.href);
      }),
      { numRuns: 200 },
    );
  });
});
