import Fraction from 'fraction.js';
import { convertProperties } from './unit-convert-properties.js';

const inch = new Fraction('0.0254');
const cube = (f: Fraction) => f.mul(f).mul(f);
const gal = cube(inch).mul(231);
const imp = new Fraction('0.00454609');
convertProperties('unit-volume-convert', {
  m3: new Fraction(1), L: new Fraction(1, 1e3), dL: new Fraction(1, 1e4), cL: new Fraction(1, 1e5), mL: new Fraction(1, 1e6),
  cm3: new Fraction(1, 1e6), mm3: new Fraction(1, 1e9), in3: cube(inch), ft3: cube(inch.mul(12)), yd3: cube(inch.mul(36)),
  gal_us: gal, qt_us: gal.div(4), pt_us: gal.div(8), cup_us: gal.div(16), fl_oz_us: gal.div(128), tbsp_us: gal.div(256),
  tsp_us: gal.div(768), bbl_oil: gal.mul(42), gal_imp: imp, qt_imp: imp.div(4), pt_imp: imp.div(8), fl_oz_imp: imp.div(160),
  cup_metric: new Fraction(1, 4000),
});
