import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

// Texts rich in the characters the encode sets differ on, with non-ASCII and astral characters.
const textArb = fc.array(
  fc.oneof(fc.constantFrom(...' !"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~\t\n\u0000\u007f%41%g'.split('')), fc.string({ maxLength: 3 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })),
  { maxLength: 12 },
).map((parts) => parts.join(''));
const SETS = ['c0-control', 'fragment', 'query', 'special-query', 'path', 'path-segment', 'userinfo', 'component', 'form', 'unreserved'] as const;
const encode = async (text: string, encode_set: string) => ((await runTool('url-percent-encode', { text, encode_set })) as { encoded: string }).encoded;

describe('url-percent-encode properties', () => {
  it('sets holding "%" round-trip through url-percent-decode', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom('path-segment', 'component', 'form', 'unreserved'), async (text, set) => {
        const encoded = await encode(text, set);
        const back = (await runTool('url-percent-decode', { text: encoded, mode: set === 'form' ? 'form' : 'plain', on_error: 'strict' })) as { decoded: string };
        expect(back.decoded).to.equal(text);
      }),
      { numRuns: 300 },
    );
  });
  it('the output is printable ASCII, and every character left unencoded is outside the set', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom(...SETS), async (text, set) => {
        const encoded = await encode(text, set);
        expect([...encoded].every((c) => c.charCodeAt(0) < 0x80)).to.equal(true);
        // Encoding the output's unescaped characters once more with the same set changes nothing but "%" and controls.
        const plain = encoded.replace(/%[0-9A-F]{2}/g, '');
        for (const ch of plain) {
          if (ch === '%' || ch.charCodeAt(0) < 0x20 || (ch === '+' && set === 'form')) continue;
          expect(await encode(ch, set), `${set} keeps ${JSON.stringify(ch)}`).to.equal(ch);
        }
      }),
      { numRuns: 200 },
    );
  });
  it('sets nest as the standard says: a character a larger set keeps, every smaller one keeps', async () => {
    const chain = ['c0-control', 'query', 'path', 'userinfo', 'component', 'form'];
    for (let c = 0x20; c < 0x7f; c++) {
      const ch = String.fromCharCode(c);
      const kept = await Promise.all(chain.map(async (s) => (await encode(ch, s)) === ch));
      for (let i = 1; i < kept.length; i++) if (kept[i]) expect(kept[i - 1], `${ch} in ${chain[i - 1]}`).to.equal(true);
    }
  });
  it('the WPT percent-encoding.json utf-8 outputs under special-query', async () => {
    const data = JSON.parse(readFileSync('test/fixtures/net/percent-encoding.json', 'utf8')) as unknown[];
    let n = 0;
    for (const t of data) {
      if (typeof t === 'string') continue;
      const { input, output } = t as { input: string; output: Record<string, string> };
      expect(await encode(input, 'special-query'), JSON.stringify(input)).to.equal(output['utf-8']);
      n++;
    }
    expect(n).to.equal(7);
  });
});
