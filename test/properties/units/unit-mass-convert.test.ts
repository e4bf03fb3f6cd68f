import Fraction from 'fraction.js';
import { convertProperties } from './unit-convert-properties.js';

const lb = new Fraction('0.45359237');
const grain = lb.div(7000);
convertProperties('unit-mass-convert', {
  t: new Fraction(1000), kg: new Fraction(1), g: new Fraction(1, 1000), mg: new Fraction(1, 1e6), ug: new Fraction(1, 1e9),
  lb, oz: lb.div(16), gr: grain, st: lb.mul(14), short_ton: lb.mul(2000), long_ton: lb.mul(2240),
  ozt: grain.mul(480), lbt: grain.mul(5760), ct: new Fraction(1, 5000),
});
