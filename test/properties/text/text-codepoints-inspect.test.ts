// Properties text-codepoints-inspect promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Item = { index: number; utf16_offset: number; code_point: string; character: string; name: string; utf8: string; utf16: string };
type Inspected = { code_points: number; utf16_units: number; utf8_bytes: number; items: Item[] };

const textArb = fc.string({ unit: fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }), fc.integer({ min: 0, max: 0x10ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff).map((cp) => String.fromCodePoint(cp))), maxLength: 60 });

describe('text-codepoints-inspect properties', () => {
  it('the items rebuild the text, offsets and lengths add up, and every item has a name or a label', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        if ([...text].length > 500) return;
        const r = (await runTool('text-codepoints-inspect', { text })) as Inspected;
        expect(r.items.map((i) => i.character).join('')).to.equal(text);
        expect(r.code_points).to.equal([...text].length);
        expect(r.utf16_units).to.equal(text.length);
        expect(r.utf8_bytes).to.equal(new TextEncoder().encode(text).length);
        let offset = 0;
        r.items.forEach((item, i) => {
          expect(item.index).to.equal(i);
          expect(item.utf16_offset).to.equal(offset);
          offset += item.character.length;
          expect(parseInt(item.code_point.slice(2), 16)).to.equal(item.character.codePointAt(0));
          expect(item.name).to.match(/^([A-Z0-9][A-Z0-9 -]*|<(control|private-use|surrogate|noncharacter|reserved)-[0-9A-F]{4,6}>)$/);
        });
      }),
      { numRuns: 300 },
    );
  });
});
