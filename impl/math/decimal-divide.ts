import type { Input, Output } from '../../generated/tools/math/decimal-divide.js';
import { limits } from '../../generated/tools/math/decimal-divide.js';
import { decimalQuotientParts, divideToScale, divideToScaleExact, exactQuotient, formatDecimal, readDecimalText, type Decimal } from '../lib/decimal.js';
import { ToolError, invalidInput, limitExceeded } from '../lib/tool-error.js';

export default function decimalDivide(input: Input): Output {
  const dividend = readDecimalText(input.dividend, limits.max_exponent, '/dividend');
  const divisor = readDecimalText(input.divisor, limits.max_exponent, '/divisor');
  const { scale } = input;
  if (scale !== undefined && Math.abs(scale) > limits.max_scale) throw limitExceeded('/scale', `scale outside ±${limits.max_scale} (max_scale)`);
  if (divisor.unscaled === 0n) throw new ToolError('division_by_zero', 'the divisor is zero', [{ pointer: '/divisor', message: 'zero divisor' }]);
  const rounding = input.rounding ?? 'half_even';
  const { numerator, denominator } = decimalQuotientParts(dividend, divisor);
  let quotient: Decimal;
  let exact: boolean;
  if (rounding === 'exact') {
    const q = scale === undefined ? exactQuotient(dividend, divisor) : divideToScaleExact(numerator, denominator, scale);
    if (q === null) {
      const [pointer, reason, message] =
        scale === undefined
          ? ['/divisor', 'non_terminating_quotient', 'the quotient has no terminating decimal expansion']
          : ['/scale', 'rounding_necessary', `the quotient is not exact at scale ${scale}`];
      throw new ToolError('inexact_result', message, [{ pointer, message }], { reason });
    }
    quotient = q;
    exact = true;
  } else {
    if (scale === undefined) throw invalidInput('/scale', `scale is required with rounding ${rounding}`);
    quotient = divideToScale(numerator, denominator, scale, rounding);
    exact = divideToScaleExact(numerator, denominator, scale) !== null;
  }
  return { quotient: formatDecimal(quotient), scale: quotient.scale, exact };
}
