import { expect } from 'chai';
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';

type Built = { url: string; host: string | null };
const textArb = fc
  .array(fc.oneof(fc.constantFrom('/', '\\', '%', '%41', '?', '#', '@', ':', ' ', '.', '..', 'é', '😀', '+', '&', '=', "'"), fc.string({ maxLength: 2 })), { maxLength: 5 })
  .map((p) => p.join(''));
const decode = (s: string) => decodeURIComponent(s);

describe('url-build properties', () => {
  it('literal components read back after percent-decoding (Node URL as reader)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('https', 'http', 'ws', 'foo'),
        fc.array(textArb, { maxLength: 4 }),
        textArb,
        textArb,
        fc.option(textArb),
        async (scheme, path_segments, username, password, fragment) => {
          let out: Built;
          try {
            out = (await runTool('url-build', { scheme, host: 'h.test', path_segments, username, password, fragment })) as Built;
          } catch (e) {
            if (e instanceof ToolError && e.code === 'invalid_input' && path_segments.some((s) => s === '.' || s === '..')) return;
            throw e;
          }
          const u = new URL(out.url);
          expect(u.hostname).to.equal('h.test');
          expect(decode(u.username)).to.equal(username);
          expect(decode(u.password)).to.equal(password);
          const segs = u.pathname.split('/').slice(1).map(decode);
          expect(segs).to.deep.equal(path_segments.length === 0 && scheme !== 'foo' ? [''] : path_segments);
          expect(u.hash === '' ? null : decode(u.hash.slice(1))).to.equal(fragment === '' ? null : fragment);
        },
      ),
      { numRuns: 300 },
    );
  });
  it("the url is its own WHATWG serialization under Node's URL, and the host is parsed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(textArb, { maxLength: 3 }), fc.option(textArb), async (path_segments, query) => {
        if (path_segments.some((s) => s === '.' || s === '..')) return;
        const out = (await runTool('url-build', { scheme: 'https', host: 'Example.COM', port: 8443, path_segments, query })) as Built;
        expect(new URL(out.url).href).to.equal(out.url);
        expect(out.host).to.equal('example.com');
      }),
      { numRuns: 300 },
    );
  });
});
