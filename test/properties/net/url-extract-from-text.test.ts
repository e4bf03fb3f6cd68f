import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Link = { url: string; scheme: string; start: number; end: number };
type Found = { urls: Link[]; count: number };

const linkArb = fc
  .tuple(
    fc.constantFrom('http://', 'https://', 'ftp://', 'mailto:', 'www.', 'HTTPS://'),
    fc.stringMatching(/^[a-z0-9][a-z0-9.\-/?=&#()[\]_~%é中]{0,15}$/),
  )
  .map(([p, body]) => p + body);
const fillerArb = fc.constantFrom(' ', ' (', ') ', '. ', ', ', '\n', ' "', '" ', '😀 ', ' x ', '!? ', ' ünï ');
const textArb = fc.array(fc.oneof(linkArb, fillerArb), { maxLength: 12 }).map((parts) => parts.join(''));

describe('url-extract-from-text properties', () => {
  it('links are in order, do not overlap, and their offsets select their text', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        const out = (await runTool('url-extract-from-text', { text })) as Found;
        const cps = Array.from(text);
        expect(out.count).to.equal(out.urls.length);
        let last = 0;
        for (const u of out.urls) {
          expect(u.start).to.be.at.least(last);
          expect(u.end).to.be.greaterThan(u.start);
          last = u.end;
          const found = cps.slice(u.start, u.end).join('');
          expect(u.url).to.equal(u.scheme === 'www' ? `http://${found}` : found);
          expect(found).to.not.match(/[\s<>"`{}|\\^]/u);
          expect(found).to.not.match(/[.,;:!?']$/);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('a link found alone is found again, whole, when surrounded by spaces and trailing punctuation', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom('.', ',', '!', '?', ';', ':'), async (text, punct) => {
        const out = (await runTool('url-extract-from-text', { text })) as Found;
        for (const u of out.urls) {
          const again = (await runTool('url-extract-from-text', { text: ` ${u.url}${punct} ` })) as Found;
          expect(again.urls.map((x) => x.url)).to.deep.equal([u.url]);
        }
      }),
      { numRuns: 150 },
    );
  });
  it('brackets kept at the end of a link are balanced inside it', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        const out = (await runTool('url-extract-from-text', { text })) as Found;
        for (const u of out.urls) {
          const count = (ch: string) => [...u.url].filter((c) => c === ch).length;
          if (u.url.endsWith(')')) expect(count(')')).to.be.at.most(count('('));
          if (u.url.endsWith(']')) expect(count(']')).to.be.at.most(count('['));
        }
      }),
      { numRuns: 300 },
    );
  });
});
