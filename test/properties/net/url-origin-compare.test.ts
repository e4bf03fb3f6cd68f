import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Side = { origin: string; opaque: boolean; scheme: string | null; host: string | null; port: number | null; site: string };
type Compared = { a: Side; b: Side; same_origin: boolean; schemelessly_same_site: boolean; same_site: boolean };

const hostArb = fc.oneof(
  fc.constantFrom('example.com', 'co.uk', 'github.io', 'ada.github.io', 'localhost', '127.0.0.1', '[::1]', 'a.b.test.ck'),
  fc.tuple(fc.constantFrom('a', 'b', 'www'), fc.constantFrom('example.com', 'example.co.uk', 'ada.github.io')).map(([l, d]) => `${l}.${d}`),
);
const urlArb = fc.oneof(
  fc
    .tuple(fc.constantFrom('http', 'https', 'ws', 'wss', 'ftp', 'blob:https', 'foo'), hostArb, fc.constantFrom('', ':80', ':443', ':8080'))
    .map(([s, h, p]) => `${s}://${h}${p}/path`),
  fc.constantFrom('data:,x', 'file:///tmp/x', 'javascript:void(0)', 'mailto:ada@example.com'),
);

describe('url-origin-compare properties', () => {
  it('is symmetric, and same origin implies same site implies schemelessly same site', async () => {
    await fc.assert(
      fc.asyncProperty(urlArb, urlArb, async (a, b) => {
        const ab = (await runTool('url-origin-compare', { a, b })) as Compared;
        const ba = (await runTool('url-origin-compare', { a: b, b: a })) as Compared;
        expect([ba.a, ba.b]).to.deep.equal([ab.b, ab.a]);
        expect([ba.same_origin, ba.schemelessly_same_site, ba.same_site]).to.deep.equal([ab.same_origin, ab.schemelessly_same_site, ab.same_site]);
        if (ab.same_origin) expect(ab.same_site).to.equal(true);
        if (ab.same_site) expect(ab.schemelessly_same_site).to.equal(true);
        expect(ab.same_site).to.equal(!ab.a.opaque && !ab.b.opaque && ab.a.site === ab.b.site);
        expect(ab.same_origin).to.equal(!ab.a.opaque && ab.a.origin === ab.b.origin);
      }),
      { numRuns: 300 },
    );
  });
  it('a URL is same origin with itself exactly when its origin is a tuple', async () => {
    await fc.assert(
      fc.asyncProperty(urlArb, async (a) => {
        const out = (await runTool('url-origin-compare', { a, b: a })) as Compared;
        expect(out.same_origin).to.equal(!out.a.opaque);
        expect(out.same_site).to.equal(!out.a.opaque);
      }),
      { numRuns: 200 },
    );
  });
});
