import type { Input, Output } from '../../generated/tools/math/integer-pow-mod.js';
import { invalidInput } from '../lib/tool-error.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';
import { modPow, parseModulus } from './lib/modular.js';

export default function integerPowMod(input: Input): Output {
  const base = parseInteger(input.base);
  const exponent = parseInteger(input.exponent);
  if (exponent < 0n) throw invalidInput('/exponent', 'the exponent must be non-negative');
  const m = parseModulus(input.modulus, '/modulus');
  return { result: canonicalInteger(modPow(base, exponent, m)) };
}
