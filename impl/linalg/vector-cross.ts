import type { Input, Output } from '../../generated/tools/linalg/vector-cross.js';
import { addReduced, multiplyReduced, negateRational } from '../math/lib/rational.js';
import { formatEntry, parseVector, type Rational } from './lib/matrix.js';

/** p q - r s, reduced. */
function crossTerm(p: Rational, q: Rational, r: Rational, s: Rational): Rational {
  return addReduced(multiplyReduced(p, q), negateRational(multiplyReduced(r, s)));
}

export default function vectorCross(input: Input): Output {
  const [ax, ay, az] = parseVector(input.a, '/a') as [Rational, Rational, Rational];
  const [bx, by, bz] = parseVector(input.b, '/b') as [Rational, Rational, Rational];
  const x = crossTerm(ay, bz, az, by);
  const y = crossTerm(az, bx, ax, bz);
  const z = crossTerm(ax, by, ay, bx);
  return { cross: [formatEntry(x), formatEntry(y), formatEntry(z)] };
}
