import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Out = { parts: string[]; scale: number; leftover_units: number };
const allocate = async (total: string, ratios: string[], scale: number) => (await runTool('decimal-allocate', { total, ratios, scale })) as Out;

/** Integer units of a plain decimal at `scale` (the text has at most `scale` fraction digits). */
function units(text: string, scale: number): bigint {
  const [int, frac = ''] = text.replace('-', '').split('.');
  const u = BigInt(int! + frac.padEnd(scale, '0'));
  return text.startsWith('-') ? -u : u;
}
const unitsText = (u: bigint, scale: number): string => {
  const neg = u < 0n;
  const s = (neg ? -u : u).toString().padStart(scale + 1, '0');
  return (neg ? '-' : '') + (scale ? `${s.slice(0, -scale)}.${s.slice(-scale)}` : s);
};

const scaleArb = fc.integer({ min: 0, max: 4 });
const totalUnits = fc.oneof(fc.bigInt({ min: -1000n, max: 1000n }), fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }));
const ratiosArb = fc.array(fc.oneof(fc.constantFrom('0', '1', '2', '3', '0.5'), fc.integer({ min: 0, max: 1000 }).map(String)), { minLength: 1, maxLength: 15 }).filter((r) => r.some((x) => Number(x) > 0));

describe('decimal-allocate properties', () => {
  it('the parts sum exactly to the total, each within one unit of its exact quota, zero ratios get zero', async () => {
    await fc.assert(
      fc.asyncProperty(totalUnits, ratiosArb, scaleArb, async (t, ratios, scale) => {
        const out = await allocate(unitsText(t, scale), ratios, scale);
        const parts = out.parts.map((p) => units(p, scale));
        expect(parts.reduce((a, b) => a + b, 0n)).to.equal(t);
        // quota_i = |t| w_i / W with w_i scaled by 10 (ratios have at most one fraction digit)
        const w = ratios.map((r) => units(r, 1));
        const W = w.reduce((a, b) => a + b, 0n);
        const abs = t < 0n ? -t : t;
        parts.forEach((p, i) => {
          const a = p < 0n ? -p : p;
          const q = abs * w[i]!; // compare a with q / W: |a W - q| < W
          const diff = a * W - q;
          expect(diff < W && diff > -W, `part ${i}`).to.equal(true);
          if (w[i] === 0n) expect(a).to.equal(0n);
          if (t !== 0n && a !== 0n) expect(p < 0n).to.equal(t < 0n);
        });
        expect(out.leftover_units).to.be.below(ratios.length);
      }),
      { numRuns: 200 },
    );
  });

  it('scaling every ratio by the same factor changes nothing, and a negative total mirrors the positive one', async () => {
    await fc.assert(
      fc.asyncProperty(totalUnits, ratiosArb, scaleArb, fc.integer({ min: 2, max: 1000 }), async (t, ratios, scale, k) => {
        const a = await allocate(unitsText(t, scale), ratios, scale);
        const scaled = await allocate(unitsText(t, scale), ratios.map((r) => String(Number(r) * k)), scale);
        expect(scaled.parts).to.deep.equal(a.parts);
        const mirrored = await allocate(unitsText(-t, scale), ratios, scale);
        expect(mirrored.parts).to.deep.equal(a.parts.map((p) => (p.startsWith('-') ? p.slice(1) : /[1-9]/.test(p) ? '-' + p : p)));
      }),
      { numRuns: 150 },
    );
  });

  it('a larger remainder never gets fewer leftover units: parts are ordered as their quotas', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 0n, max: 10n ** 6n }), ratiosArb, async (t, ratios) => {
        const out = await allocate(t.toString(), ratios, 0);
        const parts = out.parts.map(BigInt);
        const w = ratios.map((r) => units(r, 1));
        for (let i = 0; i < w.length; i++) for (let j = 0; j < w.length; j++) if (w[i]! > w[j]!) expect(parts[i]! >= parts[j]!).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });
});
