// Array alignment shared by json-diff and json-patch-create. `index` pairs items by position;
// `lcs` matches a longest common subsequence of equal items (JSON value equality), after first
// matching the common prefix and suffix, then pairs the leftover items of each gap by position.
import { compareCodePoints } from '../../lib/code-point-order.js';
import { limitExceeded } from '../../lib/tool-error.js';

export type ArrayMode = 'index' | 'lcs';
/** same: equal items; pair: items at the same place that differ; remove / add: unmatched items. */
export type Step = { kind: 'same' | 'pair'; i: number; j: number } | { kind: 'remove'; i: number } | { kind: 'add'; j: number };

/**
 * Integer ids of JSON values, equal exactly when the values are JSON-equal (jsonEquals), built bottom
 * up and remembered per container: a value's id costs its own items or members once, so nested arrays
 * compared level by level cost their size once, not once per level (as whole canonical keys did).
 */
export class ValueIds {
  private readonly interned = new Map<string, number>();
  private readonly known = new WeakMap<object, number>();

  private intern(key: string): number {
    let x = this.interned.get(key);
    if (x === undefined) this.interned.set(key, (x = this.interned.size));
    return x;
  }

  of(value: unknown): number {
    if (value === null || typeof value !== 'object') {
      if (typeof value === 'number') return this.intern(Object.is(value, -0) ? '0' : JSON.stringify(value));
      return this.intern(JSON.stringify(value)); // strings, booleans, null: distinct texts from numbers
    }
    const done = this.known.get(value);
    if (done !== undefined) return done;
    // Iterative post-order: children first, so deep nesting cannot overflow the stack.
    const stack: { v: object; open: boolean }[] = [{ v: value, open: false }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1]!;
      const children: unknown[] = Array.isArray(top.v) ? top.v : Object.values(top.v);
      if (!top.open) {
        top.open = true;
        for (const c of children) if (c !== null && typeof c === 'object' && !this.known.has(c)) stack.push({ v: c, open: false });
        continue;
      }
      stack.pop();
      if (this.known.has(top.v)) continue;
      let key: string;
      if (Array.isArray(top.v)) key = '[' + top.v.map((c) => this.of(c)).join(',') + ']';
      else {
        const obj = top.v as Record<string, unknown>;
        const names = Object.keys(obj).sort(compareCodePoints);
        key = '{' + names.map((k) => JSON.stringify(k) + ':' + this.of(obj[k])).join(',') + '}';
      }
      this.known.set(top.v, this.intern(key));
    }
    return this.known.get(value)!;
  }
}

/** LCS table cells summed over all arrays of one call, at most `maxCells` (the tool's max_lcs_cells). */
export class LcsBudget {
  used = 0;
  /** Ids of the items compared in this call, shared by every array pair it aligns. */
  readonly ids = new ValueIds();
  constructor(private readonly pointer: string, private readonly maxCells: number) {}
  spend(cells: number): void {
    this.used += cells;
    if (this.used > this.maxCells) throw limitExceeded(this.pointer, `the LCS tables would exceed ${this.maxCells} cells (max_lcs_cells); use array_mode index`);
  }
}

export function alignArrays(a: unknown[], b: unknown[], mode: ArrayMode, budget: LcsBudget): Step[] {
  const steps: Step[] = [];
  if (mode === 'index') {
    const n = Math.min(a.length, b.length);
    for (let k = 0; k < n; k++) steps.push({ kind: 'pair', i: k, j: k });
    for (let k = n; k < a.length; k++) steps.push({ kind: 'remove', i: k });
    for (let k = n; k < b.length; k++) steps.push({ kind: 'add', j: k });
    return steps;
  }
  // Equal items get equal ids, so the table compares integers.
  const x = a.map((v) => budget.ids.of(v));
  const y = b.map((v) => budget.ids.of(v));
  let pre = 0;
  while (pre < x.length && pre < y.length && x[pre] === y[pre]) pre++;
  let suf = 0;
  while (suf < x.length - pre && suf < y.length - pre && x[x.length - 1 - suf] === y[y.length - 1 - suf]) suf++;
  const n = x.length - pre - suf;
  const m = y.length - pre - suf;
  budget.spend(n * m);
  // L[r][c] = LCS length of x[pre+r..] and y[pre+c..] (suffix table), row-major (n+1) x (m+1).
  const w = m + 1;
  const L = new Uint32Array((n + 1) * w);
  for (let r = n - 1; r >= 0; r--) {
    for (let c = m - 1; c >= 0; c--) {
      L[r * w + c] = x[pre + r] === y[pre + c] ? L[(r + 1) * w + c + 1]! + 1 : Math.max(L[(r + 1) * w + c]!, L[r * w + c + 1]!);
    }
  }
  for (let k = 0; k < pre; k++) steps.push({ kind: 'same', i: k, j: k });
  let r = 0;
  let c = 0;
  let removed: number[] = [];
  let added: number[] = [];
  const flush = () => {
    const p = Math.min(removed.length, added.length);
    for (let k = 0; k < p; k++) steps.push({ kind: 'pair', i: removed[k]!, j: added[k]! });
    for (let k = p; k < removed.length; k++) steps.push({ kind: 'remove', i: removed[k]! });
    for (let k = p; k < added.length; k++) steps.push({ kind: 'add', j: added[k]! });
    removed = [];
    added = [];
  };
  while (r < n || c < m) {
    if (r < n && c < m && x[pre + r] === y[pre + c]) {
      flush();
      steps.push({ kind: 'same', i: pre + r, j: pre + c });
      r++;
      c++;
    } else if (c >= m || (r < n && L[(r + 1) * w + c]! >= L[r * w + c + 1]!)) {
      removed.push(pre + r++);
    } else added.push(pre + c++);
  }
  flush();
  for (let k = 0; k < suf; k++) steps.push({ kind: 'same', i: x.length - suf + k, j: y.length - suf + k });
  return steps;
}
