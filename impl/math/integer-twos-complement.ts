import type { Input, Output } from '../../generated/tools/math/integer-twos-complement.js';
import { limits } from '../../generated/tools/math/integer-twos-complement.js';
import { invalidInput } from '../lib/tool-error.js';
import { firstBadDigit, fromPattern, patternTexts, toPattern, widthRange } from './lib/bits.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';

export default function integerTwosComplement(input: Input): Output {
  const width = input.width;
  if (width > limits.max_width_bits) throw invalidInput('/width', `width is at most ${limits.max_width_bits} bits`);
  const signed = input.signedness === 'signed';
  const upper = input.hex_case === 'upper';
  let value: bigint;
  let pattern: bigint;
  if (input.direction === 'encode') {
    if (input.value === undefined) throw invalidInput('/value', 'encode needs value');
    if (input.pattern !== undefined) throw invalidInput('/pattern', 'encode takes value, not pattern');
    if (input.pattern_format !== undefined) throw invalidInput('/pattern_format', 'encode takes value, not pattern_format');
    value = parseInteger(input.value);
    const { min, max } = widthRange(width, signed);
    if (value < min || value > max) throw invalidInput('/value', `value is outside the ${input.signedness} ${width}-bit range ${min} to ${max}`);
    pattern = toPattern(value, width);
  } else {
    if (input.pattern === undefined) throw invalidInput('/pattern', 'decode needs pattern');
    if (input.pattern_format === undefined) throw invalidInput('/pattern_format', 'decode needs pattern_format');
    if (input.value !== undefined) throw invalidInput('/value', 'decode takes pattern, not value');
    const hex = input.pattern_format === 'hex';
    const length = hex ? Math.ceil(width / 4) : width;
    if (input.pattern.length !== length) throw invalidInput('/pattern', `a ${width}-bit pattern in ${input.pattern_format} has exactly ${length} digits, not ${input.pattern.length}`);
    const bad = firstBadDigit(input.pattern, hex ? 16 : 2);
    if (bad >= 0) throw invalidInput('/pattern', `character ${bad} is not a ${input.pattern_format} digit`);
    pattern = BigInt((hex ? '0x' : '0b') + input.pattern);
    if (pattern >> BigInt(width) !== 0n) throw invalidInput('/pattern', `the hex pattern sets bits above the ${width}-bit width`);
    value = fromPattern(pattern, width, signed);
  }
  return { value: canonicalInteger(value), ...patternTexts(pattern, width, upper) };
}
