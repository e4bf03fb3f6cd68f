// Properties text-invisible-detect promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Finding = { index: number; utf16_offset: number; code_point: string; kind: string };
type Detected = { clean: boolean; truncated: boolean; counts: Record<string, number>; findings: Finding[]; mixed_script_words: { word: string; index: number; utf16_offset: number; length: number }[] };

const unit = fc.oneof(
  fc.constantFrom('\u200b', '\u200d', '\u202e', '\u2066', '\ufeff', '\u00a0', '\u3000', '\u00ad', '\u0000', '\ufe0f', '\u{E0041}', 'a', 'а', 'ο', 'o', ' ', '1', 'ひ', '日', '한'),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
);
const textArb = fc.string({ unit, maxLength: 40 });

describe('text-invisible-detect properties', () => {
  it('findings point at their code points, in order; counts match; clean means nothing found', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        const r = (await runTool('text-invisible-detect', { text })) as Detected;
        const cps = [...text];
        let previous = -1;
        for (const f of r.findings) {
          expect(f.index).to.be.greaterThan(previous);
          previous = f.index;
          expect(`U+${cps[f.index]!.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).to.equal(f.code_point);
          expect(text.codePointAt(f.utf16_offset)).to.equal(cps[f.index]!.codePointAt(0));
        }
        const total = Object.values(r.counts).reduce((a, b) => a + b, 0);
        expect(total).to.equal(r.findings.length);
        for (const w of r.mixed_script_words) expect(text.slice(w.utf16_offset).startsWith(w.word)).to.equal(true);
        expect(r.clean).to.equal(r.findings.length === 0 && r.mixed_script_words.length === 0);
      }),
      { numRuns: 300 },
    );
  });
  it('removing every reported character leaves a text with no findings, and kinds filters findings', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        const r = (await runTool('text-invisible-detect', { text, mixed_script: false })) as Detected;
        const drop = new Set(r.findings.map((f) => f.index));
        const stripped = [...text].filter((_, i) => !drop.has(i)).join('');
        expect(((await runTool('text-invisible-detect', { text: stripped, mixed_script: false })) as Detected).findings).to.deep.equal([]);
        const only = (await runTool('text-invisible-detect', { text, kinds: ['zero_width'], mixed_script: false })) as Detected;
        expect(only.findings).to.deep.equal(r.findings.filter((f) => f.kind === 'zero_width'));
      }),
      { numRuns: 200 },
    );
  });
});
