// Number literals of a JSON text against IEEE 754 binary64, decided on the digits, not on floats:
// a literal "round-trips" when the double nearest to it, written in its shortest form, denotes the
// same decimal value. Number(literal) is the correctly rounded nearest double (V8 implements
// ECMA-262 StringToNumber with exact rounding), and String(double) is its shortest form.

/** A nonzero decimal as digits without leading or trailing zeros and the power of ten of its last digit. */
type Significand = { negative: boolean; digits: string; exponent: number } | null; // null: zero

const LITERAL = /^(-?)([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?[0-9]+))?$/;

function significand(literal: string): Significand {
  const m = LITERAL.exec(literal);
  if (!m) throw new RangeError(`not a number literal: ${literal}`);
  const frac = m[3] ?? '';
  let digits = (m[2]! + frac).replace(/^0+/, '');
  if (digits === '') return null;
  const trimmed = digits.replace(/0+$/, '');
  // An exponent beyond 15 digits is irrelevant here: such a nonzero literal over- or underflows.
  const exp = m[4] === undefined ? 0 : Number(m[4]);
  const exponent = exp - frac.length + (digits.length - trimmed.length);
  digits = trimmed;
  return { negative: m[1] === '-', digits, exponent };
}

function sameValue(a: Significand, b: Significand): boolean {
  if (a === null || b === null) return a === b;
  return a.negative === b.negative && a.digits === b.digits && a.exponent === b.exponent;
}

export type NumberVerdict = {
  /** The nearest double, or ±Infinity when the literal is beyond the binary64 range. */
  double: number;
  /** Shortest form of the double (ECMAScript Number::toString, "-0" for negative zero); null when infinite. */
  doubleText: string | null;
  roundTrips: boolean;
  /** True when the literal is nonzero but rounds to zero, or rounds to an infinity. */
  outOfRange: boolean;
  /** |value| > 2^53 - 1, decided on the literal's exact value. */
  exceedsSafeInteger: boolean;
};

const SAFE = { negative: false, digits: '9007199254740991', exponent: 0 };

/** Compares |a| with |b| exactly; both nonzero. */
function compareMagnitude(a: NonNullable<Significand>, b: NonNullable<Significand>): number {
  const ea = a.exponent + a.digits.length; // position of the leading digit
  const eb = b.exponent + b.digits.length;
  if (ea !== eb) return ea < eb ? -1 : 1;
  const n = Math.max(a.digits.length, b.digits.length);
  const x = a.digits.padEnd(n, '0');
  const y = b.digits.padEnd(n, '0');
  return x < y ? -1 : x > y ? 1 : 0;
}

export function inspectNumberLiteral(literal: string): NumberVerdict {
  const value = significand(literal);
  const double = Number(literal);
  const finite = Number.isFinite(double);
  const doubleText = !finite ? null : Object.is(double, -0) ? '-0' : String(double);
  const outOfRange = !finite || (double === 0 && value !== null);
  const roundTrips = finite && sameValue(value, significand(String(double).replace('e+', 'e')));
  const exceedsSafeInteger = value !== null && compareMagnitude(value, SAFE) > 0;
  return { double, doubleText, roundTrips, outOfRange, exceedsSafeInteger };
}
