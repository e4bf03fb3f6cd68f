import Fraction from 'fraction.js';
import { convertProperties } from './unit-convert-properties.js';

const inch = new Fraction('0.0254');
const surveyFoot = new Fraction(1200, 3937);
convertProperties('unit-length-convert', {
  km: new Fraction(1000), m: new Fraction(1), dm: new Fraction(1, 10), cm: new Fraction(1, 100), mm: new Fraction(1, 1000),
  um: new Fraction(1, 1e6), nm: new Fraction(1, 1e9), in: inch, ft: inch.mul(12), yd: inch.mul(36), mi: inch.mul(63360),
  mil: inch.div(1000), nmi: new Fraction(1852), ft_us: surveyFoot, mi_us: surveyFoot.mul(5280),
  au: new Fraction(149597870700), ly: new Fraction(299792458).mul(36525).mul(864),
});
