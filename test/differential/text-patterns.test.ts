// Differential tests, text patterns and escaping (helper E's tools): each tool against independent,
// well-kept implementations on seeded inputs.
//
// Oracles per tool:
//   text-html-escape    lodash `escape` (& < > " ' with &#39;), `he.escape` (the same with &#x27;, and a
//                       backtick as &#x60;, which rule 4 leaves alone: he escapes it for old IE's
//                       unquoted attributes), `entities` escapeUTF8 (XML: ' as &apos;) and escapeText
//                       (the WHATWG serialisation of text: also U+00A0 as &nbsp;, which rule 4 leaves
//                       alone: "nothing else is touched"). Agreement once those two are set aside.
//   text-html-unescape  `he.decode` (with and without isAttributeValue) and `entities` decodeHTML,
//                       decodeHTMLAttribute and decodeHTMLStrict (require_semicolon), on texts built
//                       from reference fragments; every one of the 2231 table entries against
//                       `entities`, which carries its own copy of the WHATWG table. No disagreement.
//                       CPython's html.unescape is not an oracle here: it drops controls and
//                       noncharacters that the Standard keeps (pinned as a rule 3 case).
import { expect } from 'chai';
import { decodeHTML, decodeHTMLAttribute, decodeHTMLStrict, escapeText, escapeUTF8 } from 'entities';
import fc from 'fast-check';
import he from 'he';
import lodash from 'lodash';
import { NAMED_REFERENCES } from '../../impl/text/lib/html-named-references.js';
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
  describe('text-html-unescape', () => {
    const fragment = fc.oneof(
      fc.constantFrom('&', '&amp', '&amp;', '&AMP', '&Amp;', '&lt', '&not', '&notin', '&notin;', '&copy', '&nGt;', '&acE', '&acE;', '&CounterClockwiseContourIntegral;', '&bogus;', '&sup', '&sup1', '&sup2;', '&frac12'),
      fc.constantFrom('&#', '&#x', '&#X', '&#0', '&#00', '&#x80', '&#129', '&#150;', '&#xd800', '&#x10FFFF', '&#x110000', '&#99999999999', '&#x1F600;', '&#13', '&#xFFFE;'),
      fc.constantFrom(';', '=', 'a', 'X', '1', 'f', ' ', '#', 'é', '😀'),
    );
    const textArb = fc.array(fragment, { maxLength: 10 }).map((p) => p.join(''));
    const decode = async (text: string, extra: Record<string, unknown> = {}) => ((await runTool('text-html-unescape', { text, ...extra })) as { result: string }).result;
    it('content context agrees with he.decode and entities decodeHTML', async () => {
      await fc.assert(
        fc.asyncProperty(textArb, async (text) => {
          const got = await decode(text);
          expect(got).to.equal(he.decode(text));
          expect(got).to.equal(decodeHTML(text));
        }),
        { numRuns: RUNS * 2 },
      );
    });
    it('attribute context agrees with he.decode isAttributeValue and entities decodeHTMLAttribute', async () => {
      await fc.assert(
        fc.asyncProperty(textArb, async (text) => {
          const got = await decode(text, { context: 'attribute' });
          expect(got).to.equal(he.decode(text, { isAttributeValue: true }));
          expect(got).to.equal(decodeHTMLAttribute(text));
        }),
        { numRuns: RUNS * 2 },
      );
    });
    it('require_semicolon agrees with entities decodeHTMLStrict', async () => {
      await fc.assert(
        fc.asyncProperty(textArb, async (text) => {
          expect(await decode(text, { require_semicolon: true })).to.equal(decodeHTMLStrict(text));
        }),
        { numRuns: RUNS },
      );
    });
    it('every entry of the named reference table decodes as entities decodes it', async () => {
      expect(NAMED_REFERENCES.size).to.equal(2231);
      const names = [...NAMED_REFERENCES.keys()];
      const text = names.map((n) => `&${n}|`).join('');
      expect(await decode(text)).to.equal(decodeHTML(text));
      expect(await decode(text)).to.equal(he.decode(text));
    });
  });
});
