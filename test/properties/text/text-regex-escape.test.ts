// Properties text-regex-escape promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Escaped = { pattern: string; escaped: number };
const FLAVORS = ['re2', 'pcre', 'php_preg_quote', 'ecmascript', 'posix_ere', 'python'] as const;
const textArb = fc.string({ unit: fc.oneof(fc.constantFrom(...'\\.+*?()|[]{}^$-#&~ /=!<>:\t\n'.split('')), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 })), maxLength: 30 }).filter((s) => !s.includes('\0'));

describe('text-regex-escape properties', () => {
  it('removing each escaping backslash gives the text back, and escaped counts the backslashes added', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom(...FLAVORS), fc.option(fc.constantFrom('/', '|', '#'), { nil: undefined }), async (text, flavor, delimiter) => {
        if (flavor === 'ecmascript' && delimiter === '#') return;
        const out = (await runTool('text-regex-escape', { text, flavor, ...(delimiter ? { delimiter } : {}) })) as Escaped;
        expect(out.pattern.replace(/\\([\s\S])/g, '$1')).to.equal(text);
        expect(out.pattern.length - text.length).to.equal(out.escaped);
      }),
      { numRuns: 300 },
    );
  });
  it('letters, digits and non-ASCII characters are never escaped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom('a', 'Z', '0', '9', 'é', '😀', '中'), maxLength: 20 }), fc.constantFrom(...FLAVORS), async (text, flavor) => {
        expect(await runTool('text-regex-escape', { text, flavor })).to.deep.equal({ pattern: text, escaped: 0 });
      }),
      { numRuns: 100 },
    );
  });
});
