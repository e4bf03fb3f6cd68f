// RFC 9535 JSONPath: parser and well-typedness check (sections 2.1-2.4). A query that does not
// match the ABNF of appendix A, or that is not well-typed (section 2.4.3), throws PathSyntaxError
// with the UTF-16 offset where it went wrong.
import { parseJsonNumber, type Decimal } from '../../lib/decimal.js';

export class PathSyntaxError extends Error {
  constructor(readonly offset: number, message: string) {
    super(message);
    this.name = 'PathSyntaxError';
  }
}

export type Query = { root: '$' | '@'; segments: Segment[] };
export type Segment = { descendant: boolean; selectors: Selector[] };
export type Selector =
  | { kind: 'name'; name: string }
  | { kind: 'wildcard' }
  | { kind: 'index'; index: number }
  | { kind: 'slice'; start: number | null; end: number | null; step: number | null }
  | { kind: 'filter'; expr: Logical };

export type Literal = { kind: 'literal'; value: string | boolean | null | Decimal };
export type FunctionName = 'length' | 'count' | 'match' | 'search' | 'value';
export type Call = { kind: 'call'; name: FunctionName; args: Argument[] };
export type Comparable = Literal | { kind: 'singular'; query: Query } | Call;
export type ComparisonOp = '==' | '!=' | '<' | '<=' | '>' | '>=';
export type Logical =
  | { kind: 'or'; items: Logical[] }
  | { kind: 'and'; items: Logical[] }
  | { kind: 'not'; expr: Logical }
  | { kind: 'exists'; query: Query }
  | { kind: 'test-call'; call: Call }
  | { kind: 'compare'; op: ComparisonOp; left: Comparable; right: Comparable };
export type Argument = Literal | { kind: 'query'; query: Query } | { kind: 'logical'; expr: Logical } | Call;

type Type = 'ValueType' | 'LogicalType' | 'NodesType';
// Function extensions of section 2.4: parameter types and result type.
const FUNCTIONS: ReadonlyMap<FunctionName, { params: Type[]; result: Type }> = new Map([
  ['length', { params: ['ValueType'], result: 'ValueType' }],
  ['count', { params: ['NodesType'], result: 'ValueType' }],
  ['match', { params: ['ValueType', 'ValueType'], result: 'LogicalType' }],
  ['search', { params: ['ValueType', 'ValueType'], result: 'LogicalType' }],
  ['value', { params: ['NodesType'], result: 'ValueType' }],
] as [FunctionName, { params: Type[]; result: Type }][]);

const MAX_INT = 2 ** 53 - 1;

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isAlpha = (c: string | undefined) => c !== undefined && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
const isBlank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
// name-first = ALPHA / "_" / %x80-D7FF / %xE000-10FFFF (a surrogate pair is a code point >= 0x10000).
const isNameFirst = (c: string | undefined) => c !== undefined && (isAlpha(c) || c === '_' || c.charCodeAt(0) >= 0x80);

/** `maxNesting`: how deep filter expressions may nest (parentheses, "!", function arguments, sub-queries). */
export function parseJsonPath(text: string, maxNesting: number): Query {
  return new QueryParser(text, maxNesting).parseRoot();
}

class QueryParser {
  private pos = 0;
  private depth = 0;
  constructor(private readonly s: string, private readonly maxNesting: number) {}

  private fail(message: string, at = this.pos): never {
    throw new PathSyntaxError(at, `${message} at offset ${at}`);
  }

  private peek(k = 0): string | undefined {
    return this.s[this.pos + k];
  }

  private skipBlanks(): void {
    while (isBlank(this.peek())) this.pos++;
  }

  private expect(c: string): void {
    if (this.s[this.pos] !== c) this.fail(`expected "${c}"`);
    this.pos++;
  }

  private enter(): void {
    if (++this.depth > this.maxNesting) this.fail(`filter expressions nest deeper than ${this.maxNesting}`);
  }

  parseRoot(): Query {
    if (this.peek() !== '$') this.fail('a query starts with "$"');
    this.pos++;
    const q: Query = { root: '$', segments: this.segments() };
    if (this.pos !== this.s.length) this.fail('unexpected character');
    return q;
  }

  /** *(S segment): blanks are consumed only when a segment follows them. */
  private segments(): Segment[] {
    const out: Segment[] = [];
    for (;;) {
      const save = this.pos;
      this.skipBlanks();
      const c = this.peek();
      if (c === '[') out.push({ descendant: false, selectors: this.bracketed() });
      else if (c === '.' && this.peek(1) === '.') {
        this.pos += 2;
        const d = this.peek();
        if (d === '[') out.push({ descendant: true, selectors: this.bracketed() });
        else if (d === '*') {
          this.pos++;
          out.push({ descendant: true, selectors: [{ kind: 'wildcard' }] });
        } else if (isNameFirst(d)) out.push({ descendant: true, selectors: [{ kind: 'name', name: this.shorthand() }] });
        else this.fail('expected a name, "*" or "[" after ".."');
      } else if (c === '.') {
        this.pos++;
        const d = this.peek();
        if (d === '*') {
          this.pos++;
          out.push({ descendant: false, selectors: [{ kind: 'wildcard' }] });
        } else if (isNameFirst(d)) out.push({ descendant: false, selectors: [{ kind: 'name', name: this.shorthand() }] });
        else this.fail('expected a name or "*" after "."');
      } else {
        this.pos = save;
        return out;
      }
    }
  }

  private shorthand(): string {
    const start = this.pos;
    while (isNameFirst(this.peek()) || isDigit(this.peek())) this.pos++;
    return this.s.slice(start, this.pos);
  }

  private bracketed(): Selector[] {
    this.expect('[');
    const selectors: Selector[] = [];
    for (;;) {
      this.skipBlanks();
      selectors.push(this.selector());
      this.skipBlanks();
      if (this.peek() === ',') {
        this.pos++;
        continue;
      }
      this.expect(']');
      return selectors;
    }
  }

  private selector(): Selector {
    const c = this.peek();
    if (c === "'" || c === '"') return { kind: 'name', name: this.stringLiteral() };
    if (c === '*') {
      this.pos++;
      return { kind: 'wildcard' };
    }
    if (c === '?') {
      this.pos++;
      this.skipBlanks();
      return { kind: 'filter', expr: this.logicalOr() };
    }
    // index or slice
    let start: number | null = null;
    if (c === '-' || isDigit(c)) start = this.int();
    this.skipBlanksIf(':');
    if (this.peek() !== ':') {
      if (start === null) this.fail('expected a selector');
      return { kind: 'index', index: start };
    }
    this.pos++;
    this.skipBlanks();
    let end: number | null = null;
    if (this.peek() === '-' || isDigit(this.peek())) {
      end = this.int();
      this.skipBlanksIf(':');
    }
    let step: number | null = null;
    if (this.peek() === ':') {
      this.pos++;
      this.skipBlanks();
      if (this.peek() === '-' || isDigit(this.peek())) step = this.int();
    }
    return { kind: 'slice', start, end, step };
  }

  /** Skips blanks only when `c` follows them (so "1 ]" leaves the blank for the caller). */
  private skipBlanksIf(c: string): void {
    let p = this.pos;
    while (isBlank(this.s[p])) p++;
    if (this.s[p] === c) this.pos = p;
  }

  /** int = "0" / (["-"] DIGIT1 *DIGIT), within the I-JSON range +-(2^53 - 1). */
  private int(): number {
    const start = this.pos;
    if (this.peek() === '-') this.pos++;
    if (this.peek() === '0') {
      this.pos++;
      if (this.pos - start === 2) this.fail('"-0" is not an integer', start);
      if (isDigit(this.peek())) this.fail('leading zeros are not allowed', start);
    } else if (isDigit(this.peek())) {
      while (isDigit(this.peek())) this.pos++;
    } else this.fail('expected an integer');
    const v = Number(this.s.slice(start, this.pos));
    if (Math.abs(v) > MAX_INT) this.fail('integer outside +-(2^53 - 1)', start);
    return v;
  }

  private stringLiteral(): string {
    const quote = this.s[this.pos]!;
    const start = this.pos;
    this.pos++;
    let out = '';
    for (;;) {
      const c = this.s[this.pos];
      if (c === undefined) this.fail('unterminated string literal', start);
      if (c === quote) {
        this.pos++;
        return out;
      }
      const code = c.charCodeAt(0);
      if (code < 0x20) this.fail('control character in a string literal');
      if (c !== '\\') {
        out += c;
        this.pos++;
        continue;
      }
      const e = this.s[this.pos + 1];
      this.pos += 2;
      switch (e) {
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case '/': out += '/'; break;
        case '\\': out += '\\'; break;
        case "'": case '"':
          if (e !== quote) this.fail('this quote may not be escaped here', this.pos - 2);
          out += e;
          break;
        case 'u': out += this.unicodeEscape(); break;
        default: this.fail('invalid escape', this.pos - 2);
      }
    }
  }

  /** After "\u": 4 hex digits; a high surrogate must be followed by "\u" and a low surrogate. */
  private unicodeEscape(): string {
    const hex4 = () => {
      const h = this.s.slice(this.pos, this.pos + 4);
      if (!/^[0-9A-Fa-f]{4}$/.test(h)) this.fail('expected 4 hex digits');
      this.pos += 4;
      return parseInt(h, 16);
    };
    const at = this.pos - 2;
    const hi = hex4();
    if (hi >= 0xdc00 && hi <= 0xdfff) this.fail('lone low surrogate escape', at);
    if (hi < 0xd800 || hi > 0xdbff) return String.fromCharCode(hi);
    if (this.s[this.pos] !== '\\' || this.s[this.pos + 1] !== 'u') this.fail('lone high surrogate escape', at);
    this.pos += 2;
    const lo = hex4();
    if (lo < 0xdc00 || lo > 0xdfff) this.fail('high surrogate escape without a low one', at);
    return String.fromCharCode(hi, lo);
  }

  // ---- filter expressions ----

  private logicalOr(): Logical {
    this.enter();
    const items = [this.logicalAnd()];
    for (;;) {
      const save = this.pos;
      this.skipBlanks();
      if (this.peek() === '|' && this.peek(1) === '|') {
        this.pos += 2;
        this.skipBlanks();
        items.push(this.logicalAnd());
      } else {
        this.pos = save;
        break;
      }
    }
    this.depth--;
    return items.length === 1 ? items[0]! : { kind: 'or', items };
  }

  private logicalAnd(): Logical {
    const items = [this.basic()];
    for (;;) {
      const save = this.pos;
      this.skipBlanks();
      if (this.peek() === '&' && this.peek(1) === '&') {
        this.pos += 2;
        this.skipBlanks();
        items.push(this.basic());
      } else {
        this.pos = save;
        break;
      }
    }
    return items.length === 1 ? items[0]! : { kind: 'and', items };
  }

  private basic(): Logical {
    const start = this.pos;
    if (this.peek() === '!') {
      this.pos++;
      this.skipBlanks();
      if (this.peek() === '(') return { kind: 'not', expr: this.paren() };
      const operand = this.testOperand();
      if (operand.kind === 'call') return { kind: 'not', expr: this.asTest(operand, start) };
      return { kind: 'not', expr: { kind: 'exists', query: operand.query } };
    }
    if (this.peek() === '(') return this.paren();
    const left = this.comparableOrTest();
    const save = this.pos;
    this.skipBlanks();
    const op = this.comparisonOp();
    if (op === null) {
      this.pos = save;
      if (left.kind === 'query') return { kind: 'exists', query: left.query };
      if (left.kind === 'call') return this.asTest(left, start);
      this.fail('a literal must be compared', start);
    }
    this.skipBlanks();
    const rightStart = this.pos;
    const right = this.comparableOrTest();
    return { kind: 'compare', op, left: this.asComparable(left, start), right: this.asComparable(right, rightStart) };
  }

  private paren(): Logical {
    this.expect('(');
    this.skipBlanks();
    const inner = this.logicalOr();
    this.skipBlanks();
    this.expect(')');
    return inner;
  }

  private comparisonOp(): ComparisonOp | null {
    const two = this.s.slice(this.pos, this.pos + 2);
    if (two === '==' || two === '!=' || two === '<=' || two === '>=') {
      this.pos += 2;
      return two;
    }
    const one = this.peek();
    if (one === '<' || one === '>') {
      this.pos++;
      return one;
    }
    return null;
  }

  /** A test-expr operand: a filter query or a function call. */
  private testOperand(): { kind: 'query'; query: Query } | Call {
    const c = this.peek();
    if (c === '@' || c === '$') return { kind: 'query', query: this.filterQuery() };
    if (c !== undefined && c >= 'a' && c <= 'z') return this.call();
    return this.fail('expected a query or a function');
  }

  private comparableOrTest(): Literal | { kind: 'query'; query: Query } | Call {
    const literal = this.tryLiteral();
    return literal ?? this.testOperand();
  }

  private asTest(call: Call, at: number): Logical {
    // Section 2.4.3: a test-expr function must return LogicalType or NodesType.
    if (FUNCTIONS.get(call.name)!.result === 'ValueType') this.fail(`${call.name}() returns a value and must be compared`, at);
    return { kind: 'test-call', call };
  }

  private asComparable(x: Literal | { kind: 'query'; query: Query } | Call, at: number): Comparable {
    if (x.kind === 'literal') return x;
    if (x.kind === 'query') {
      if (!isSingular(x.query)) this.fail('a compared query must be singular (names and indexes only)', at);
      return { kind: 'singular', query: x.query };
    }
    if (FUNCTIONS.get(x.name)!.result !== 'ValueType') this.fail(`${x.name}() returns a logical value and cannot be compared`, at);
    return x;
  }

  private filterQuery(): Query {
    const root = this.s[this.pos] as '$' | '@';
    this.pos++;
    this.enter();
    const q = { root, segments: this.segments() };
    this.depth--;
    return q;
  }

  private tryLiteral(): Literal | null {
    const c = this.peek();
    if (c === "'" || c === '"') return { kind: 'literal', value: this.stringLiteral() };
    for (const [word, value] of [['true', true], ['false', false], ['null', null]] as const) {
      if (this.s.startsWith(word, this.pos) && !isNameChar(this.s[this.pos + word.length])) {
        this.pos += word.length;
        return { kind: 'literal', value };
      }
    }
    if (c === '-' || isDigit(c)) return { kind: 'literal', value: this.number() };
    return null;
  }

  /** number = (int / "-0") [ frac ] [ exp ], read exactly. */
  private number(): Decimal {
    const start = this.pos;
    if (this.peek() === '-') this.pos++;
    if (this.peek() === '0') this.pos++;
    else if (isDigit(this.peek())) while (isDigit(this.peek())) this.pos++;
    else this.fail('expected a number', start);
    if (isDigit(this.peek())) this.fail('leading zeros are not allowed', start);
    if (this.peek() === '.') {
      this.pos++;
      if (!isDigit(this.peek())) this.fail('expected a digit after "."');
      while (isDigit(this.peek())) this.pos++;
    }
    if (this.peek() === 'e' || this.peek() === 'E') {
      this.pos++;
      if (this.peek() === '+' || this.peek() === '-') this.pos++;
      if (!isDigit(this.peek())) this.fail('expected exponent digits');
      while (isDigit(this.peek())) this.pos++;
    }
    const d = parseJsonNumber(this.s.slice(start, this.pos));
    if (d === null) this.fail('number exponent outside +-10000', start);
    return d;
  }

  private call(): Call {
    const start = this.pos;
    while (/^[a-z0-9_]$/.test(this.peek() ?? '')) this.pos++;
    const name = this.s.slice(start, this.pos);
    const spec = FUNCTIONS.get(name as FunctionName);
    if (!spec) this.fail(`unknown function "${name}"`, start);
    this.expect('(');
    this.enter();
    this.skipBlanks();
    const args: Argument[] = [];
    if (this.peek() !== ')') {
      for (;;) {
        const argStart = this.pos;
        args.push(this.argument(spec.params[args.length], argStart));
        this.skipBlanks();
        if (this.peek() !== ',') break;
        this.pos++;
        this.skipBlanks();
      }
    }
    this.expect(')');
    this.depth--;
    if (args.length !== spec.params.length) this.fail(`${name}() takes ${spec.params.length} argument(s)`, start);
    return { kind: 'call', name: name as FunctionName, args };
  }

  /** function-argument = literal / filter-query / logical-expr / function-expr, checked against `type`. */
  private argument(type: Type | undefined, at: number): Argument {
    if (type === undefined) this.fail('too many arguments', at);
    let arg: Argument;
    const save = this.pos;
    const literal = this.tryLiteral();
    const after = this.pos;
    this.skipBlanks();
    let call: Call | null = null;
    if (!literal && /^[a-z]$/.test(this.s[save] ?? '')) {
      this.pos = save;
      call = this.call();
      this.skipBlanks();
    }
    if (literal && (this.peek() === ',' || this.peek() === ')')) {
      this.pos = after;
      arg = literal;
    } else if (call && (this.peek() === ',' || this.peek() === ')')) {
      arg = call;
    } else {
      this.pos = save;
      const expr = this.logicalOr();
      if (expr.kind === 'exists') arg = { kind: 'query', query: expr.query };
      else if (expr.kind === 'test-call') arg = expr.call;
      else arg = { kind: 'logical', expr };
    }
    // Section 2.4.3, well-typedness of function arguments.
    const ok =
      type === 'ValueType'
        ? arg.kind === 'literal' || (arg.kind === 'query' && isSingular(arg.query)) || (arg.kind === 'call' && FUNCTIONS.get(arg.name)!.result === 'ValueType')
        : type === 'NodesType'
          ? arg.kind === 'query' || (arg.kind === 'call' && FUNCTIONS.get(arg.name)!.result === 'NodesType')
          : arg.kind === 'logical' || arg.kind === 'query' || (arg.kind === 'call' && FUNCTIONS.get(arg.name)!.result !== 'ValueType');
    if (!ok) this.fail(`argument is not of ${type}`, at);
    return arg;
  }
}

const isNameChar = (c: string | undefined) => isNameFirst(c) || isDigit(c);

/** Section 2.3.5.1: a singular query has only name and index segments, one selector each, no "..". */
export function isSingular(q: Query): boolean {
  return q.segments.every((s) => !s.descendant && s.selectors.length === 1 && (s.selectors[0]!.kind === 'name' || s.selectors[0]!.kind === 'index'));
}
