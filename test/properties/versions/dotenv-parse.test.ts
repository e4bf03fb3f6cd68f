import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Pair = { key: string; value: string; line: number; wins: boolean };
type Parsed = { pairs: Pair[]; warnings: { line: number; message: string }[] };

const keyArb = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,8}$/);
// Values that survive double quoting unchanged: no double quote, no backslash; line feeds included.
const valueArb = fc.string({ maxLength: 12, unit: fc.oneof({ weight: 5, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) }, { weight: 1, arbitrary: fc.constant('\n') }) }).filter((v) => !/["\\\r]/.test(v));

describe('dotenv-parse properties', () => {
  it('KEY="value" lines written by a simple writer read back exactly, multiline included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(keyArb, valueArb), { minLength: 1, maxLength: 6 }), async (entries) => {
        const text = entries.map(([k, v]) => `${k}="${v}"`).join('\n');
        const out = (await runTool('dotenv-parse', { text })) as Parsed;
        expect(out.pairs.map((p) => [p.key, p.value])).to.deep.equal(entries);
        expect(out.warnings).to.deep.equal([]);
      }),
      { numRuns: 200 },
    );
  });
  it('exactly one winner per key: the last by default, the first with first_wins; lines increase', async () => {
    const lineArb = fc.oneof(fc.tuple(fc.constantFrom('A', 'B', 'C'), fc.constantFrom('1', '2', "'x y'")).map(([k, v]) => `${k}=${v}`), fc.constantFrom('# c', '', 'junk line'));
    await fc.assert(
      fc.asyncProperty(fc.array(lineArb, { maxLength: 10 }), fc.boolean(), async (lines, first) => {
        const text = lines.join('\r\n');
        const out = (await runTool('dotenv-parse', { text, duplicates: first ? 'first_wins' : 'last_wins' })) as Parsed;
        const keys = [...new Set(out.pairs.map((p) => p.key))];
        for (const k of keys) {
          const idx = out.pairs.flatMap((p, i) => (p.key === k ? [i] : []));
          const winners = idx.filter((i) => out.pairs[i]!.wins);
          expect(winners).to.deep.equal([first ? idx[0] : idx[idx.length - 1]]);
        }
        for (let i = 1; i < out.pairs.length; i++) expect(out.pairs[i]!.line).to.be.greaterThan(out.pairs[i - 1]!.line);
        expect(out.warnings.length).to.equal(lines.filter((l) => l === 'junk line').length);
      }),
      { numRuns: 200 },
    );
  });
});
