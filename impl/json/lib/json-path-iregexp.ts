// I-Regexp (RFC 9485) for the JSONPath match() and search() functions (RFC 9535 sections 2.4.6-7).
// Our own engine instead of `new RegExp(pattern)`: a pattern comes from the caller, and a
// backtracking engine can take exponential time on "(a*)*b"; this one compiles to a Thompson NFA
// and simulates it on state sets, so a match costs at most (text length + 1) * (NFA states) steps,
// charged to the caller's work budget.

export type RegexBudget = { spend(units: number): void };

// General categories of RFC 9485 section 3 (charProp = IsCategory). Fixed patterns, never user text.
const CATEGORY: ReadonlyMap<string, RegExp> = new Map([
  ['L', /\p{L}/u], ['Lu', /\p{Lu}/u], ['Ll', /\p{Ll}/u], ['Lt', /\p{Lt}/u], ['Lm', /\p{Lm}/u], ['Lo', /\p{Lo}/u],
  ['M', /\p{M}/u], ['Mn', /\p{Mn}/u], ['Mc', /\p{Mc}/u], ['Me', /\p{Me}/u],
  ['N', /\p{N}/u], ['Nd', /\p{Nd}/u], ['Nl', /\p{Nl}/u], ['No', /\p{No}/u],
  ['P', /\p{P}/u], ['Pc', /\p{Pc}/u], ['Pd', /\p{Pd}/u], ['Ps', /\p{Ps}/u], ['Pe', /\p{Pe}/u], ['Pi', /\p{Pi}/u], ['Pf', /\p{Pf}/u], ['Po', /\p{Po}/u],
  ['Z', /\p{Z}/u], ['Zs', /\p{Zs}/u], ['Zl', /\p{Zl}/u], ['Zp', /\p{Zp}/u],
  ['S', /\p{S}/u], ['Sm', /\p{Sm}/u], ['Sc', /\p{Sc}/u], ['Sk', /\p{Sk}/u], ['So', /\p{So}/u],
  ['C', /\p{C}/u], ['Cc', /\p{Cc}/u], ['Cf', /\p{Cf}/u], ['Co', /\p{Co}/u], ['Cn', /\p{Cn}/u],
]);

type CharTest = (cp: number) => boolean;
type Node =
  | { kind: 'char'; test: CharTest }
  | { kind: 'anchor'; at: 'start' | 'end' }
  | { kind: 'alt'; branches: Node[][] }
  | { kind: 'repeat'; node: Node; min: number; max: number };

class Invalid extends Error {}

/** A pattern whose NFA would pass the caller's state limit (range quantifiers are expanded). */
export class RegexTooLarge extends Error {}

const cp = (s: string) => s.codePointAt(0)!;

class Parser {
  private pos = 0;
  constructor(private readonly chars: string[], private readonly maxStates: number) {}

  parse(): Node {
    const node = this.alternation();
    if (this.pos !== this.chars.length) throw new Invalid();
    return node;
  }

  private peek(): string | undefined {
    return this.chars[this.pos];
  }

  private alternation(): Node {
    const branches: Node[][] = [this.branch()];
    while (this.peek() === '|') {
      this.pos++;
      branches.push(this.branch());
    }
    return { kind: 'alt', branches };
  }

  private branch(): Node[] {
    const pieces: Node[] = [];
    for (let c = this.peek(); c !== undefined && c !== '|' && c !== ')'; c = this.peek()) pieces.push(this.piece());
    return pieces;
  }

  private piece(): Node {
    const atom = this.atom();
    const c = this.peek();
    if (c === '*' || c === '+' || c === '?') {
      this.pos++;
      return { kind: 'repeat', node: atom, min: c === '+' ? 1 : 0, max: c === '?' ? 1 : Infinity };
    }
    if (c === '{') {
      this.pos++;
      const min = this.quantExact();
      let max = min;
      if (this.peek() === ',') {
        this.pos++;
        max = this.peek() === '}' ? Infinity : this.quantExact();
      }
      if (this.peek() !== '}' || max < min) throw new Invalid();
      this.pos++;
      return { kind: 'repeat', node: atom, min, max };
    }
    return atom;
  }

  private quantExact(): number {
    let digits = '';
    while (/^[0-9]$/.test(this.peek() ?? '')) digits += this.chars[this.pos++];
    if (digits === '') throw new Invalid();
    return Math.min(Number(digits), this.maxStates + 1); // larger counts fail the state limit anyway
  }

  private atom(): Node {
    const c = this.chars[this.pos++];
    if (c === undefined) throw new Invalid();
    if (c === '(') {
      const inner = this.alternation();
      if (this.chars[this.pos++] !== ')') throw new Invalid();
      return inner;
    }
    if (c === '.') return { kind: 'char', test: (x) => x !== 0x0a && x !== 0x0d };
    // RFC 9485 lists ^ and $ as ordinary characters, but implementations map I-Regexp onto their
    // native engines, where they anchor; the JSONPath compliance suite expects that, and so do we.
    if (c === '^') return { kind: 'anchor', at: 'start' };
    if (c === '$') return { kind: 'anchor', at: 'end' };
    if (c === '[') return { kind: 'char', test: this.classExpr() };
    if (c === '\\') return { kind: 'char', test: this.escape() };
    // NormalChar excludes the metacharacters . ( ) * + ? [ \ ] { | }
    if ('.()*+?[\\]{|}'.includes(c)) throw new Invalid();
    const v = cp(c);
    return { kind: 'char', test: (x) => x === v };
  }

  /** After a backslash: a SingleCharEsc or a \p{..} / \P{..} category escape. */
  private escape(): CharTest {
    const c = this.chars[this.pos++];
    if (c === undefined) throw new Invalid();
    if (c === 'p' || c === 'P') {
      if (this.chars[this.pos++] !== '{') throw new Invalid();
      let name = '';
      while (this.peek() !== undefined && this.peek() !== '}') name += this.chars[this.pos++];
      if (this.chars[this.pos++] !== '}') throw new Invalid();
      const re = CATEGORY.get(name);
      if (!re) throw new Invalid();
      return c === 'p' ? (x) => re.test(String.fromCodePoint(x)) : (x) => !re.test(String.fromCodePoint(x));
    }
    const v = singleCharEscape(c);
    return (x) => x === v;
  }

  private classExpr(): CharTest {
    let negated = false;
    if (this.peek() === '^') {
      negated = true;
      this.pos++;
    }
    const tests: CharTest[] = [];
    let first = true;
    for (;;) {
      const c = this.peek();
      if (c === undefined) throw new Invalid();
      if (c === ']' && !first) break;
      if (c === '-') {
        // A literal "-" only first or last in the class.
        if (first || this.chars[this.pos + 1] === ']') {
          this.pos++;
          tests.push((x) => x === 0x2d);
          first = false;
          continue;
        }
        throw new Invalid();
      }
      if (c === '\\' && (this.chars[this.pos + 1] === 'p' || this.chars[this.pos + 1] === 'P')) {
        this.pos++;
        tests.push(this.escape());
      } else {
        const lo = this.ccChar();
        if (this.peek() === '-' && this.chars[this.pos + 1] !== ']') {
          this.pos++;
          const hi = this.ccChar();
          if (hi < lo) throw new Invalid();
          tests.push((x) => x >= lo && x <= hi);
        } else tests.push((x) => x === lo);
      }
      first = false;
    }
    this.pos++;
    return negated ? (x) => !tests.some((t) => t(x)) : (x) => tests.some((t) => t(x));
  }

  private ccChar(): number {
    const c = this.chars[this.pos++];
    if (c === undefined || c === '[' || c === ']' || c === '-') throw new Invalid();
    if (c === '\\') {
      const e = this.chars[this.pos++];
      if (e === undefined) throw new Invalid();
      return singleCharEscape(e);
    }
    return cp(c);
  }
}

function singleCharEscape(c: string): number {
  if (c === 'n') return 0x0a;
  if (c === 'r') return 0x0d;
  if (c === 't') return 0x09;
  if ('()*+-.?[\\]^{|}'.includes(c)) return cp(c);
  throw new Invalid();
}

// Thompson NFA: states are char tests with one successor, or splits with two; -1 is "accept".
type State = { test: CharTest | null; out: number; out2: number; anchor?: 'start' | 'end' };

class Compiler {
  readonly states: State[] = [];

  constructor(private readonly maxStates: number) {}

  private add(s: State): number {
    if (this.states.length >= this.maxStates) throw new RegexTooLarge();
    this.states.push(s);
    return this.states.length - 1;
  }

  /** Compiles `node` to continue at `next`; returns its entry state. Built back to front. */
  build(node: Node, next: number): number {
    switch (node.kind) {
      case 'char':
        return this.add({ test: node.test, out: next, out2: -2 });
      case 'anchor':
        return this.add({ test: null, out: next, out2: -2, anchor: node.at });
      case 'alt': {
        const entries = node.branches.map((b) => b.reduceRight((n, piece) => this.build(piece, n), next));
        return entries.reduceRight((rest, entry) => this.add({ test: null, out: entry, out2: rest }));
      }
      case 'repeat': {
        let entry = next;
        if (node.max === Infinity) {
          // A loop: split -> (body -> split) | next.
          const loop = this.add({ test: null, out: -2, out2: next });
          this.states[loop]!.out = this.build(node.node, loop);
          entry = loop;
        } else {
          for (let i = node.min; i < node.max; i++) {
            const body = this.build(node.node, entry);
            entry = this.add({ test: null, out: body, out2: next });
          }
        }
        for (let i = 0; i < node.min; i++) entry = this.build(node.node, entry);
        return entry;
      }
    }
  }
}

export type CompiledRegex = { states: State[]; start: number };

/** The compiled pattern, or null when it is not a valid I-Regexp. Throws RegexTooLarge past `maxStates` NFA states. */
export function compileIRegexp(pattern: string, maxStates: number): CompiledRegex | null {
  let ast: Node;
  try {
    ast = new Parser(Array.from(pattern), maxStates).parse();
  } catch (e) {
    if (e instanceof Invalid) return null;
    throw e;
  }
  const c = new Compiler(maxStates);
  const start = c.build(ast, -1);
  return { states: c.states, start };
}

/**
 * Runs the NFA over `text`: `whole` true is match() (the entire text), false is search() (any
 * substring). Each text position costs the states it touches, charged to `budget`.
 */
export function runIRegexp(re: CompiledRegex, text: string, whole: boolean, budget: RegexBudget): boolean {
  const n = re.states.length;
  const mark = new Int32Array(n).fill(-1);
  let generation = 0;
  let current: number[] = [];
  let accepted = false;
  const chars = Array.from(text);
  let pos = 0;
  // Every state the epsilon closure pops is charged, splits and anchors too: a pattern such as
  // (|){4000}x has one char state but 4000 splits to cross at every position.
  let popped = 0;
  const addState = (list: number[], s: number) => {
    const stack = [s];
    while (stack.length > 0) {
      const i = stack.pop()!;
      popped++;
      if (i === -1) {
        accepted = true;
        continue;
      }
      if (mark[i] === generation) continue;
      mark[i] = generation;
      const st = re.states[i]!;
      if (st.anchor !== undefined) {
        if (st.anchor === 'start' ? pos === 0 : pos === chars.length) stack.push(st.out);
      } else if (st.test === null) {
        stack.push(st.out2, st.out);
      } else list.push(i);
    }
  };
  addState(current, re.start);
  for (const ch of chars) {
    if (accepted && !whole) return true;
    budget.spend(current.length + 1 + popped);
    popped = 0;
    const x = cp(ch);
    const nextList: number[] = [];
    generation++;
    pos++;
    accepted = false;
    for (const i of current) {
      const st = re.states[i]!;
      if (st.test!(x)) addState(nextList, st.out);
    }
    if (!whole) addState(nextList, re.start);
    current = nextList;
    if (whole && current.length === 0 && !accepted) return false;
  }
  budget.spend(popped); // the closure after the last character (or the only one, for "")
  return accepted;
}
