import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Result = { valid: boolean; digits: string; given_check_digit: number; check_digit: number; check_digit_to_append: number };

/** Luhn validity from the ISO/IEC 7812-1 definition: sum with every second digit from the right doubled. */
function referenceValid(digits: string): boolean {
  let sum = 0;
  [...digits].reverse().forEach((c, i) => {
    const d = Number(c) * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(d / 10) + (d % 10);
  });
  return sum % 10 === 0;
}

const digitStrings = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 40 });

describe('luhn-check properties', () => {
  it('agrees with the reference definition', async () => {
    await fc.assert(
      fc.asyncProperty(digitStrings, async (number) => {
        const r = (await runTool('luhn-check', { number })) as Result;
        expect(r.valid).to.equal(referenceValid(number));
        expect(r.digits).to.equal(number);
      }),
      { numRuns: 200 },
    );
  });

  it('appending check_digit_to_append always validates; replacing the last digit by check_digit too', async () => {
    await fc.assert(
      fc.asyncProperty(digitStrings, async (number) => {
        const r = (await runTool('luhn-check', { number })) as Result;
        const appended = (await runTool('luhn-check', { number: number + r.check_digit_to_append })) as Result;
        expect(appended.valid).to.equal(true);
        const fixed = (await runTool('luhn-check', { number: number.slice(0, -1) + r.check_digit })) as Result;
        expect(fixed.valid).to.equal(true);
        expect(r.valid).to.equal(r.check_digit === r.given_check_digit);
      }),
      { numRuns: 150 },
    );
  });

  it('detects every single-digit substitution', async () => {
    await fc.assert(
      fc.asyncProperty(digitStrings, fc.nat(), fc.integer({ min: 1, max: 9 }), async (payload, pos, delta) => {
        const r = (await runTool('luhn-check', { number: payload })) as Result;
        const valid = payload + r.check_digit_to_append;
        const i = pos % valid.length;
        const changed = valid.slice(0, i) + ((Number(valid[i]) + delta) % 10) + valid.slice(i + 1);
        expect(((await runTool('luhn-check', { number: changed })) as Result).valid).to.equal(false);
      }),
      { numRuns: 150 },
    );
  });

  it('stripping spaces and hyphens gives the same result as the bare digits', async () => {
    const sep = fc.constantFrom(' ', '-', '  ', ' - ');
    await fc.assert(
      fc.asyncProperty(digitStrings, fc.array(sep, { maxLength: 41 }), async (number, gaps) => {
        const spaced = [...number].map((d, i) => (gaps[i] ?? '') + d).join('') + (gaps[number.length] ?? '');
        const a = await runTool('luhn-check', { number: spaced, strip_separators: true });
        const b = await runTool('luhn-check', { number });
        expect(a).to.deep.equal(b);
      }),
      { numRuns: 150 },
    );
  });
});
