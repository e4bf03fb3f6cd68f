import { expect } from 'chai';
import fc from 'fast-check';
import canonicalize from 'canonicalize';
import { createHash } from 'node:crypto';
import { runTool } from '../../support/direct.js';

type Canonical = { canonical: string; byte_length: number; sha256: string };

describe('json-canonicalize properties', () => {
  it('agrees with the canonicalize package (RFC 8785 reference) and is idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.integer({ min: 0, max: 4 }), async (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const r = (await runTool('json-canonicalize', { text })) as Canonical;
        expect(r.canonical).to.equal(canonicalize(JSON.parse(text)));
        const again = (await runTool('json-canonicalize', { text: r.canonical })) as Canonical;
        expect(again.canonical).to.equal(r.canonical);
        expect(r.sha256).to.equal(createHash('sha256').update(r.canonical, 'utf8').digest('hex'));
        expect(r.byte_length).to.equal(Buffer.byteLength(r.canonical, 'utf8'));
      }),
      { numRuns: 150 },
    );
  });

  it('writes every finite double as String(double)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.double({ noNaN: true, noDefaultInfinity: true }), async (d) => {
        const text = `[${d.toExponential(20)}]`;
        const r = (await runTool('json-canonicalize', { text })) as Canonical;
        expect(r.canonical).to.equal(`[${Object.is(Number(d.toExponential(20)), -0) ? '0' : String(Number(d.toExponential(20)))}]`);
      }),
      { numRuns: 200 },
    );
  });
});
