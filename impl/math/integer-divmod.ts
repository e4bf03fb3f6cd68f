import type { Input, Output } from '../../generated/tools/math/integer-divmod.js';
import { ToolError } from '../lib/tool-error.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';

export default function integerDivmod(input: Input): Output {
  const a = parseInteger(input.dividend);
  const b = parseInteger(input.divisor);
  if (b === 0n) throw new ToolError('division_by_zero', 'the divisor is 0', [{ pointer: '/divisor', message: 'division by zero' }]);
  // BigInt / and % truncate: r has the dividend's sign. Each other convention moves a non-zero r by
  // one step of the divisor.
  let q = a / b;
  let r = a % b;
  const convention = input.convention ?? 'floor';
  if (r !== 0n) {
    if (convention === 'floor' && r < 0n !== b < 0n) {
      q -= 1n;
      r += b;
    } else if (convention === 'euclidean' && r < 0n) {
      if (b > 0n) {
        q -= 1n;
        r += b;
      } else {
        q += 1n;
        r -= b;
      }
    }
  }
  return { quotient: canonicalInteger(q), remainder: canonicalInteger(r) };
}
