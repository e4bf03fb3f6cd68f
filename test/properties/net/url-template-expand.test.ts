import { expect } from 'chai';
import fc from 'fast-check';
import { outcome, runTool } from '../../support/direct.js';

type Expanded = { uri: string };
const expand = async (template: string, variables: Record<string, unknown>): Promise<string> =>
  ((await runTool('url-template-expand', { template, variables })) as Expanded).uri;

// Any text without lone surrogates (the service refuses those before a tool runs).
const textArb = fc.string({ unit: 'grapheme', maxLength: 12 });

describe('url-template-expand properties', () => {
  it('{var} encodes to unreserved characters and triplets, and decodes back to the value', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (value) => {
        const uri = await expand('{v}', { v: value });
        expect(uri).to.match(/^([A-Za-z0-9\-._~]|%[0-9A-F]{2})*$/);
        expect(decodeURIComponent(uri)).to.equal(value);
      }),
      { numRuns: 300 },
    );
  });
  it('{+var} keeps reserved characters and decodes back when the value has no %', async () => {
    await fc.assert(
      fc.asyncProperty(textArb.filter((v) => !v.includes('%')), async (value) => {
        const uri = await expand('{+v}', { v: value });
        expect(decodeURIComponent(uri)).to.equal(value);
        for (const ch of ":/?#[]@!$&'()*+,;=") expect(uri.includes(ch)).to.equal(value.includes(ch));
      }),
      { numRuns: 300 },
    );
  });
  it('a prefix keeps the first n code points', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.integer({ min: 1, max: 15 }), async (value, n) => {
        const uri = await expand(`{v:${n}}`, { v: value });
        expect(decodeURIComponent(uri)).to.equal(Array.from(value).slice(0, n).join(''));
      }),
      { numRuns: 300 },
    );
  });
  it('{?list*} gives one name=value per member, in order, and undefined names add nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(textArb, { minLength: 1, maxLength: 5 }), async (list) => {
        const uri = await expand('{?u,list*,w}', { list, w: null });
        expect(uri.startsWith('?')).to.equal(true);
        const parts = uri.slice(1).split('&');
        expect(parts.map((p) => decodeURIComponent(p.slice('list='.length)))).to.deep.equal(list);
        expect(parts.every((p) => p.startsWith('list='))).to.equal(true);
      }),
      { numRuns: 200 },
    );
  });
  it('a template of literals only comes back unchanged when ASCII, and braces never leak out', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]{0,20}$/), async (t) => {
        expect(await expand(t, {})).to.equal(t);
        const r = await outcome('url-template-expand', { template: `${t}{`, variables: {} });
        expect(r.ok ? 'ok' : r.code).to.equal('invalid_input');
      }),
      { numRuns: 200 },
    );
  });
});
