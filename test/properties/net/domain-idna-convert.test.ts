import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Converted = { ascii: string | null; unicode: string | null; valid: boolean; labels: { unicode: string; ascii: string | null }[]; problems: { label_index: number | null; code: string }[] };

const pieces = ['a', 'q', 'Z', '0', '-', '.', 'ß', 'ς', 'é', 'e\u0301', '\u0301', 'Ａ', '\u3002', '\u00ad', '\u200c', '\u200d', '\u094d', 'क', 'א', 'ب', '١', '\u2488', '_', 'xn--', 'ü', 'İ', '❤', '𝒜', 'ж'];
const domainArb = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 12 }).map((p) => p.join(''));
const flagsArb = fc.record({ check_hyphens: fc.boolean(), check_bidi: fc.boolean(), check_joiners: fc.boolean(), use_std3_ascii_rules: fc.boolean(), verify_dns_length: fc.boolean() });

describe('domain-idna-convert properties', () => {
  it('a valid result round-trips: ToUnicode of the ASCII form is the Unicode form, and ToASCII of that is the ASCII form', async () => {
    await fc.assert(
      fc.asyncProperty(domainArb, flagsArb, async (domain, flags) => {
        const out = (await runTool('domain-idna-convert', { domain, ...flags })) as Converted;
        expect(out.valid).to.equal(out.problems.length === 0);
        expect(out.valid).to.equal(out.ascii !== null);
        expect(out.labels.map((l) => l.unicode).join('.')).to.equal(out.unicode);
        if (!out.valid) return;
        expect([...out.ascii!].every((c) => c.charCodeAt(0) < 0x80)).to.equal(true);
        const back = (await runTool('domain-idna-convert', { domain: out.ascii, ...flags })) as Converted;
        expect(back.unicode).to.equal(out.unicode);
        expect(back.ascii).to.equal(out.ascii);
        const again = (await runTool('domain-idna-convert', { domain: out.unicode, ...flags })) as Converted;
        expect(again.ascii).to.equal(out.ascii);
      }),
      { numRuns: 300 },
    );
  });
  it('turning a check off never adds a problem; problems are ordered by label', async () => {
    await fc.assert(
      fc.asyncProperty(domainArb, flagsArb, fc.constantFrom('check_hyphens', 'check_bidi', 'check_joiners', 'use_std3_ascii_rules', 'verify_dns_length'), async (domain, flags, flag) => {
        const on = (await runTool('domain-idna-convert', { domain, ...flags, [flag]: true })) as Converted;
        const off = (await runTool('domain-idna-convert', { domain, ...flags, [flag]: false })) as Converted;
        if (flag !== 'check_hyphens') expect(off.problems.length).to.be.at.most(on.problems.length); // check_hyphens off adds criterion 4
        const idx = on.problems.map((p) => p.label_index ?? Infinity);
        expect(idx).to.deep.equal([...idx].sort((a, b) => a - b));
      }),
      { numRuns: 300 },
    );
  });
});
