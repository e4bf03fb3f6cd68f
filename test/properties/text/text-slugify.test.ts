// Properties text-slugify promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

const slugify = async (input: Record<string, unknown>): Promise<string> => ((await runTool('text-slugify', input)) as { slug: string }).slug;
const unit = fc.oneof(
  fc.constantFrom(' ', '-', '_', '.', '!', "'", '’', 'é', 'ü', 'ß', 'Æ', 'ø', 'ł', 'Ж', 'щ', 'Ω', 'ǎ', 'ﬁ', '①', '東', '😀', 'A', 'z', '7', 'e\u0301'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
const textArb = fc.string({ unit, maxLength: 30 });
const separator = fc.constantFrom('-', '_', '.', '~', '');

describe('text-slugify properties', () => {
  it('a default slug is lowercase ASCII words joined by single separators, and slugifying it again changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, separator, async (text, sep) => {
        const slug = await slugify({ text, separator: sep });
        const esc = sep.replace(/[.]/g, '\\.');
        if (sep !== '') expect(slug).to.match(new RegExp(`^([a-z0-9]+(${esc}[a-z0-9]+)*)?$`));
        else expect(slug).to.match(/^[a-z0-9]*$/);
        if (sep !== '') expect(await slugify({ text: slug, separator: sep })).to.equal(slug);
      }),
      { numRuns: 300 },
    );
  });
  it('keep_unicode only adds characters; max_length gives a prefix of at most that length', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.integer({ min: 1, max: 20 }), async (text, max) => {
        const plain = await slugify({ text });
        const unicode = await slugify({ text, keep_unicode: true });
        expect(unicode.replace(/[^a-z0-9-]/gu, '-').replace(/-+/g, '-').replace(/^-|-$/g, '')).to.equal(plain);
        const cut = await slugify({ text, max_length: max });
        expect([...cut].length).to.be.at.most(max);
        expect(plain.startsWith(cut)).to.equal(true);
        expect(cut.endsWith('-')).to.equal(false);
      }),
      { numRuns: 200 },
    );
  });
});
