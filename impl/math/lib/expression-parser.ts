// Exact arithmetic expressions over rationals: a tokenizer and a recursive-descent parser that builds
// a tree first (so every syntax fault is found before any arithmetic), then a bounded evaluation.
//
//   expression := additive end
//   additive   := multiplicative (("+" | "-") multiplicative)*
//   multiplicative := unary (("*" | "/") unary)*
//   unary      := ("-" | "+") unary | power
//   power      := primary (("^" | "**") unary)?      right-associative; binds tighter than unary minus
//   primary    := number | "(" additive ")"
//   number     := digits ("." digits)?
import { ToolError, type ToolErrorCode } from '../../lib/tool-error.js';
import { decimalDigits } from './integer.js';
import { addReduced, multiplyReduced, negateRational, reciprocalRational, reduceRational, type Rational } from './rational.js';

export type ExpressionLimits = { readonly max_nesting_depth: number; readonly max_result_digits: number };

type Op = '+' | '-' | '*' | '/' | '^';
type Node =
  | { kind: 'number'; value: Rational; at: number }
  | { kind: 'negate'; operand: Node; at: number }
  | { kind: 'binary'; op: Op; left: Node; right: Node; at: number };

type Token = { type: 'number'; text: string; at: number } | { type: 'op'; op: Op | '(' | ')'; at: number } | { type: 'end'; at: number };

function fail(code: ToolErrorCode, pointer: string, at: number, message: string): ToolError {
  const text = `at offset ${at}: ${message}`;
  return new ToolError(code, text, [{ pointer, message: text }], { offset: at });
}

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

function tokenize(text: string, pointer: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (isDigit(c)) {
      const start = i;
      while (isDigit(text[i])) i++;
      if (text[i] === '.') {
        i++;
        if (!isDigit(text[i])) throw fail('invalid_input', pointer, i, 'expected a digit after the decimal point');
        while (isDigit(text[i])) i++;
      }
      tokens.push({ type: 'number', text: text.slice(start, i), at: start });
    } else if (c === '*' && text[i + 1] === '*') {
      tokens.push({ type: 'op', op: '^', at: i });
      i += 2;
    } else if ('+-*/^()'.includes(c)) {
      tokens.push({ type: 'op', op: c as Op | '(' | ')', at: i });
      i++;
    } else {
      const shown = c.codePointAt(0)! < 0x20 || c.codePointAt(0)! > 0x7e ? `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : `'${c}'`;
      throw fail('invalid_input', pointer, i, `unexpected character ${shown}`);
    }
  }
  tokens.push({ type: 'end', at: text.length });
  return tokens;
}

function parseNumber(text: string): Rational {
  const dot = text.indexOf('.');
  if (dot < 0) return { num: BigInt(text), den: 1n };
  const frac = text.slice(dot + 1);
  return reduceRational({ num: BigInt(text.slice(0, dot) + frac), den: 10n ** BigInt(frac.length) });
}

/** Parses the whole text into a tree; invalid_input (syntax) or limit_exceeded (nesting) with the offset. */
export function parseExpression(text: string, limits: ExpressionLimits, pointer: string): Node {
  const tokens = tokenize(text, pointer);
  let pos = 0;
  const peek = () => tokens[pos]!;
  const describe = (t: Token) => (t.type === 'end' ? 'the end of the expression' : t.type === 'number' ? `the number ${t.text}` : `'${t.op === '^' && text[t.at] === '*' ? '**' : t.op}'`);
  const enter = (depth: number, at: number) => {
    if (depth > limits.max_nesting_depth) throw fail('limit_exceeded', pointer, at, `nesting deeper than ${limits.max_nesting_depth} levels (max_nesting_depth)`);
    return depth;
  };

  function additive(depth: number): Node {
    let left = multiplicative(depth);
    for (let t = peek(); t.type === 'op' && (t.op === '+' || t.op === '-'); t = peek()) {
      pos++;
      left = { kind: 'binary', op: t.op, left, right: multiplicative(depth), at: t.at };
    }
    return left;
  }
  function multiplicative(depth: number): Node {
    let left = unary(depth);
    for (let t = peek(); t.type === 'op' && (t.op === '*' || t.op === '/'); t = peek()) {
      pos++;
      left = { kind: 'binary', op: t.op, left, right: unary(depth), at: t.at };
    }
    return left;
  }
  function unary(depth: number): Node {
    const t = peek();
    if (t.type === 'op' && (t.op === '-' || t.op === '+')) {
      pos++;
      const operand = unary(enter(depth + 1, t.at));
      return t.op === '-' ? { kind: 'negate', operand, at: t.at } : operand;
    }
    return power(depth);
  }
  function power(depth: number): Node {
    const base = primary(depth);
    const t = peek();
    if (t.type === 'op' && t.op === '^') {
      pos++;
      return { kind: 'binary', op: '^', left: base, right: unary(enter(depth + 1, t.at)), at: t.at };
    }
    return base;
  }
  function primary(depth: number): Node {
    const t = peek();
    if (t.type === 'number') {
      pos++;
      return { kind: 'number', value: parseNumber(t.text), at: t.at };
    }
    if (t.type === 'op' && t.op === '(') {
      pos++;
      const inner = additive(enter(depth + 1, t.at));
      const close = peek();
      if (close.type !== 'op' || close.op !== ')') throw fail('invalid_input', pointer, close.at, `expected ')' to close the '(' at offset ${t.at}, found ${describe(close)}`);
      pos++;
      return inner;
    }
    throw fail('invalid_input', pointer, t.at, `expected a number, '(' or a sign, found ${describe(t)}`);
  }

  const tree = additive(0);
  const rest = peek();
  if (rest.type !== 'end') {
    const what = rest.type === 'op' && rest.op === ')' ? "')' without a matching '('" : `${describe(rest)} where an operator or the end was expected (no implicit multiplication)`;
    throw fail('invalid_input', pointer, rest.at, what);
  }
  return tree;
}

/**
 * Evaluates a tree exactly, operands before their operator (left before right). Every value is kept
 * in lowest terms; a value whose numerator or denominator passes max_result_digits digits is
 * limit_exceeded at the operator, and a power is refused before it is computed when
 * |exponent| * max(digits(numerator), digits(denominator)) of the base passes that limit (an upper
 * bound on the digits of the result). Division by zero, and zero to a negative power, are
 * division_by_zero at the operator; a non-integer exponent is invalid_input at the "^".
 */
export function evaluateExpression(tree: Node, limits: ExpressionLimits, pointer: string): Rational {
  const max = limits.max_result_digits;
  const check = (r: Rational, at: number, what: string): Rational => {
    if (decimalDigits(r.num) > max || decimalDigits(r.den) > max) {
      throw fail('limit_exceeded', pointer, at, `${what} has more than ${max} digits in its numerator or denominator (max_result_digits)`);
    }
    return r;
  };
  const power = (base: Rational, exponent: Rational, at: number): Rational => {
    if (exponent.den !== 1n) throw fail('invalid_input', pointer, at, 'the exponent is not an integer (the result would not be rational in general)');
    const e = exponent.num;
    if (base.num === 0n) {
      if (e < 0n) throw fail('division_by_zero', pointer, at, 'zero raised to a negative power');
      return e === 0n ? { num: 1n, den: 1n } : base;
    }
    if (base.den === 1n && (base.num === 1n || base.num === -1n)) return e % 2n === 0n ? { num: 1n, den: 1n } : base;
    const magnitude = e < 0n ? -e : e;
    const digits = BigInt(Math.max(decimalDigits(base.num), decimalDigits(base.den)));
    if (magnitude * digits > BigInt(max)) {
      throw fail('limit_exceeded', pointer, at, `the power may have up to |exponent| * ${digits} digits, more than ${max} (max_result_digits)`);
    }
    const raised = { num: base.num ** magnitude, den: base.den ** magnitude };
    return e < 0n ? reciprocalRational(raised) : raised;
  };
  const evaluate = (node: Node): Rational => {
    if (node.kind === 'number') return check(node.value, node.at, 'the number');
    if (node.kind === 'negate') return negateRational(evaluate(node.operand));
    const left = evaluate(node.left);
    const right = evaluate(node.right);
    switch (node.op) {
      case '+': return check(addReduced(left, right), node.at, 'the sum');
      case '-': return check(addReduced(left, negateRational(right)), node.at, 'the difference');
      case '*': return check(multiplyReduced(left, right), node.at, 'the product');
      case '/':
        if (right.num === 0n) throw fail('division_by_zero', pointer, node.at, 'division by zero');
        return check(multiplyReduced(left, reciprocalRational(right)), node.at, 'the quotient');
      case '^': return check(power(left, right, node.at), node.at, 'the power');
    }
  };
  return evaluate(tree);
}
