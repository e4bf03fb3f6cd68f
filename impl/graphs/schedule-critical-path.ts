import type { Input, Output } from '../../generated/tools/graphs/schedule-critical-path.js';
import { limits } from '../../generated/tools/graphs/schedule-critical-path.js';
import { limitExceeded } from '../lib/tool-error.js';
import { buildTaskGraph, formatTime } from './lib/schedule.js';

// The critical path method (Kelley and Walker 1959): a forward pass for the earliest times, a
// backward pass for the latest, slack = latest start - earliest start, and the critical paths as the
// chains of zero-slack tasks each starting when the one before finishes.
export default function scheduleCriticalPath(input: Input): Output {
  const maxPaths = input.max_paths ?? 10;
  if (maxPaths > limits.max_paths) throw limitExceeded('/max_paths', `max_paths is at most ${limits.max_paths}`);
  const g = buildTaskGraph(input.tasks, limits);
  const n = g.ids.length;
  const es: bigint[] = new Array<bigint>(n).fill(0n);
  const ef: bigint[] = new Array<bigint>(n).fill(0n);
  let total = 0n;
  for (const v of g.order) {
    let start = 0n;
    for (const u of g.inn[v]!) if (ef[u]! > start) start = ef[u]!;
    es[v] = start;
    ef[v] = start + g.duration[v]!;
    if (ef[v]! > total) total = ef[v]!;
  }
  const lf: bigint[] = new Array<bigint>(n).fill(total);
  const ls: bigint[] = new Array<bigint>(n).fill(total);
  for (let k = n - 1; k >= 0; k--) {
    const v = g.order[k]!;
    let finish = total;
    for (const w of g.out[v]!) if (ls[w]! < finish) finish = ls[w]!;
    lf[v] = finish;
    ls[v] = finish - g.duration[v]!;
  }
  const critical = es.map((s, v) => ls[v] === s);
  // Tight edges: both ends critical and the dependent starts when the dependency finishes.
  const tight: number[][] = Array.from({ length: n }, () => []);
  const entered: boolean[] = new Array<boolean>(n).fill(false);
  for (let u = 0; u < n; u++) {
    if (!critical[u]) continue;
    for (const w of g.out[u]!) {
      if (critical[w] && es[w] === ef[u]) {
        tight[u]!.push(w);
        entered[w] = true;
      }
    }
  }
  const paths: string[][] = [];
  let listedIds = 0;
  let truncated = false;
  // Depth-first over tight edges from each start in code point order: paths in lexicographic order.
  search: for (let s = 0; s < n; s++) {
    if (!critical[s] || entered[s]) continue;
    const stack = [s];
    const next = [0];
    while (stack.length > 0) {
      const v = stack[stack.length - 1]!;
      const succ = tight[v]!;
      if (succ.length === 0) {
        if (paths.length === maxPaths || listedIds + stack.length > limits.max_critical_path_ids) {
          truncated = true;
          break search;
        }
        paths.push(stack.map((u) => g.ids[u]!));
        listedIds += stack.length;
      }
      const k = next[next.length - 1]!;
      if (k < succ.length) {
        next[next.length - 1] = k + 1;
        stack.push(succ[k]!);
        next.push(0);
      } else {
        stack.pop();
        next.pop();
      }
    }
  }
  const time = (t: bigint) => formatTime(t, g.scale);
  return {
    project_duration: time(total),
    tasks: g.ids.map((id, v) => ({
      id,
      duration: time(g.duration[v]!),
      earliest_start: time(es[v]!),
      earliest_finish: time(ef[v]!),
      latest_start: time(ls[v]!),
      latest_finish: time(lf[v]!),
      slack: time(ls[v]! - es[v]!),
      critical: critical[v]!,
    })),
    critical_paths: paths,
    critical_paths_truncated: truncated,
  };
}
