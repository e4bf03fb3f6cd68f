// Differential tests, text patterns and escaping (helper E's tools): each tool against independent,
// well-kept implementations on seeded inputs.
//
// Oracles per tool:
//   text-html-escape    lodash `escape` (& < > " ' with &#39;), `he.escape` (the same with &#x27;, and a
//                       backtick as &#x60;, which rule 4 leaves alone: he escapes it for old IE's
//                       unquoted attributes), `entities` escapeUTF8 (XML: ' as &apos;) and escapeText
//                       (the WHATWG serialisation of text: also U+00A0 as &nbsp;, which rule 4 leaves
//                       alone: "nothing else is touched"). Agreement once those two are set aside.
import { expect } from 'chai';
import { escapeText, escapeUTF8 } from 'entities';
import fc from 'fast-check';
import he from 'he';
import lodash from 'lodash';
import { runTool } from '../support/direct.js';

const RUNS = 200;

const htmlTextArb = fc.string({ unit: fc.oneof(fc.constantFrom('&', '<', '>', '"', "'", '`', '\u00a0', 'a', '&lt;', '😀', '='), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 30 });

describe('differential: text patterns and escaping', () => {
  describe('text-html-escape', () => {
    it('attribute context agrees with lodash escape, he.escape and entities escapeUTF8', async () => {
      await fc.assert(
        fc.asyncProperty(htmlTextArb, async (text) => {
          const esc = async (apostrophe: string) => ((await runTool('text-html-escape', { text, apostrophe })) as { result: string }).result;
          expect(await esc('&#39;')).to.equal(lodash.escape(text));
          expect(await esc('&#x27;')).to.equal(he.escape(text).replace(/&#x60;/g, '`'));
          expect(await esc('&apos;')).to.equal(escapeUTF8(text));
        }),
        { numRuns: RUNS },
      );
    });
    it('content context agrees with entities escapeText (the WHATWG text serialisation) but for NBSP', async () => {
      await fc.assert(
        fc.asyncProperty(htmlTextArb, async (text) => {
          const out = (await runTool('text-html-escape', { text, context: 'content' })) as { result: string };
          expect(out.result).to.equal(escapeText(text).replace(/&nbsp;/g, '\u00a0'));
        }),
        { numRuns: RUNS },
      );
    });
  });
});
