// Properties text-html-escape promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { decodeHTML } from 'entities';
import { runTool } from '../../support/direct.js';

type Escaped = { result: string; replaced: number };
const textArb = fc.string({ unit: fc.oneof(fc.constantFrom('&', '<', '>', '"', "'", 'a', ' ', '\u00a0', '😀', '&amp;', '`'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 40 });
const count = (s: string, set: string) => Array.from(s).filter((c) => set.includes(c)).length;

describe('text-html-escape properties', () => {
  it('decoding the result as HTML gives the text back, in both contexts and every apostrophe form', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom('&#x27;', '&#39;', '&apos;'), async (text, apostrophe) => {
        const attr = (await runTool('text-html-escape', { text, apostrophe })) as Escaped;
        expect(decodeHTML(attr.result)).to.equal(text);
        const content = (await runTool('text-html-escape', { text, context: 'content' })) as Escaped;
        expect(decodeHTML(content.result)).to.equal(text);
      }),
      { numRuns: 200 },
    );
  });
  it('the result has no < or >, no quotes in attribute context, and every & starts a reference it made', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        const attr = (await runTool('text-html-escape', { text })) as Escaped;
        expect(attr.result).to.not.match(/[<>"']/);
        expect(attr.result.replace(/&(amp|lt|gt|quot|#x27);/g, '')).to.not.include('&');
        expect(attr.replaced).to.equal(count(text, '&<>"\''));
        const content = (await runTool('text-html-escape', { text, context: 'content' })) as Escaped;
        expect(content.result).to.not.match(/[<>]/);
        expect(content.replaced).to.equal(count(text, '&<>'));
        // Content escaping is attribute escaping with the quotes left alone.
        expect(content.result.replace(/"/g, '&quot;').replace(/'/g, '&#x27;')).to.equal(attr.result);
      }),
      { numRuns: 200 },
    );
  });
});
