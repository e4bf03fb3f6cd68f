// Properties text-html-unescape promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Decoded = { result: string; decoded: number };
const piece = fc.oneof(
  fc.constantFrom('&', '&amp;', '&amp', '&lt', '&not', '&notin;', '&#', '&#x', '&#65', '&#x41;', '&#0;', '&#128;', '&nGt;', ';', '=', 'a', '1', ' ', 'é', '😀', '&bogus;'),
  fc.string({ unit: 'grapheme', maxLength: 3 }),
);
const htmlArb = fc.array(piece, { maxLength: 12 }).map((p) => p.join(''));

describe('text-html-unescape properties', () => {
  it('unescape after text-html-escape gives the text back, in both contexts', async () => {
    await fc.assert(
      fc.asyncProperty(htmlArb, fc.constantFrom('content', 'attribute'), async (text, context) => {
        const esc = (await runTool('text-html-escape', { text, context })) as { result: string };
        const out = (await runTool('text-html-unescape', { text: esc.result, context })) as Decoded;
        expect(out.result).to.equal(text);
      }),
      { numRuns: 200 },
    );
  });
  it('a text without & is returned unchanged with nothing decoded', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 30 }).filter((s) => !s.includes('&')), async (text) => {
        expect(await runTool('text-html-unescape', { text })).to.deep.equal({ result: text, decoded: 0 });
      }),
      { numRuns: 100 },
    );
  });
  it('attribute context and require_semicolon only ever decode fewer references than content', async () => {
    await fc.assert(
      fc.asyncProperty(htmlArb, async (text) => {
        const content = (await runTool('text-html-unescape', { text })) as Decoded;
        const attribute = (await runTool('text-html-unescape', { text, context: 'attribute' })) as Decoded;
        const strict = (await runTool('text-html-unescape', { text, require_semicolon: true })) as Decoded;
        expect(attribute.decoded).to.be.at.most(content.decoded);
        expect(strict.decoded).to.be.at.most(attribute.decoded);
        if (!/&[A-Za-z0-9#]/.test(text)) expect(content.decoded).to.equal(0);
      }),
      { numRuns: 200 },
    );
  });
});
