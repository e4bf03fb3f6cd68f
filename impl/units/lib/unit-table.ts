// Exact definitions of the units the convert tools know, each as a rational factor to one SI base
// (coherent) unit, with the source of the definition. Factors are exact by definition: no measured
// constant enters any of them.
//   [SI]    BIPM, The International System of Units (SI Brochure, 9th ed., 2019), prefixes table 7;
//           litre = 1 dm^3 (12th CGPM 1964); tonne = 1000 kg; are and hectare (table 8).
//   [1959]  International yard and pound agreement (US Federal Register, 1 July 1959): 1 yd = 0.9144 m,
//           1 lb = 0.45359237 kg; reproduced in NIST Handbook 44 (2024) appendix C and NIST SP 811 (2008) appendix B.
//   [HB44]  NIST Handbook 44, appendix C (General tables of units of measurement): US customary
//           relations (12 in = 1 ft, 3 ft = 1 yd, 5280 ft = 1 mi, 43560 ft^2 = 1 acre, 231 in^3 = 1 US gal,
//           7000 gr = 1 lb, 480 gr = 1 troy oz, 14 lb = 1 st, 2000 lb = 1 short ton, 2240 lb = 1 long ton,
//           200 mg = 1 metric carat, 1 nautical mile = 1852 m, 1 US survey foot = 1200/3937 m).
//   [UK85]  UK Weights and Measures Act 1985, schedule 1: 1 gallon = 4.54609 dm^3, 160 fl oz = 1 gal.
//   [IAU]   IAU 2012 resolution B2: 1 au = 149597870700 m; light-year = c x 365.25 x 86400 s
//           (IAU Style Manual, c = 299792458 m/s exactly by the SI definition of the metre).
import type { Rational } from '../../math/lib/rational.js';
import { multiplyRationals as multiply } from '../../math/lib/rational.js';
import { factor } from './exact-result.js';

const INCH = factor('0.0254'); // [1959] 1 yd / 36
const FOOT = factor('0.3048'); // [1959]
const MILE = factor('1609.344'); // [HB44] 5280 ft
const SURVEY_FOOT = factor('1200', '3937'); // [HB44] US survey foot
const POUND = factor('0.45359237'); // [1959]
const GALLON_US = factor('0.003785411784'); // [HB44] 231 in^3
const GALLON_IMP = factor('0.00454609'); // [UK85]
const sq = (r: Rational) => multiply(r, r);
const cube = (r: Rational) => multiply(r, sq(r));
const times = (r: Rational, k: string, over = '1') => multiply(r, factor(k, over));

/** Metres per unit. */
export const LENGTH: Record<string, Rational> = {
  km: factor('1000'), m: factor('1'), dm: factor('0.1'), cm: factor('0.01'), mm: factor('0.001'),
  um: factor('0.000001'), nm: factor('0.000000001'),
  in: INCH, ft: FOOT, yd: factor('0.9144'), mi: MILE, mil: times(INCH, '0.001'),
  nmi: factor('1852'), ft_us: SURVEY_FOOT, mi_us: times(SURVEY_FOOT, '5280'),
  au: factor('149597870700'), ly: factor('9460730472580800'),
};

/** Kilograms per unit. */
export const MASS: Record<string, Rational> = {
  t: factor('1000'), kg: factor('1'), g: factor('0.001'), mg: factor('0.000001'), ug: factor('0.000000001'),
  lb: POUND, oz: times(POUND, '1', '16'), gr: times(POUND, '1', '7000'), st: times(POUND, '14'),
  short_ton: times(POUND, '2000'), long_ton: times(POUND, '2240'),
  ozt: times(POUND, '480', '7000'), lbt: times(POUND, '5760', '7000'), ct: factor('0.0002'),
};

/** Square metres per unit. */
export const AREA: Record<string, Rational> = {
  km2: factor('1000000'), ha: factor('10000'), a: factor('100'), m2: factor('1'), dm2: factor('0.01'),
  cm2: factor('0.0001'), mm2: factor('0.000001'),
  in2: sq(INCH), ft2: sq(FOOT), yd2: sq(factor('0.9144')), mi2: sq(MILE), ac: times(sq(FOOT), '43560'),
};

/** Cubic metres per unit. */
export const VOLUME: Record<string, Rational> = {
  m3: factor('1'), L: factor('0.001'), dL: factor('0.0001'), cL: factor('0.00001'), mL: factor('0.000001'),
  cm3: factor('0.000001'), mm3: factor('0.000000001'),
  in3: cube(INCH), ft3: cube(FOOT), yd3: cube(factor('0.9144')),
  gal_us: GALLON_US, qt_us: times(GALLON_US, '1', '4'), pt_us: times(GALLON_US, '1', '8'),
  cup_us: times(GALLON_US, '1', '16'), fl_oz_us: times(GALLON_US, '1', '128'),
  tbsp_us: times(GALLON_US, '1', '256'), tsp_us: times(GALLON_US, '1', '768'), bbl_oil: times(GALLON_US, '42'),
  gal_imp: GALLON_IMP, qt_imp: times(GALLON_IMP, '1', '4'), pt_imp: times(GALLON_IMP, '1', '8'),
  fl_oz_imp: times(GALLON_IMP, '1', '160'), cup_metric: factor('0.00025'),
};

/** Metres per second per unit. */
export const SPEED: Record<string, Rational> = {
  'm/s': factor('1'), 'km/h': factor('1000', '3600'), 'mi/h': times(MILE, '1', '3600'),
  kn: factor('1852', '3600'), 'ft/s': FOOT,
};

// Bits per unit of digital information. [IEC] IEC 80000-13:2008 (binary prefixes Ki = 2^10 ... Yi = 2^80),
// [SI] decimal prefixes k = 10^3 ... Y = 10^24, 1 B = 8 bit (octet); [JEDEC] JESD100B.01 (and JESD21-C):
// K, M, G (and T as customarily extended) as powers of 1024 for memory capacity, only under convention jedec.
const SI_PREFIXES = ['k', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y'];
const IEC_PREFIXES = ['Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei', 'Zi', 'Yi'];
function informationUnits(): Record<string, Rational> {
  const table: Record<string, Rational> = { bit: factor('1'), B: factor('8') };
  SI_PREFIXES.forEach((p, i) => {
    table[`${p}bit`] = { num: 1000n ** BigInt(i + 1), den: 1n };
    table[`${p}B`] = { num: 8n * 1000n ** BigInt(i + 1), den: 1n };
  });
  IEC_PREFIXES.forEach((p, i) => {
    table[`${p}bit`] = { num: 1024n ** BigInt(i + 1), den: 1n };
    table[`${p}B`] = { num: 8n * 1024n ** BigInt(i + 1), den: 1n };
  });
  return table;
}
export const INFORMATION: Record<string, Rational> = informationUnits();
/** Under convention jedec these symbols are binary; KB exists only there. */
export const JEDEC: Record<string, Rational> = {
  KB: { num: 8n * 1024n, den: 1n }, MB: { num: 8n * 1024n ** 2n, den: 1n }, GB: { num: 8n * 1024n ** 3n, den: 1n }, TB: { num: 8n * 1024n ** 4n, den: 1n },
};
