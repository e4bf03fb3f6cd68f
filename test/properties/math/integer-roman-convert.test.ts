import { expect } from 'chai';
import { outcome, runTool } from '../../support/direct.js';

type R = { value: string; roman: string };

describe('integer-roman-convert properties', () => {
  const canonical = new Map<string, number>();

  it('every value 1..3999 round-trips, in both cases, and numerals are distinct', async () => {
    for (let n = 1; n <= 3999; n++) {
      const up = (await runTool('integer-roman-convert', { direction: 'to_roman', value: String(n) })) as R;
      expect(canonical.has(up.roman)).to.equal(false);
      canonical.set(up.roman, n);
      expect(await runTool('integer-roman-convert', { direction: 'from_roman', roman: up.roman.toLowerCase() })).to.deep.equal(up);
    }
  });

  it('every string of up to 5 symbols is accepted exactly when it is the standard form', async () => {
    const symbols = 'IVXLCDM';
    let texts = [''];
    for (let len = 1; len <= 5; len++) {
      texts = texts.flatMap((t) => [...symbols].map((s) => t + s));
      for (const roman of texts) {
        const r = await outcome('integer-roman-convert', { direction: 'from_roman', roman });
        const n = canonical.get(roman);
        if (n === undefined) expect(r, roman).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/roman' });
        else expect(r, roman).to.deep.equal({ ok: true, value: { value: String(n), roman } });
      }
    }
  });
});
