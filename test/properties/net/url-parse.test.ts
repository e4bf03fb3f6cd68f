import { expect } from 'chai';
import fc from 'fast-check';
import { outcome } from '../../support/direct.js';
import { urlArb } from './url-arbitraries.js';

type Parsed = {
  href: string;
  scheme: string;
  username: string;
  password: string;
  host: string | null;
  port: number | null;
  path: string;
  path_segments: string[] | null;
  path_opaque: boolean;
  query: string | null;
  fragment: string | null;
};

/** The URL serializer from the components, as the contract's rules 2-7 describe them. */
function assemble(p: Parsed): string {
  let out = `${p.scheme}:`;
  if (p.host !== null) {
    out += '//';
    if (p.username !== '' || p.password !== '') out += `${p.username}${p.password === '' ? '' : `:${p.password}`}@`;
    out += p.host + (p.port === null ? '' : `:${p.port}`);
  } else if (!p.path_opaque && p.path.startsWith('//')) out += '/.';
  return out + p.path + (p.query === null ? '' : `?${p.query}`) + (p.fragment === null ? '' : `#${p.fragment}`);
}

describe('url-parse properties', () => {
  it('the components assemble to href, segments join to path, and href parses to itself', async () => {
    await fc.assert(
      fc.asyncProperty(urlArb, async (url) => {
        const out = await outcome('url-parse', { url });
        if (!out.ok) {
          expect(out.code).to.equal('invalid_input');
          return;
        }
        const p = out.value as unknown as Parsed;
        expect(assemble(p)).to.equal(p.href);
        expect(p.path_segments === null).to.equal(p.path_opaque);
        if (p.path_segments !== null) expect(p.path_segments.map((s) => `/${s}`).join('')).to.equal(p.path);
        const again = await outcome('url-parse', { url: p.href });
        expect(again.ok && again.value.href).to.equal(p.href);
      }),
      { numRuns: 400 },
    );
  });
});
