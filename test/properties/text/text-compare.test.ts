// Properties text-compare promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { linesTextArb } from './text-lines-arbitraries.js';

type Place = { line: number; column: number; code_point_offset: number; byte_offset: number; at: string; char: string };
type Compared = { equal: boolean; first_difference: { a: Place; b: Place } | null };
const optionsArb = fc.record({ ignore_line_endings: fc.boolean(), ignore_final_newline: fc.boolean(), ignore_trailing_whitespace: fc.boolean() });
/** A text and a copy with a few edits, so that most pairs differ late rather than at once. */
const pairArb = fc.tuple(linesTextArb(6), linesTextArb(2), linesTextArb(2), fc.boolean()).map(([common, x, y, swap]) => (swap ? [common + x, common + y] : [common + x, common]) as [string, string]);

describe('text-compare properties', () => {
  it('a text equals itself under every option', async () => {
    await fc.assert(
      fc.asyncProperty(linesTextArb(), optionsArb, async (text, options) => {
        expect(await runTool('text-compare', { a: text, b: text, ...options })).to.deep.equal({ equal: true, first_difference: null });
      }),
      { numRuns: 200 },
    );
  });
  it('swapping the texts swaps the places', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb, optionsArb, async ([a, b], options) => {
        const ab = (await runTool('text-compare', { a, b, ...options })) as Compared;
        const ba = (await runTool('text-compare', { a: b, b: a, ...options })) as Compared;
        expect(ba.equal).to.equal(ab.equal);
        if (ab.first_difference) expect(ba.first_difference).to.deep.equal({ a: ab.first_difference.b, b: ab.first_difference.a });
      }),
      { numRuns: 300 },
    );
  });
  it('without options: equal exactly when identical, the texts agree before the difference and differ at it', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb, async ([a, b]) => {
        const r = (await runTool('text-compare', { a, b })) as Compared;
        expect(r.equal).to.equal(a === b);
        if (!r.first_difference) return;
        const { a: pa, b: pb } = r.first_difference;
        expect(pa.code_point_offset).to.equal(pb.code_point_offset);
        expect(pa.line).to.equal(pb.line);
        expect(pa.column).to.equal(pb.column);
        const cpA = Array.from(a);
        const cpB = Array.from(b);
        expect(cpA.slice(0, pa.code_point_offset).join('')).to.equal(cpB.slice(0, pb.code_point_offset).join(''));
        expect(Buffer.byteLength(cpA.slice(0, pa.code_point_offset).join(''))).to.equal(pa.byte_offset);
        expect(pa.at + pa.char).to.not.equal(pb.at + pb.char);
        if (pa.at === 'character') expect(cpA[pa.code_point_offset]).to.equal(pa.char);
        if (pa.at === 'end_of_text') expect(pa.code_point_offset).to.equal(cpA.length);
      }),
      { numRuns: 400 },
    );
  });
});
