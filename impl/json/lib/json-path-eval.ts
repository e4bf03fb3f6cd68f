// RFC 9535 JSONPath evaluation (sections 2.3-2.6) over a parsed document, with a work budget: every
// node a segment visits or produces, and every regex step, costs one unit, so nested descendant
// segments or filters cannot run away on a large document.
import { compareDecimal, fromNumber, type Decimal } from '../../lib/decimal.js';
import { compareCodePoints } from '../../lib/code-point-order.js';
import { compileIRegexp, runIRegexp, type CompiledRegex, type RegexBudget } from './json-path-iregexp.js';
import type { Argument, Call, Comparable, Logical, Query, Selector } from './json-path-parse.js';
import { isObject } from './json-doc-tree.js';
import { equalWithinBudget } from './json-patch-equal.js';

/** A node: its value and the way back to the root (parent chain), turned into a path only for results. */
export type PathNode = { value: unknown; parent: PathNode | null; key: string | number };

export class BudgetExceeded extends Error {}

const NOTHING = Symbol('Nothing');
type Value = unknown; // a JSON value or NOTHING

export class Evaluator implements RegexBudget {
  private used = 0;
  private readonly regexCache = new Map<string, CompiledRegex | null>();

  constructor(private readonly root: unknown, private readonly budget: number, private readonly maxRegexStates: number) {}

  spend(units: number): void {
    this.used += units;
    if (this.used > this.budget) throw new BudgetExceeded();
  }

  run(query: Query): PathNode[] {
    return this.query(query, { value: this.root, parent: null, key: '' });
  }

  private query(q: Query, current: PathNode): PathNode[] {
    let nodes: PathNode[] = [q.root === '$' ? { value: this.root, parent: null, key: '' } : current];
    for (const segment of q.segments) {
      const next: PathNode[] = [];
      for (const node of nodes) {
        if (segment.descendant) this.descend(node, segment.selectors, next);
        else for (const sel of segment.selectors) this.select(sel, node, next);
      }
      nodes = next;
    }
    return nodes;
  }

  /** Section 2.5.2.2: the node and its descendants, each before its own descendants, arrays in order. */
  private descend(start: PathNode, selectors: Selector[], out: PathNode[]): void {
    const stack = [start];
    while (stack.length > 0) {
      const node = stack.pop()!;
      this.spend(1);
      for (const sel of selectors) this.select(sel, node, out);
      const v = node.value;
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: node, key: i });
      } else if (isObject(v)) {
        const keys = Object.keys(v);
        for (let i = keys.length - 1; i >= 0; i--) stack.push({ value: v[keys[i]!], parent: node, key: keys[i]! });
      }
    }
  }

  private emit(out: PathNode[], node: PathNode): void {
    this.spend(1);
    out.push(node);
  }

  private select(sel: Selector, node: PathNode, out: PathNode[]): void {
    const v = node.value;
    switch (sel.kind) {
      case 'name':
        if (isObject(v) && Object.hasOwn(v, sel.name)) this.emit(out, { value: v[sel.name], parent: node, key: sel.name });
        return;
      case 'wildcard':
        if (Array.isArray(v)) v.forEach((x, i) => this.emit(out, { value: x, parent: node, key: i }));
        else if (isObject(v)) for (const k of Object.keys(v)) this.emit(out, { value: v[k], parent: node, key: k });
        return;
      case 'index': {
        if (!Array.isArray(v)) return;
        const i = sel.index < 0 ? v.length + sel.index : sel.index;
        if (i >= 0 && i < v.length) this.emit(out, { value: v[i], parent: node, key: i });
        return;
      }
      case 'slice': {
        if (!Array.isArray(v)) return;
        for (const i of sliceIndices(v.length, sel.start, sel.end, sel.step)) this.emit(out, { value: v[i], parent: node, key: i });
        return;
      }
      case 'filter': {
        if (Array.isArray(v)) {
          v.forEach((x, i) => {
            const child = { value: x, parent: node, key: i };
            this.spend(1);
            if (this.logical(sel.expr, child)) this.emit(out, child);
          });
        } else if (isObject(v)) {
          for (const k of Object.keys(v)) {
            const child = { value: v[k], parent: node, key: k };
            this.spend(1);
            if (this.logical(sel.expr, child)) this.emit(out, child);
          }
        }
      }
    }
  }

  private logical(e: Logical, current: PathNode): boolean {
    switch (e.kind) {
      case 'or':
        return e.items.some((x) => this.logical(x, current));
      case 'and':
        return e.items.every((x) => this.logical(x, current));
      case 'not':
        return !this.logical(e.expr, current);
      case 'exists':
        return this.query(e.query, current).length > 0;
      case 'test-call':
        return this.call(e.call, current) === true;
      case 'compare':
        return compare(this.comparable(e.left, current), this.comparable(e.right, current), e.op, (n) => this.spend(n));
    }
  }

  private comparable(c: Comparable, current: PathNode): Value {
    if (c.kind === 'literal') return c.value;
    if (c.kind === 'singular') {
      const nodes = this.query(c.query, current);
      return nodes.length === 1 ? nodes[0]!.value : NOTHING;
    }
    return this.call(c, current);
  }

  private argument(a: Argument, current: PathNode): Value | PathNode[] | boolean {
    switch (a.kind) {
      case 'literal':
        return a.value;
      case 'query':
        return this.query(a.query, current);
      case 'logical':
        return this.logical(a.expr, current);
      case 'call':
        return this.call(a, current);
    }
  }

  /** Section 2.4.4-2.4.8. A ValueType argument given as a query is that query's single value (or Nothing). */
  private call(c: Call, current: PathNode): Value | boolean {
    const nodesArg = (i: number) => this.argument(c.args[i]!, current) as PathNode[];
    const valueArg = (i: number): Value => {
      const a = c.args[i]!;
      const v = this.argument(a, current);
      return a.kind === 'query' ? singleValue(v as PathNode[]) : v;
    };
    switch (c.name) {
      case 'length': {
        const v = valueArg(0);
        if (typeof v === 'string') {
          this.spend(v.length); // counting code points walks the string
          return Array.from(v).length;
        }
        if (Array.isArray(v)) return v.length;
        if (isObject(v) && !isDecimal(v)) return Object.keys(v).length;
        return NOTHING;
      }
      case 'count':
        return nodesArg(0).length;
      case 'value':
        return singleValue(nodesArg(0));
      case 'match':
      case 'search': {
        const text = valueArg(0);
        const pattern = valueArg(1);
        if (typeof text !== 'string' || typeof pattern !== 'string') return false;
        const re = this.regex(pattern);
        if (re !== null) this.spend(text.length); // the text is split into code points first
        return re !== null && runIRegexp(re, text, c.name === 'match', this);
      }
    }
  }

  private regex(pattern: string): CompiledRegex | null {
    if (!this.regexCache.has(pattern)) {
      this.spend(pattern.length);
      this.regexCache.set(pattern, compileIRegexp(pattern, this.maxRegexStates));
    }
    return this.regexCache.get(pattern)!;
  }
}

function singleValue(nodes: PathNode[]): Value {
  return nodes.length === 1 ? nodes[0]!.value : NOTHING;
}

/** Section 2.3.4.2.2: the indices a slice selects, in selection order. */
export function sliceIndices(len: number, start: number | null, end: number | null, step: number | null): number[] {
  const s = step ?? 1;
  if (s === 0) return [];
  const norm = (i: number) => (i >= 0 ? i : len + i);
  const out: number[] = [];
  if (s > 0) {
    const lower = Math.min(Math.max(norm(start ?? 0), 0), len);
    const upper = Math.min(Math.max(norm(end ?? len), 0), len);
    for (let i = lower; i < upper; i += s) out.push(i);
  } else {
    const upper = Math.min(Math.max(norm(start ?? len - 1), -1), len - 1);
    const lower = Math.min(Math.max(end === null ? -1 : norm(end), -1), len - 1);
    for (let i = upper; lower < i; i += s) out.push(i);
  }
  return out;
}

function isDecimal(v: unknown): v is Decimal {
  return v !== null && typeof v === 'object' && typeof (v as Decimal).unscaled === 'bigint';
}

/** Numbers as exact decimals: literals as written, document numbers by their shortest round-trip form. */
function asNumber(v: Value): Decimal | null {
  if (typeof v === 'number') return fromNumber(v);
  return isDecimal(v) ? v : null;
}

/** Section 2.3.5.2.2: "==" is type-strict; "<" only orders two numbers or two strings. */
function equal(a: Value, b: Value, spend: (n: number) => void): boolean {
  if (a === NOTHING || b === NOTHING) return a === b;
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null || y !== null) return x !== null && y !== null && compareDecimal(x, y) === 0;
  // Charged to the budget: one step per value pair and per member, plus the shorter length of two
  // strings, so `$..[?$.a == $.b]` over two large equal values stops at max_work.
  return equalWithinBudget(a, b, spend, true);
}

function less(a: Value, b: Value, spend: (n: number) => void): boolean {
  const x = asNumber(a);
  const y = asNumber(b);
  if (x !== null && y !== null) return compareDecimal(x, y) < 0;
  if (typeof a === 'string' && typeof b === 'string') {
    spend(Math.min(a.length, b.length));
    return compareCodePoints(a, b) < 0;
  }
  return false;
}

function compare(a: Value, b: Value, op: string, spend: (n: number) => void): boolean {
  switch (op) {
    case '==': return equal(a, b, spend);
    case '!=': return !equal(a, b, spend);
    case '<': return less(a, b, spend);
    case '<=': return less(a, b, spend) || equal(a, b, spend);
    case '>': return less(b, a, spend);
    default: return less(b, a, spend) || equal(a, b, spend);
  }
}

/** RFC 9535 section 2.7 normalized path: $['name'][index] with the minimal escapes. */
export function normalizedPath(node: PathNode): string {
  const parts: string[] = [];
  for (let n: PathNode | null = node; n !== null && n.parent !== null; n = n.parent) {
    parts.push(typeof n.key === 'number' ? `[${n.key}]` : `['${escapeName(n.key)}']`);
  }
  return '$' + parts.reverse().join('');
}

export function pathTokens(node: PathNode): (string | number)[] {
  const out: (string | number)[] = [];
  for (let n: PathNode | null = node; n !== null && n.parent !== null; n = n.parent) out.push(n.key);
  return out.reverse();
}

function escapeName(name: string): string {
  let out = '';
  for (const ch of name) {
    const c = ch.charCodeAt(0);
    if (ch === "'") out += "\\'";
    else if (ch === '\\') out += '\\\\';
    else if (c === 0x08) out += '\\b';
    else if (c === 0x0c) out += '\\f';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (c < 0x20) out += '\\u' + c.toString(16).padStart(4, '0');
    else out += ch;
  }
  return out;
}
