import Fraction from 'fraction.js';
import { convertProperties } from './unit-convert-properties.js';

convertProperties('unit-speed-convert', {
  'm/s': new Fraction(1), 'km/h': new Fraction(1000, 3600), 'mi/h': new Fraction('0.0254').mul(63360).div(3600),
  kn: new Fraction(1852, 3600), 'ft/s': new Fraction('0.0254').mul(12),
});
