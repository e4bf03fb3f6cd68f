import type { Input, Output } from '../../generated/tools/math/decimal-float-inspect.js';
import { limits } from '../../generated/tools/math/decimal-float-inspect.js';
import { boundedExponent, pow10 } from '../lib/decimal.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import {
  type Binary64,
  type Rounded,
  bitsHex,
  ecmaScriptNumberText,
  exactDecimalText,
  isInfinite,
  isZero,
  nextBinary64,
  pythonHexText,
  roundRationalToBinary64,
  toBits,
} from './lib/binary64.js';

// ECMAScript StrDecimalLiteral without Infinity: sign, digits with an optional point (".5", "5."), exponent.
const LITERAL = /^([+-]?)(?:([0-9]+)(?:\.([0-9]*))?|\.([0-9]+))(?:[eE]([+-]?[0-9]+))?$/;

type Neighbour = Output['next_up'];

function describe(b: Binary64): Neighbour {
  return { shortest: ecmaScriptNumberText(b), exact_value: isInfinite(b) ? null : exactDecimalText(b), bits_hex: bitsHex(b) };
}

function classify(b: Binary64): Output['class'] {
  if (isInfinite(b)) return 'infinity';
  if (isZero(b)) return 'zero';
  return b.biasedExponent === 0 ? 'subnormal' : 'normal';
}

export default function decimalFloatInspect(input: Input): Output {
  if (input.value.length > limits.max_value_chars) throw invalidInput('/value', `more than ${limits.max_value_chars} characters (max_value_chars)`);
  const m = LITERAL.exec(input.value);
  if (!m) throw invalidInput('/value', 'not a decimal literal: optional sign, digits with an optional point, optional exponent ("0.1", "-2.5e-3", ".5")');
  const exponent = m[5] === undefined ? 0 : boundedExponent(m[5], limits.max_exponent);
  if (exponent === null) throw limitExceeded('/value', `exponent magnitude over ${limits.max_exponent} (max_exponent)`);
  const negative = m[1] === '-';
  const int = m[2] ?? '';
  const frac = m[3] ?? m[4] ?? '';
  // value = digits × 10^e, leading and trailing zeros of the digits dropped
  const all = (int + frac).replace(/^0+/, '');
  const significant = all.replace(/0+$/, '');
  let value: Rounded;
  if (significant === '') value = roundRationalToBinary64(negative, 0n, 1n);
  else {
    const e = exponent - frac.length + (all.length - significant.length);
    const magnitude = significant.length + e; // 10^(magnitude−1) <= |x| < 10^magnitude
    if (magnitude > 309) value = { value: { negative, biasedExponent: 2047, fraction: 0n }, exact: false, awayFromZero: true }; // |x| >= 10^309 > 2^1024
    else if (magnitude < -323) value = { value: { negative, biasedExponent: 0, fraction: 0n }, exact: false, awayFromZero: false }; // |x| < 10^-324 < 2^-1075
    else {
      const digits = BigInt(significant);
      value = e >= 0 ? roundRationalToBinary64(negative, digits * pow10(e), 1n) : roundRationalToBinary64(negative, digits, pow10(-e));
    }
  }
  const b = value.value;
  const bits = toBits(b);
  const up = nextBinary64(b, 1);
  const down = nextBinary64(b, -1);
  let direction: Output['rounding_direction'] = 'none';
  if (!value.exact) direction = value.awayFromZero === !negative ? 'up' : 'down';
  return {
    shortest: ecmaScriptNumberText(b),
    exact_value: isInfinite(b) ? null : exactDecimalText(b),
    input_exact: value.exact,
    rounding_direction: direction,
    class: classify(b),
    sign_bit: b.negative ? 1 : 0,
    exponent_bits: ((bits >> 52n) & 0x7ffn).toString(2).padStart(11, '0'),
    fraction_bits: b.fraction.toString(2).padStart(52, '0'),
    biased_exponent: b.biasedExponent,
    bits_hex: bitsHex(b),
    hex_float: pythonHexText(b),
    next_down: describe(down),
    next_up: describe(up),
  };
}
