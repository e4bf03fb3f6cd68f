// Properties text-find promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Match = {
  text: string; line: number; column: number; offset: number; utf16_offset: number; byte_offset: number;
  end_line: number; end_column: number; end_offset: number; end_utf16_offset: number; end_byte_offset: number;
  groups: { number: number; name: string | null; text: string | null; offset: number | null; end_offset: number | null }[];
};
type Found = { count: number; truncated: boolean; matches: Match[] };

const utf8 = (s: string) => new TextEncoder().encode(s).length;
const textArb = fc.string({ unit: fc.constantFrom('a', 'b', 'ab', '\n', '\r\n', '\r', 'é', '😀', ' ', '.'), maxLength: 30 });

/** Line and column (1-based, code points) of a UTF-16 offset: lines start after each LF, CRLF or CR, but not at the very end. */
function lineColumn(text: string, at: number): [number, number] {
  const starts = [0];
  for (const m of text.matchAll(/\r\n|\r|\n/g)) if (m.index + m[0].length < text.length) starts.push(m.index + m[0].length);
  const line = starts.filter((s) => s <= at).length;
  return [line, Array.from(text.slice(starts[line - 1], at)).length + 1];
}

describe('text-find properties', () => {
  it('every offset of a match agrees with its text and with the other units', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom('a', 'b*', '.', '(a)(b)?', '\\s', '$', '(?m)^', 'é|😀'), async (text, pattern) => {
        const out = (await runTool('text-find', { text, pattern, mode: 'regex' })) as Found;
        for (const m of out.matches) {
          expect(text.slice(m.utf16_offset, m.end_utf16_offset)).to.equal(m.text);
          expect(Array.from(text.slice(0, m.utf16_offset)).length).to.equal(m.offset);
          expect(Array.from(text.slice(0, m.end_utf16_offset)).length).to.equal(m.end_offset);
          expect(utf8(text.slice(0, m.utf16_offset))).to.equal(m.byte_offset);
          expect(utf8(text.slice(0, m.end_utf16_offset))).to.equal(m.end_byte_offset);
          expect([m.line, m.column]).to.deep.equal(lineColumn(text, m.utf16_offset));
          expect([m.end_line, m.end_column]).to.deep.equal(lineColumn(text, m.end_utf16_offset));
          for (const g of m.groups) if (g.text !== null) expect(Array.from(text).slice(g.offset!, g.end_offset!).join('')).to.equal(g.text);
        }
        const starts = out.matches.map((m) => m.utf16_offset);
        expect(starts).to.deep.equal([...starts].sort((x, y) => x - y));
      }),
      { numRuns: 300 },
    );
  });
  it('literal mode finds the non-overlapping occurrences indexOf finds, left to right', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom('a', 'ab', 'aa', '.', '😀', 'a\nb', 'é.'), fc.boolean(), async (text, pattern, ci) => {
        const out = (await runTool('text-find', { text, pattern, mode: 'literal' })) as Found;
        const expected: number[] = [];
        for (let at = text.indexOf(pattern); at >= 0; at = text.indexOf(pattern, at + pattern.length)) expected.push(at);
        expect(out.matches.map((m) => m.utf16_offset)).to.deep.equal(expected);
        if (ci) {
          const upper = (await runTool('text-find', { text: text.toUpperCase(), pattern, mode: 'literal', case_insensitive: true })) as Found;
          expect(upper.count).to.equal(out.count);
        }
      }),
      { numRuns: 300 },
    );
  });
});
