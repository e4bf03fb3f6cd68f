import type { Input, Output } from '../../generated/tools/math/rational-continued-fraction.js';
import { limits } from '../../generated/tools/math/rational-continued-fraction.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { continuedFractionTerms, continuedFractionValue, convergents } from './lib/continued-fraction.js';
import { canonicalInteger, decimalDigitsOfText, parseInteger } from './lib/integer.js';
import { parseRationalText, reduceRational, reducedRationalOutput, type Rational } from './lib/rational.js';

/** Reads the terms (later ones positive, digits bounded) and folds a final 1 into the term before it. */
function readTerms(texts: readonly string[]): bigint[] {
  let digits = 0;
  for (const t of texts) digits += decimalDigitsOfText(t);
  if (digits > limits.max_terms_digits) {
    throw limitExceeded('/terms', `the terms have ${digits} digits in all, more than ${limits.max_terms_digits} (max_terms_digits)`);
  }
  const terms = texts.map(parseInteger);
  for (let i = 1; i < terms.length; i++) {
    if (terms[i]! <= 0n) throw invalidInput(`/terms/${i}`, 'every term after the first must be a positive integer');
  }
  if (terms.length > 1 && terms[terms.length - 1] === 1n) {
    terms.pop();
    terms[terms.length - 1]! += 1n;
  }
  return terms;
}

export default function rationalContinuedFraction(input: Input): Output {
  if ((input.value === undefined) === (input.terms === undefined)) {
    throw input.value === undefined ? invalidInput('', 'give value or terms') : invalidInput('/terms', 'give value or terms, not both');
  }
  let value: Rational;
  let terms: bigint[];
  const pointer = input.value !== undefined ? '/value' : '/terms';
  if (input.value !== undefined) {
    value = reduceRational(parseRationalText(input.value, '/value'));
    terms = continuedFractionTerms(value);
  } else {
    terms = readTerms(input.terms!);
    value = continuedFractionValue(terms);
  }
  // value is in lowest terms (a convergent, or reduced above), so no second gcd on 10000 digits.
  const output: Output = { terms: terms.map(canonicalInteger), ...reducedRationalOutput(value) };
  if (input.include_convergents ?? true) {
    const list: { numerator: string; denominator: string }[] = [];
    let chars = 0;
    for (const c of convergents(terms)) {
      const numerator = canonicalInteger(c.num);
      const denominator = canonicalInteger(c.den);
      chars += numerator.length + denominator.length;
      if (chars > limits.max_convergent_chars) {
        throw limitExceeded(pointer, `the convergents pass ${limits.max_convergent_chars} characters (max_convergent_chars); set include_convergents to false for the terms and the value alone`);
      }
      list.push({ numerator, denominator });
    }
    output.convergents = list;
  }
  return output;
}
