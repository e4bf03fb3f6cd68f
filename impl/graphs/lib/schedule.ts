// The task model of the scheduling tools (contracts/schemas/schedule-task.yaml): tasks `{id, duration,
// depends_on?}` with non-negative exact rational durations. The dependency graph (an edge from each
// dependency to its dependent) is ordered by graph.ts's topologicalOrder, whose cycle becomes a
// cyclic_reference with context.cycle, like the DAG tools, but pointing into `tasks`.
//
// All durations are brought to one common denominator L (the lcm of their reduced denominators,
// limited in digits before any sum), so every time is an integer count of 1/L units and the passes add
// and compare bigints only.
import { codePointLength } from '../../lib/code-point-length.js';
import { ToolError, invalidInput, limitExceeded } from '../../lib/tool-error.js';
import { gcd } from '../../math/lib/integer.js';
import { formatRationalText, parseRationalText, reduceRational } from '../../math/lib/rational.js';
import { sortIds, topologicalOrder } from './graph.js';

export type TaskInput = { id: string; duration: string; depends_on?: string[] };
export type ScheduleLimits = {
  max_tasks: number;
  max_dependencies: number;
  max_id_chars: number;
  max_total_id_bytes: number;
  max_duration_chars: number;
  max_denominator_lcm_digits: number;
};

export type TaskGraph = {
  /** Task ids in code point order; a task's index is its position here. */
  ids: string[];
  /** The input position of each task, by index. */
  position: number[];
  /** Durations in units of 1/scale, by index. */
  duration: bigint[];
  /** The common denominator of all durations. */
  scale: bigint;
  /** Successors (dependents) and predecessors (dependencies) by index, ascending, without repeats. */
  out: number[][];
  inn: number[][];
  /** A topological order, the smallest ready index first. */
  order: number[];
};

/**
 * Checks, in this order: task count (max_tasks), dependency count (max_dependencies, all lists
 * together), UTF-8 bytes of all ids and dependency ids (max_total_id_bytes), each id's code points
 * (max_id_chars, invalid_input), repeated task ids, unknown dependencies (invalid_input), duration
 * lengths (max_duration_chars) and the digits of the common denominator (max_denominator_lcm_digits),
 * both limit_exceeded; then the topological order (cyclic_reference on a cycle).
 */
export function buildTaskGraph(tasks: readonly TaskInput[], limits: ScheduleLimits): TaskGraph {
  if (tasks.length > limits.max_tasks) throw limitExceeded('/tasks', `more than ${limits.max_tasks} tasks`);
  let deps = 0;
  for (let i = 0; i < tasks.length; i++) {
    deps += tasks[i]!.depends_on?.length ?? 0;
    if (deps > limits.max_dependencies) throw limitExceeded(`/tasks/${i}/depends_on`, `more than ${limits.max_dependencies} dependencies in all`);
  }
  let bytes = 0;
  for (const t of tasks) {
    bytes += Buffer.byteLength(t.id, 'utf8');
    for (const d of t.depends_on ?? []) bytes += Buffer.byteLength(d, 'utf8');
  }
  if (bytes > limits.max_total_id_bytes) throw limitExceeded('', `the ids of the input take more than ${limits.max_total_id_bytes} bytes of UTF-8 together`);
  const tooLong = (id: string) => id.length > limits.max_id_chars && codePointLength(id) > limits.max_id_chars;
  const longMessage = `an id has at most ${limits.max_id_chars} code points`;
  tasks.forEach((t, i) => {
    if (tooLong(t.id)) throw invalidInput(`/tasks/${i}/id`, longMessage);
    (t.depends_on ?? []).forEach((d, j) => {
      if (tooLong(d)) throw invalidInput(`/tasks/${i}/depends_on/${j}`, longMessage);
    });
  });
  const at = new Map<string, number>();
  tasks.forEach((t, i) => {
    if (at.has(t.id)) throw invalidInput(`/tasks/${i}/id`, `task ${JSON.stringify(t.id)} is listed twice`);
    at.set(t.id, i);
  });
  tasks.forEach((t, i) => {
    (t.depends_on ?? []).forEach((d, j) => {
      if (!at.has(d)) throw invalidInput(`/tasks/${i}/depends_on/${j}`, `no task has the id ${JSON.stringify(d)}`);
    });
  });
  tasks.forEach((t, i) => {
    if (t.duration.length > limits.max_duration_chars) throw limitExceeded(`/tasks/${i}/duration`, `a duration has at most ${limits.max_duration_chars} characters`);
  });
  const parsed = tasks.map((t, i) => reduceRational(parseRationalText(t.duration, `/tasks/${i}/duration`)));
  let scale = 1n;
  for (let i = 0; i < parsed.length; i++) {
    const den = parsed[i]!.den;
    scale = (scale / gcd(scale, den)) * den;
    if (scale.toString().length > limits.max_denominator_lcm_digits) {
      throw limitExceeded(`/tasks/${i}/duration`, `the least common multiple of the durations' denominators has more than ${limits.max_denominator_lcm_digits} digits`);
    }
  }
  const ids = sortIds(tasks.map((t) => t.id));
  const index = new Map<string, number>(ids.map((id, v) => [id, v]));
  const n = ids.length;
  const position = ids.map((id) => at.get(id)!);
  const duration = position.map((p) => (parsed[p]!.num * scale) / parsed[p]!.den);
  const out: number[][] = Array.from({ length: n }, () => []);
  const inn: number[][] = Array.from({ length: n }, () => []);
  for (let v = 0; v < n; v++) {
    for (const d of tasks[position[v]!]!.depends_on ?? []) {
      const u = index.get(d)!;
      out[u]!.push(v);
      inn[v]!.push(u);
    }
  }
  for (const list of [...out, ...inn]) sortUnique(list);
  const result = topologicalOrder(out, inn);
  if ('cycle' in result) throw taskCycleError(tasks, ids, position, result.cycle);
  return { ids, position, duration, scale, out, inn, order: result.order };
}

function sortUnique(list: number[]): void {
  if (list.length < 2) return;
  list.sort((a, b) => a - b);
  let k = 1;
  for (let i = 1; i < list.length; i++) if (list[i] !== list[k - 1]) list[k++] = list[i]!;
  list.length = k;
}

/**
 * cyclic_reference: `context.cycle` lists the ids in dependency direction (each is a dependency of
 * the next, the last of the first), rotated to start at the smallest; the pointer is the first
 * entry of the first task's depends_on that names the last.
 */
function taskCycleError(tasks: readonly TaskInput[], ids: string[], position: number[], cycle: number[]): ToolError {
  const names = cycle.map((v) => ids[v]!);
  const first = position[cycle[0]!]!;
  const last = names[names.length - 1]!;
  const j = tasks[first]!.depends_on!.indexOf(last);
  const shown = names.length <= 8 ? [...names, names[0]!].map((s) => JSON.stringify(s)) : [...names.slice(0, 4).map((s) => JSON.stringify(s)), '...', JSON.stringify(names[0]!)];
  const message = `the dependencies form a cycle of ${names.length} task${names.length === 1 ? '' : 's'}: ${shown.join(' -> ')}`;
  return new ToolError('cyclic_reference', message, [{ pointer: `/tasks/${first}/depends_on/${j}`, message }], { cycle: names });
}

/** A time in units of 1/scale as lowest-terms rational text. */
export function formatTime(t: bigint, scale: bigint): string {
  return formatRationalText({ num: t, den: scale });
}

/** A binary min-heap under `less` (a candidate for a shared impl/lib module). */
export class Heap<T> {
  private readonly a: T[] = [];
  constructor(private readonly less: (x: T, y: T) => boolean) {}
  get size(): number {
    return this.a.length;
  }
  peek(): T | undefined {
    return this.a[0];
  }
  push(v: T): void {
    const a = this.a;
    let i = a.length;
    a.push(v);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.less(v, a[p]!)) break;
      a[i] = a[p]!;
      i = p;
    }
    a[i] = v;
  }
  pop(): T {
    const a = this.a;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= a.length) break;
        const c = l + 1 < a.length && this.less(a[l + 1]!, a[l]!) ? l + 1 : l;
        if (!this.less(a[c]!, last)) break;
        a[i] = a[c]!;
        i = c;
      }
      a[i] = last;
    }
    return top;
  }
}
