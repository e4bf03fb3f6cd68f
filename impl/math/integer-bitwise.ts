import type { Input, Output } from '../../generated/tools/math/integer-bitwise.js';
import { limits } from '../../generated/tools/math/integer-bitwise.js';
import { invalidInput } from '../lib/tool-error.js';
import { widthRange } from './lib/bits.js';
import { canonicalInteger, parseInteger } from './lib/integer.js';

type Field = 'b' | 'shift' | 'width' | 'signedness';
const FIELDS: Record<Input['operation'], Field[]> = {
  and: ['b'],
  or: ['b'],
  xor: ['b'],
  and_not: ['b'],
  shift_left: ['shift'],
  shift_right: ['shift'],
  not: ['width', 'signedness'],
};
const ALL_FIELDS: Field[] = ['b', 'shift', 'width', 'signedness'];

export default function integerBitwise(input: Input): Output {
  const op = input.operation;
  const takes = FIELDS[op];
  for (const field of ALL_FIELDS) {
    const given = input[field] !== undefined;
    if (takes.includes(field) && !given) throw invalidInput(`/${field}`, `${op} needs ${field}`);
    if (!takes.includes(field) && given) throw invalidInput(`/${field}`, `${op} does not take ${field}`);
  }
  const a = parseInteger(input.a);
  return { result: canonicalInteger(compute(input, a)) };
}

function compute(input: Input, a: bigint): bigint {
  switch (input.operation) {
    case 'and':
      return a & parseInteger(input.b!);
    case 'or':
      return a | parseInteger(input.b!);
    case 'xor':
      return a ^ parseInteger(input.b!);
    case 'and_not':
      return a & ~parseInteger(input.b!);
    case 'shift_left':
    case 'shift_right': {
      const shift = input.shift!;
      if (shift < 0 || shift > limits.max_shift_bits) throw invalidInput('/shift', `shift is 0 to ${limits.max_shift_bits} bits`);
      return input.operation === 'shift_left' ? a << BigInt(shift) : a >> BigInt(shift);
    }
    case 'not': {
      const width = input.width!;
      if (width > limits.max_width_bits) throw invalidInput('/width', `width is at most ${limits.max_width_bits} bits`);
      const { min, max } = widthRange(width, input.signedness === 'signed');
      if (a < min || a > max) throw invalidInput('/a', `a is outside the ${input.signedness!} ${width}-bit range ${min} to ${max}`);
      return input.signedness === 'signed' ? ~a : max - a;
    }
  }
}
