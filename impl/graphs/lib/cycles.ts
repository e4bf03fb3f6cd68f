// Cycle and reachability helpers of graph-cycles-find, graph-transitive-reduction and
// graph-strongly-connected-components (graph.ts is the shared model; these build on its adjacency
// lists: ascending node indexes without repeats, index order being code point order of the ids).
import { MinHeap } from './graph.js';

/**
 * Strongly connected components (Tarjan, iterative): `comp[v]` is the component number of v, and
 * `cyclic[c]` says whether component c holds a cycle (two or more nodes, or one node with a self-loop).
 */
export function stronglyConnected(out: number[][]): { comp: Int32Array; cyclic: boolean[] } {
  const n = out.length;
  const order = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const comp = new Int32Array(n).fill(-1);
  const onStack = new Uint8Array(n);
  const stack: number[] = [];
  const cyclic: boolean[] = [];
  let counter = 0;
  const frames: number[] = []; // pairs (node, next neighbour position)
  for (let root = 0; root < n; root++) {
    if (order[root] !== -1) continue;
    frames.push(root, 0);
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    while (frames.length > 0) {
      const top = frames.length - 2;
      const v = frames[top]!;
      const i = frames[top + 1]!;
      const nbrs = out[v]!;
      if (i < nbrs.length) {
        frames[top + 1] = i + 1;
        const w = nbrs[i]!;
        if (order[w] === -1) {
          order[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          frames.push(w, 0);
        } else if (onStack[w] && order[w]! < low[v]!) low[v] = order[w]!;
        continue;
      }
      frames.length = top;
      if (top > 0) {
        const parent = frames[top - 2]!;
        if (low[v]! < low[parent]!) low[parent] = low[v]!;
      }
      if (low[v] === order[v]) {
        const c = cyclic.length;
        let size = 0;
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          comp[w] = c;
          size++;
        } while (w !== v);
        cyclic.push(size > 1 || nbrs.includes(v));
      }
    }
  }
  return { comp, cyclic };
}

/**
 * Tarjan's algorithm on the nodes `nodes` whose `compOf` is `c`, following only edges that stay
 * among them. Each cyclic component found (two or more nodes, or a node with a self-loop) gets a
 * fresh number from `fresh()` in `compOf` and is returned as its node list; the nodes of acyclic
 * components get -1. Returns the steps taken (one per node and per edge looked at).
 */
type Scratch = { order: Int32Array; low: Int32Array; run: Int32Array; onStack: Uint8Array; runs: number };

function scratch(n: number): Scratch {
  return { order: new Int32Array(n), low: new Int32Array(n), run: new Int32Array(n).fill(-1), onStack: new Uint8Array(n), runs: 0 };
}

function componentsWithin(out: number[][], nodes: number[], compOf: Int32Array, c: number, fresh: () => number, found: number[][], t: Scratch): number {
  const { order, low, onStack } = t;
  const run = t.runs++;
  const seen = (v: number) => t.run[v] === run;
  let counter = 0;
  const stack: number[] = [];
  const frames: number[] = [];
  let steps = 0;
  for (const root of nodes) {
    if (compOf[root] !== c || seen(root)) continue;
    t.run[root] = run;
    order[root] = low[root] = counter++;
    stack.push(root);
    onStack[root] = 1;
    frames.push(root, 0);
    while (frames.length > 0) {
      const top = frames.length - 2;
      const v = frames[top]!;
      const i = frames[top + 1]!;
      const nbrs = out[v]!;
      steps++;
      if (i < nbrs.length) {
        frames[top + 1] = i + 1;
        const w = nbrs[i]!;
        if (compOf[w] !== c) continue;
        if (!seen(w)) {
          t.run[w] = run;
          order[w] = low[w] = counter++;
          stack.push(w);
          onStack[w] = 1;
          frames.push(w, 0);
        } else if (onStack[w] && order[w]! < low[v]!) low[v] = order[w]!;
        continue;
      }
      frames.length = top;
      if (top > 0) {
        const parent = frames[top - 2]!;
        if (low[v]! < low[parent]!) low[parent] = low[v]!;
      }
      if (low[v] === order[v]) {
        const members: number[] = [];
        let w: number;
        do {
          w = stack.pop()!;
          onStack[w] = 0;
          members.push(w);
        } while (w !== v);
        const cyclic = members.length > 1 || nbrs.includes(v);
        const id = cyclic ? fresh() : -1;
        for (const x of members) compOf[x] = id;
        if (cyclic) found.push(members);
      }
    }
  }
  return steps;
}

export type CycleSearch = { cycles: number[][]; truncated: boolean };

/**
 * Johnson's elementary circuits (SIAM J. Comput. 4(1), 1975), iterative. The cyclic strongly
 * connected components wait in a queue by smallest node; the one with the smallest is taken, its
 * smallest node s is the start: a depth-first search from s inside the component, neighbours in
 * ascending order, with Johnson's blocked set and B lists, lists every cycle through s; then s is
 * removed and the component's remaining nodes split into strongly connected components again. So every
 * cycle is found once, beginning at its smallest node, and the cycles come out in lexicographic order
 * of their index sequences (a sequence before its extensions). Stops after `maxCycles` cycles once one
 * more is found (truncated), or when the work (one step per node and neighbour looked at in the
 * component passes and the search, per node unblocked or noted in a B list, and per node of a cycle
 * listed) passes `maxSteps` (truncated), or when the next cycle's size (3 plus `size.of` of each node)
 * would take the total past `size.max` (truncated).
 */
export function elementaryCycles(out: number[][], maxCycles: number, maxSteps: number, size: { of: (v: number) => number; max: number }): CycleSearch {
  const n = out.length;
  const cycles: number[][] = [];
  let listed = 0;
  const compOf = new Int32Array(n); // every node in component 0 to begin with
  let next = 1;
  const fresh = () => next++;
  const queue = new MinHeap();
  const members = new Map<number, number[]>(); // smallest node -> the component's nodes
  const found: number[][] = [];
  const t = scratch(n);
  let steps = componentsWithin(out, Array.from({ length: n }, (_, v) => v), compOf, 0, fresh, found, t);
  const enqueue = () => {
    for (const m of found) {
      let least = m[0]!;
      for (const v of m) if (v < least) least = v;
      members.set(least, m);
      queue.push(least);
    }
    found.length = 0;
  };
  enqueue();
  const blocked = new Int32Array(n).fill(-1); // blocked[v] === s: blocked in the search from s
  const bStamp = new Int32Array(n).fill(-1);
  const bList: Set<number>[] = new Array<Set<number>>(n);
  const unblock = (u: number, s: number) => {
    const todo = [u];
    while (todo.length > 0) {
      const x = todo.pop()!;
      steps++;
      if (blocked[x] !== s) continue;
      blocked[x] = -1;
      if (bStamp[x] === s) {
        for (const w of bList[x]!) todo.push(w);
        bList[x]!.clear();
      }
    }
  };
  while (queue.size > 0) {
    if (steps > maxSteps) return { cycles, truncated: true };
    const s = queue.pop();
    const nodes = members.get(s)!;
    members.delete(s);
    const c = compOf[s]!;
    const allowed = (w: number) => compOf[w] === c;
    const path = [s];
    const closed = [false];
    const pos = [0];
    blocked[s] = s;
    while (path.length > 0) {
      if (steps > maxSteps) return { cycles, truncated: true };
      const k = path.length - 1;
      const v = path[k]!;
      const nbrs = out[v]!;
      const i = pos[k]!;
      if (i < nbrs.length) {
        pos[k] = i + 1;
        const w = nbrs[i]!;
        steps++;
        if (!allowed(w)) continue;
        if (w === s) {
          if (cycles.length === maxCycles) return { cycles, truncated: true };
          steps += path.length;
          if (steps > maxSteps) return { cycles, truncated: true };
          let chars = 3;
          for (const x of path) chars += size.of(x);
          if (listed + chars > size.max) return { cycles, truncated: true };
          listed += chars;
          cycles.push(path.slice());
          closed[k] = true;
        } else if (blocked[w] !== s) {
          path.push(w);
          closed.push(false);
          pos.push(0);
          blocked[w] = s;
        }
        continue;
      }
      const wasClosed = closed.pop()!;
      path.pop();
      pos.pop();
      if (wasClosed) {
        unblock(v, s);
        if (k > 0) closed[k - 1] = true;
      } else {
        for (const w of nbrs) {
          steps++;
          if (!allowed(w)) continue;
          if (bStamp[w] !== s) {
            bStamp[w] = s;
            if (bList[w] === undefined) bList[w] = new Set();
            else bList[w]!.clear();
          }
          bList[w]!.add(v);
        }
      }
    }
    compOf[s] = -1;
    steps += componentsWithin(out, nodes, compOf, c, fresh, found, t);
    enqueue();
  }
  return { cycles, truncated: false };
}

/**
 * The transitive reduction of a DAG (Aho, Garey and Ullman, SIAM J. Comput. 1(2), 1972: unique for a
 * DAG) by descendant bitsets: nodes in reverse topological order; a node's successors in ascending
 * topological position; a successor already among the descendants of an earlier successor is
 * redundant, otherwise the edge is kept; the node's descendants are the union over its successors.
 * `out` is ascending without repeats and acyclic; `order` a topological order of its nodes. Returns
 * `keep[v]`, the kept successors of v (ascending), and `drop[v]`, the redundant ones (ascending).
 * O(n + m·n/32) word operations and n·n/32 words of memory.
 */
export function transitiveReduction(out: number[][], order: number[]): { keep: number[][]; drop: number[][] } {
  const n = out.length;
  const words = (n + 31) >>> 5;
  const desc = new Uint32Array(n * words);
  const position = new Int32Array(n);
  order.forEach((v, i) => (position[v] = i));
  const keep: number[][] = Array.from({ length: n }, () => []);
  const drop: number[][] = Array.from({ length: n }, () => []);
  for (let k = n - 1; k >= 0; k--) {
    const u = order[k]!;
    const base = u * words;
    const succ = [...out[u]!].sort((a, b) => position[a]! - position[b]!);
    for (const v of succ) {
      if ((desc[base + (v >>> 5)]! >>> (v & 31)) & 1) {
        drop[u]!.push(v);
        continue;
      }
      keep[u]!.push(v);
      desc[base + (v >>> 5)] = desc[base + (v >>> 5)]! | (1 << (v & 31));
      const from = v * words;
      for (let w = 0; w < words; w++) desc[base + w] = desc[base + w]! | desc[from + w]!;
    }
    keep[u]!.sort((a, b) => a - b);
    drop[u]!.sort((a, b) => a - b);
  }
  return { keep, drop };
}
