// Differential tests, units category: each tool against js-quantities (Qty) on seeded values and unit
// pairs. The oracle computes in binary64 from its own factor table, so results are compared to a
// relative 1e-12; our results are exact rationals, checked against the cited definitions in the
// contracts and the property tests.
//
// Oracles per tool, and the disagreements pinned as contract cases (who is right, by which definition):
//   unit-length-convert   js-quantities length units. Qty's AU is 149597900000 m (a rounded value);
//                         IAU 2012 resolution B2 fixes 149597870700 m: pinned as "rule 2, IAU 2012: 1 au in
//                         kilometres". Qty's ly is 9460528000000000 m (a tropical-year light-year); the IAU
//                         light-year is c x 365.25 x 86400 s = 9460730472580800 m: pinned as "rule 2, 1
//                         light-year in astronomical units". Qty has no US survey foot or mile.
//   unit-mass-convert     js-quantities mass units. Qty's oz is 0.0283495231 kg (truncated); 1 oz = 1/16 lb
//                         = 0.028349523125 kg exactly (NIST Handbook 44 appendix C): pinned as "rule 2, 1
//                         avoirdupois ounce is exactly 28.349523125 g". Qty has no troy ounce or long ton.
//   unit-area-convert     js-quantities area units. Qty's acre is 4046.85642 m2 (rounded); 43560 ft2 =
//                         4046.8564224 m2 exactly: pinned as "rule 2, 1 acre is 43560 square feet" and
//                         example 1. Qty has no hectare or are.
//   unit-volume-convert   js-quantities volume units. Qty's US gallon is 0.0037854118 m3 and its quart, pint,
//                         cup, fluid ounce, tablespoon and teaspoon are rounded likewise; 231 in3 =
//                         3.785411784 L exactly: pinned as "rule 2, NIST Handbook 44 appendix C: 1 US fluid
//                         ounce is exactly 29.5735295625 mL" and example 1. Qty has no imperial units.
//   unit-speed-convert    js-quantities. Qty's knot is 0.514444444 m/s (truncated); 1852/3600 m/s exactly:
//                         pinned as "rule 2, NIST SP 811 B.8: 1 knot is 1852/3600 m/s (0.514444...)".
//   unit-temperature-convert  js-quantities tempC/tempF/tempK/tempR for absolute readings and degC/degF/degK/
//                         degR for differences (Qty keeps the two apart as we do; its degF is a difference,
//                         so "1 degF" to tempC is -272.59, not -17.2). No disagreement beyond binary rounding.
//   byte-size-convert     js-quantities information units (its b, kb, Mb are bits, Kib, Mib binary bits; it has
//                         no JEDEC convention, which the contract cases pin from JESD100B.01). Agrees exactly.
//   byte-size-parse       `bytes` (bytes.parse): case-insensitive, every prefix 1024-based, b means bytes and
//                         fractions floored. Compared under convention jedec on texts with K, M, G, T and B
//                         whose size is a whole number of bytes: equal. Disagreements, pinned as cases:
//                         "1Mb" and "512kb" (a lower-case b is bits by IEC 80000-13; bytes reads bytes),
//                         "1PB" (JEDEC defines no P; bytes takes 2^50), "1.5 B" (bytes floors to 1; a size
//                         in bytes that is not whole is refused by rule 5).
//   byte-size-format      pretty-bytes (5.6) with minimum = maximum fraction digits and locale en-US, binary for
//                         iec; its rounding is toLocaleString's half-expand on a binary64 quotient, so values
//                         are compared with rounding half_up to within one last-digit step. Disagreements,
//                         pinned as cases: pretty-bytes names the binary kilo "kiB" (IEC 80000-13: KiB), it
//                         writes a count in B with fraction digits ("1,023.0 B"), and it does not move a value
//                         that rounds up to the base to the next unit ("1,000.0 kB" for 999999 B; rule 4
//                         gives "1.0 MB").
//   unit-length-compound-format  no package writes compound lengths; the parts' total (ft x 12 + in, m x 100 + cm)
//                         against Qty's conversion of the input to the smallest unit, to within the rounding step.
//   data-transfer-time    js-quantities: Qty(size).div(Qty(rate)).to('s') with its b (bit) and B units, to a
//                         relative 1e-12. No disagreement (its 1024-based units are the IEC ones).
// convert-units (2.3.4) was tried and dropped: its metric-imperial bridge is inexact (1 in = 2.53999991872 cm).
import { expect } from 'chai';
import fc from 'fast-check';
import bytes from 'bytes';
import Qty from 'js-quantities';
import prettyBytes from 'pretty-bytes';
import { runTool } from '../support/direct.js';

type Out = { value: string; exact: boolean; rational: { numerator: string; denominator: string } };

const valueArb = fc
  .tuple(fc.boolean(), fc.integer({ min: 0, max: 10 ** 9 }), fc.integer({ min: 0, max: 6 }))
  .map(([neg, n, scale]) => {
    const digits = String(n).padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return `${neg && n !== 0 ? '-' : ''}${text}`;
  });

/** Quotient of two BigInts as a float with ~16 significant digits. */
function ratioToNumber(n: bigint, d: bigint): number {
  if (n === 0n) return 0;
  const shift = BigInt(Math.max(0, d.toString().length - n.toString().replace('-', '').length + 20));
  return Number((n * 10n ** shift) / d) / 10 ** Number(shift);
}

function agree(ours: Out, oracle: number): boolean {
  const mine = ratioToNumber(BigInt(ours.rational.numerator), BigInt(ours.rational.denominator));
  if (oracle === 0) return mine === 0;
  return Math.abs(mine - oracle) <= 1e-12 * Math.abs(oracle);
}

/** Seeded conversions of `id` against Qty for every pair of units the map names. */
function againstQty(id: string, names: Record<string, string>): void {
  const unit = fc.constantFrom(...Object.keys(names));
  it(`${id} agrees with js-quantities on every unit both define exactly`, async () => {
    await fc.assert(
      fc.asyncProperty(valueArb, unit, unit, async (value, from, to) => {
        const out = (await runTool(id, { value, from, to })) as Out;
        const oracle = Qty(`${value} ${names[from]}`).to(names[to]!).scalar;
        expect(agree(out, oracle), `${value} ${from} -> ${to}: ours ${out.value}, Qty ${oracle}`).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
}

/** A pinned disagreement: the oracle's factor differs from the definition by more than rounding. */
async function pinned(id: string, input: { value: string; from: string; to: string }, qtyFrom: string, qtyTo: string): Promise<void> {
  const out = (await runTool(id, input)) as Out;
  const oracle = Qty(`${input.value} ${qtyFrom}`).to(qtyTo).scalar;
  expect(agree(out, oracle)).to.equal(false);
}

describe('units differential (js-quantities)', () => {
  againstQty('unit-length-convert', {
    km: 'km', m: 'm', dm: 'dm', cm: 'cm', mm: 'mm', um: 'um', nm: 'nm', in: 'in', ft: 'ft', yd: 'yd', mi: 'mi', mil: 'mil', nmi: 'nmi',
  });
  it('unit-length-convert: the pinned au and light-year disagreements still differ from Qty', async () => {
    await pinned('unit-length-convert', { value: '1', from: 'au', to: 'km' }, 'AU', 'km');
    await pinned('unit-length-convert', { value: '1', from: 'ly', to: 'au' }, 'ly', 'AU');
  });
  againstQty('unit-mass-convert', { t: 't', kg: 'kg', g: 'g', mg: 'mg', ug: 'ug', lb: 'lb', gr: 'grain', st: 'stone', short_ton: 'short-ton', ct: 'ct' });
  it('unit-mass-convert: the pinned ounce disagreement still differs from Qty', async () => {
    await pinned('unit-mass-convert', { value: '1', from: 'oz', to: 'g' }, 'oz', 'g');
  });
  againstQty('unit-area-convert', { km2: 'km^2', m2: 'm^2', dm2: 'dm^2', cm2: 'cm^2', mm2: 'mm^2', in2: 'in^2', ft2: 'ft^2', yd2: 'yd^2', mi2: 'mi^2' });
  it('unit-area-convert: the pinned acre disagreement still differs from Qty', async () => {
    await pinned('unit-area-convert', { value: '1', from: 'ac', to: 'ft2' }, 'acre', 'ft^2');
  });
  againstQty('unit-volume-convert', { m3: 'm^3', L: 'l', dL: 'dl', cL: 'cl', mL: 'ml', cm3: 'cm^3', mm3: 'mm^3', in3: 'in^3', ft3: 'ft^3', yd3: 'yd^3', bbl_oil: 'bbl' });
  it('unit-volume-convert: the pinned US gallon and fluid ounce disagreements still differ from Qty', async () => {
    await pinned('unit-volume-convert', { value: '1', from: 'gal_us', to: 'L' }, 'gal', 'l');
    await pinned('unit-volume-convert', { value: '1', from: 'fl_oz_us', to: 'mL' }, 'floz', 'ml');
  });
  it('unit-temperature-convert agrees with js-quantities on readings and on differences', async () => {
    const unit = fc.constantFrom('C', 'F', 'K', 'R');
    await fc.assert(
      fc.asyncProperty(valueArb, unit, unit, fc.boolean(), async (value, from, to, difference) => {
        const prefix = difference ? 'deg' : 'temp';
        let oracle: number;
        try {
          oracle = Qty(`${value} ${prefix}${from}`).to(`${prefix}${to}`).scalar;
        } catch {
          return; // Qty refuses readings below absolute zero too
        }
        const out = (await runTool('unit-temperature-convert', { value, from, to, kind: difference ? 'difference' : 'absolute' })) as Out;
        const mine = ratioToNumber(BigInt(out.rational.numerator), BigInt(out.rational.denominator));
        expect(Math.abs(mine - oracle) <= 1e-9 * Math.max(1, Math.abs(oracle)), `${value} ${from} -> ${to}`).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
  againstQty('byte-size-convert', {
    bit: 'b', kbit: 'kb', Mbit: 'Mb', Gbit: 'Gb', Tbit: 'Tb', Kibit: 'Kib', Mibit: 'Mib', Gibit: 'Gib',
    B: 'B', kB: 'kB', MB: 'MB', GB: 'GB', TB: 'TB', PB: 'PB', KiB: 'KiB', MiB: 'MiB', GiB: 'GiB', TiB: 'TiB', PiB: 'PiB',
  });
  it('byte-size-parse agrees with bytes.parse under jedec on K, M, G, T bytes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10 ** 6 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom('', 'K', 'M', 'G', 'T'), fc.constantFrom('', ' '), async (n, scale, prefix, gap) => {
        const digits = String(n).padStart(scale + 1, '0');
        const number = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
        const text = `${number}${gap}${prefix}B`;
        const out = (await runTool('byte-size-parse', { text, convention: 'jedec' }).catch(() => null)) as { bytes: string } | null;
        const oracle = bytes.parse(text);
        // bytes computes in binary64: beyond 2^53 compare as the double it rounds to
        if (out) expect(Number.isSafeInteger(oracle) ? out.bytes : Number(out.bytes), text).to.equal(Number.isSafeInteger(oracle) ? String(oracle) : oracle);
        else expect((BigInt(n) * 1024n ** BigInt(' KMGT'.indexOf(prefix || ' '))) % 10n ** BigInt(scale)).to.not.equal(0n);
      }),
      { numRuns: 300 },
    );
  });
  it('byte-size-parse: the pinned disagreements with bytes.parse still differ', async () => {
    for (const [text, convention] of [['1Mb', 'si'], ['512kb', 'si'], ['1PB', 'jedec']] as const) {
      const out = (await runTool('byte-size-parse', { text, convention })) as { bytes: string };
      expect(out.bytes).to.not.equal(String(bytes.parse(text)));
    }
    expect(bytes.parse('1.5 B')).to.equal(1);
  });
  it('byte-size-format agrees with pretty-bytes to within one last-digit step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: 1000n, max: 10n ** 20n }), fc.boolean(), fc.integer({ min: 0, max: 3 }), async (n, iec, decimals) => {
        const out = (await runTool('byte-size-format', { bytes: n.toString(), system: iec ? 'iec' : 'si', decimals, rounding: 'half_up' })) as { value: string; unit: string };
        const theirs = prettyBytes(Number(n), { binary: iec, minimumFractionDigits: decimals, maximumFractionDigits: decimals, locale: 'en-US' });
        const [number, unit] = theirs.split(' ') as [string, string];
        if (number.includes(',')) return; // pinned: no promotion past the base, digit grouping
        expect(unit.replace(/^kiB$/, 'KiB'), theirs).to.equal(out.unit);
        expect(Math.abs(Number(number) - Number(out.value)) <= 10 ** -decimals + 1e-9, `${n}: ${theirs} vs ${out.value}`).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
  it('byte-size-format: the pinned disagreements with pretty-bytes still differ', async () => {
    const opts = { minimumFractionDigits: 1, maximumFractionDigits: 1, locale: 'en-US' };
    expect(prettyBytes(999999, opts)).to.equal('1,000.0 kB');
    expect(((await runTool('byte-size-format', { bytes: '999999' })) as { text: string }).text).to.equal('1.0 MB');
    expect(prettyBytes(1536, { ...opts, binary: true })).to.equal('1.5 kiB');
    expect(prettyBytes(1023, { ...opts, binary: true })).to.equal('1,023.0 B');
  });
  it('unit-length-compound-format: the parts add up to js-quantities\' conversion within one step', async () => {
    const forms = { ft_in: ['in', [12, 1]], m_cm: ['cm', [100, 1]], yd_ft_in: ['in', [36, 12, 1]], km_m: ['m', [1000, 1]] } as const;
    await fc.assert(
      fc.asyncProperty(valueArb, fc.constantFrom('m', 'cm', 'in', 'ft', 'mi', 'mm'), fc.constantFrom('ft_in', 'm_cm', 'yd_ft_in', 'km_m'), async (value, unit, form) => {
        const out = (await runTool('unit-length-compound-format', { value, unit, form, decimals: 2 })) as { negative: boolean; parts: { value: string }[] };
        const [smallest, sizes] = forms[form as keyof typeof forms];
        const total = out.parts.reduce((sum, p, i) => sum + Number(p.value) * sizes[i]!, 0) * (out.negative ? -1 : 1);
        const oracle = Qty(`${value} ${unit}`).to(smallest).scalar;
        expect(Math.abs(total - oracle) <= 0.005 + 1e-9 * Math.abs(oracle), `${value} ${unit} ${form}: ${total} vs ${oracle}`).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
  it('data-transfer-time agrees with js-quantities size / rate', async () => {
    const units = { bit: 'b', kbit: 'kb', Mbit: 'Mb', Gbit: 'Gb', B: 'B', kB: 'kB', MB: 'MB', GB: 'GB', KiB: 'KiB', MiB: 'MiB', GiB: 'GiB' };
    const unit = fc.constantFrom(...Object.keys(units));
    await fc.assert(
      fc.asyncProperty(valueArb.map((v) => v.replace('-', '')), unit, fc.integer({ min: 1, max: 10 ** 6 }), unit, async (size, su, rate, ru) => {
        const out = (await runTool('data-transfer-time', { size, size_unit: su, rate: String(rate), rate_unit: `${ru}/s` })) as { seconds: Out };
        const q = (u: string) => units[u as keyof typeof units];
        const oracle = Qty(`${size} ${q(su)}`).div(Qty(`${rate} ${q(ru)}/s`)).to('s').scalar;
        expect(agree(out.seconds, oracle), `${size} ${su} at ${rate} ${ru}/s: ${out.seconds.value} vs ${oracle}`).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
  againstQty('unit-speed-convert', { 'm/s': 'm/s', 'km/h': 'km/h', 'mi/h': 'mph', 'ft/s': 'ft/s' });
  it('unit-speed-convert: the pinned knot disagreement still differs from Qty', async () => {
    await pinned('unit-speed-convert', { value: '1', from: 'kn', to: 'm/s' }, 'kn', 'm/s');
  });
});
