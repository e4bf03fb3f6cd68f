import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Merged = { variables: { key: string; value: string; file_index: number; line: number; overridden: { file_index: number; line: number }[] }[]; warnings: { file_index: number; code: string }[] };

const fileArb = fc.array(fc.tuple(fc.constantFrom('A', 'B', 'C', 'D'), fc.constantFrom('1', '2', '3')), { maxLength: 5 }).map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('\n'));

describe('dotenv-merge properties', () => {
  it('merging equals parsing the files concatenated with the last value winning', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fileArb, { minLength: 1, maxLength: 4 }), async (texts) => {
        const merged = (await runTool('dotenv-merge', { files: texts.map((text, i) => ({ name: `f${i}`, text })) })) as Merged;
        const parsed = (await runTool('dotenv-parse', { text: texts.join('\n') })) as { pairs: { key: string; value: string; wins: boolean }[] };
        const expected = [...new Map(parsed.pairs.map((p) => [p.key, 0])).keys()].map((k) => [k, parsed.pairs.find((p) => p.key === k && p.wins)!.value]);
        expect(merged.variables.map((v) => [v.key, v.value])).to.deep.equal(expected);
        const occurrences = parsed.pairs.length;
        expect(merged.variables.reduce((n, v) => n + 1 + v.overridden.length, 0)).to.equal(occurrences);
      }),
      { numRuns: 200 },
    );
  });
  it('one file alone reports every replaced in-file occurrence as duplicate_key', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, async (text) => {
        const merged = (await runTool('dotenv-merge', { files: [{ name: '.env', text }] })) as Merged;
        const replaced = merged.variables.reduce((n, v) => n + v.overridden.length, 0);
        expect(merged.warnings.filter((w) => w.code === 'duplicate_key').length).to.equal(replaced);
      }),
      { numRuns: 200 },
    );
  });
});
