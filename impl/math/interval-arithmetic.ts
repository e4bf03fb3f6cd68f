import type { Input, Output } from '../../generated/tools/math/interval-arithmetic.js';
import { ToolError, invalidInput } from '../lib/tool-error.js';
import { intervalOut, isEmpty, parseInterval } from './lib/intervals.js';
import { addRationals, compareRationals, divideRationals, multiplyRationals, reduceRational, subtractRationals, type Rational } from './lib/rational.js';

type Closed = { lower: Rational; upper: Rational };

function readClosed(text: string, pointer: string): Closed {
  const i = parseInterval(text, pointer);
  if (!i.lowerClosed || !i.upperClosed || !i.lower || !i.upper) throw invalidInput(pointer, 'interval arithmetic takes closed, bounded intervals such as "[1, 2]"');
  if (isEmpty(i)) throw invalidInput(pointer, 'the interval is empty');
  return { lower: i.lower, upper: i.upper };
}

function hull(values: Rational[]): Closed {
  let lower = values[0]!;
  let upper = values[0]!;
  for (const v of values) {
    if (compareRationals(v, lower) < 0) lower = v;
    if (compareRationals(v, upper) > 0) upper = v;
  }
  return { lower, upper };
}

function multiply(a: Closed, b: Closed): Closed {
  return hull([a.lower, a.upper].flatMap((x) => [b.lower, b.upper].map((y) => multiplyRationals(x, y))));
}

export default function intervalArithmetic(input: Input): Output {
  const a = readClosed(input.a, '/a');
  const b = readClosed(input.b, '/b');
  let r: Closed;
  switch (input.operation) {
    case 'add':
      r = { lower: addRationals(a.lower, b.lower), upper: addRationals(a.upper, b.upper) };
      break;
    case 'subtract':
      r = { lower: subtractRationals(a.lower, b.upper), upper: subtractRationals(a.upper, b.lower) };
      break;
    case 'multiply':
      r = multiply(a, b);
      break;
    case 'divide': {
      if (b.lower.num <= 0n && b.upper.num >= 0n) {
        const message = 'b contains 0, so the quotient is unbounded';
        throw new ToolError('division_by_zero', message, [{ pointer: '/b', message }]);
      }
      const one = { num: 1n, den: 1n };
      r = multiply(a, { lower: divideRationals(one, b.upper), upper: divideRationals(one, b.lower) });
      break;
    }
  }
  return { interval: intervalOut({ lower: reduceRational(r.lower), upper: reduceRational(r.upper), lowerClosed: true, upperClosed: true }) };
}
