import Fraction from 'fraction.js';
import { convertProperties } from './unit-convert-properties.js';

const inch = new Fraction('0.0254');
const sq = (f: Fraction) => f.mul(f);
convertProperties('unit-area-convert', {
  km2: new Fraction(1e6), ha: new Fraction(1e4), a: new Fraction(100), m2: new Fraction(1), dm2: new Fraction(1, 100),
  cm2: new Fraction(1, 1e4), mm2: new Fraction(1, 1e6), in2: sq(inch), ft2: sq(inch.mul(12)), yd2: sq(inch.mul(36)),
  mi2: sq(inch.mul(63360)), ac: sq(inch.mul(12)).mul(43560),
});
