import { expect } from 'chai';
import fc from 'fast-check';
import { outcome } from '../../support/direct.js';
import { urlArb } from './url-arbitraries.js';

/** Every %XX as the byte it names (as a latin-1 character): equal for texts that differ only in escapes' spelling. */
function bytesOf(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const options = fc.record(
  {
    decode_unreserved: fc.boolean(),
    uppercase_percent_hex: fc.boolean(),
    remove_fragment: fc.boolean(),
    remove_empty_query: fc.boolean(),
    remove_empty_fragment: fc.boolean(),
  },
  { requiredKeys: [] },
);

describe('url-normalize properties', () => {
  it('is a fixed point, parses to itself, and differs from the WHATWG href only in escapes', async () => {
    await fc.assert(
      fc.asyncProperty(urlArb, options, async (url, opts) => {
        const out = await outcome('url-normalize', { url, ...opts });
        const parsed = await outcome('url-parse', { url });
        expect(out.ok).to.equal(parsed.ok);
        if (!out.ok || !parsed.ok) return;
        const href = out.value.href as string;
        expect(out.value.changed).to.equal(href !== url);
        const again = await outcome('url-normalize', { url: href, ...opts });
        expect(again.ok && again.value.href).to.equal(href);
        const reparsed = await outcome('url-parse', { url: href });
        expect(reparsed.ok && reparsed.value.href).to.equal(href);
        if (opts.remove_fragment !== true && opts.remove_empty_query !== true && opts.remove_empty_fragment !== true) {
          expect(bytesOf(href)).to.equal(bytesOf(parsed.value.href as string));
        }
        if (opts.decode_unreserved !== false) expect(href).to.not.match(/%(4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa]|3[0-9]|2[DEde]|5[Ff]|7[Ee])/);
        if (opts.uppercase_percent_hex !== false) expect(href).to.not.match(/%([0-9A-F][a-f]|[a-f][0-9A-Fa-f])/);
      }),
      { numRuns: 500 },
    );
  });
});
