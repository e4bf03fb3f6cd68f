import type { Input, Output } from '../../generated/tools/math/array-integer-product.js';
import { limits } from '../../generated/tools/math/array-integer-product.js';
import { limitExceeded } from '../lib/tool-error.js';
import { canonicalInteger, decimalDigitsOfText, parseInteger } from './lib/integer.js';

export default function arrayIntegerProduct(input: Input): Output {
  const values = input.values.map(parseInteger);
  // A zero makes the product exact and small whatever the other sizes are.
  if (values.some((v) => v === 0n)) return { product: '0' };
  // digits(a * b) >= digits(a) + digits(b) - 1, so this lower bound refuses hopeless inputs
  // before a single multiplication; the exact check below settles the rest.
  let digitSum = 0;
  for (const text of input.values) digitSum += decimalDigitsOfText(text);
  if (digitSum - (values.length - 1) > limits.max_product_digits) throw tooLarge();
  const bound = 10n ** BigInt(limits.max_product_digits);
  let product = 1n;
  for (const v of values) {
    product *= v;
    // |product| never shrinks (no zeros left), so stopping at the first overflow is exact.
    if (product >= bound || product <= -bound) throw tooLarge();
  }
  return { product: canonicalInteger(product) };
}

function tooLarge() {
  return limitExceeded('/values', `the product has more than ${limits.max_product_digits} digits (max_product_digits)`);
}
