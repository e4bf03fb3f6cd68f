import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Out = { value: { numerator: string; denominator: string }; text: string; turns: string };
const FULL = { degrees: 360n, gradians: 400n, turns: 1n } as const;

const angle = fc.tuple(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 1000n }));
const unit = fc.constantFrom('degrees', 'gradians', 'turns') as fc.Arbitrary<keyof typeof FULL>;

describe('angle-normalize properties', () => {
  it('lands in the range, and angle = value + turns * full exactly', async () => {
    await fc.assert(
      fc.asyncProperty(angle, unit, fc.constantFrom('unsigned', 'signed'), async ([n, d], u, range) => {
        const r = (await runTool('angle-normalize', { angle: `${n}/${d}`, unit: u, range })) as Out;
        const [vn, vd] = [BigInt(r.value.numerator), BigInt(r.value.denominator)];
        const full = FULL[u];
        if (range === 'unsigned') expect(vn >= 0n && vn < full * vd).to.equal(true);
        else expect(-full * vd < 2n * vn && 2n * vn <= full * vd).to.equal(true);
        // n/d = vn/vd + turns * full, cross-multiplied
        expect(n * vd).to.equal((vn + BigInt(r.turns) * full * vd) * d);
      }),
      { numRuns: 200 },
    );
  });

  it('is idempotent: a normalized angle comes back unchanged with zero turns', async () => {
    await fc.assert(
      fc.asyncProperty(angle, unit, fc.constantFrom('unsigned', 'signed'), async ([n, d], u, range) => {
        const once = (await runTool('angle-normalize', { angle: `${n}/${d}`, unit: u, range })) as Out;
        const twice = (await runTool('angle-normalize', { angle: once.text, unit: u, range })) as Out;
        expect(twice).to.deep.equal({ ...once, turns: '0' });
      }),
      { numRuns: 200 },
    );
  });
});
