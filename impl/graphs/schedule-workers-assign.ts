import type { Input, Output } from '../../generated/tools/graphs/schedule-workers-assign.js';
import { limits } from '../../generated/tools/graphs/schedule-workers-assign.js';
import { limitExceeded } from '../lib/tool-error.js';
import { MinHeap } from './lib/graph.js';
import { Heap, buildTaskGraph, formatTime } from './lib/schedule.js';

// List scheduling (Graham 1966): whenever a worker is free and a task is ready, the ready task of
// highest priority starts on the lowest-numbered free worker; no preemption, no idling by choice.
export default function scheduleWorkersAssign(input: Input): Output {
  if (input.workers > limits.max_workers) throw limitExceeded('/workers', `at most ${limits.max_workers} workers`);
  const g = buildTaskGraph(input.tasks, limits);
  const n = g.ids.length;
  const rule = input.priority ?? 'critical_path';
  // key[v]: larger goes first; ties by id (index order is code point order).
  let key: bigint[];
  if (rule === 'id') key = new Array<bigint>(n).fill(0n);
  else if (rule === 'longest_duration') key = g.duration;
  else if (rule === 'most_successors') key = g.out.map((s) => BigInt(s.length));
  else {
    key = new Array<bigint>(n).fill(0n);
    for (let k = n - 1; k >= 0; k--) {
      const v = g.order[k]!;
      let tail = 0n;
      for (const w of g.out[v]!) if (key[w]! > tail) tail = key[w]!;
      key[v] = g.duration[v]! + tail;
    }
  }
  const byPriority = Array.from({ length: n }, (_, v) => v).sort((a, b) => (key[a]! > key[b]! ? -1 : key[a]! < key[b]! ? 1 : a - b));
  const rank = new Array<number>(n);
  byPriority.forEach((v, r) => (rank[v] = r));
  const ready = new MinHeap(); // of ranks
  const free = new MinHeap(); // of worker numbers
  const workers = Math.min(input.workers, n);
  for (let w = 1; w <= workers; w++) free.push(w);
  const waiting = g.inn.map((p) => p.length);
  for (let v = 0; v < n; v++) if (waiting[v] === 0) ready.push(rank[v]!);
  type Run = { finish: bigint; task: number; worker: number };
  const running = new Heap<Run>((x, y) => x.finish < y.finish || (x.finish === y.finish && x.worker < y.worker));
  const start = new Array<bigint>(n);
  const worker = new Array<number>(n);
  const started: number[] = [];
  let now = 0n;
  let makespan = 0n;
  const finishUpTo = (t: bigint) => {
    while (running.size > 0 && running.peek()!.finish <= t) {
      const r = running.pop();
      free.push(r.worker);
      for (const w of g.out[r.task]!) if (--waiting[w]! === 0) ready.push(rank[w]!);
    }
  };
  while (started.length < n) {
    finishUpTo(now);
    while (free.size > 0 && ready.size > 0) {
      const v = byPriority[ready.pop()]!;
      const w = free.pop();
      start[v] = now;
      worker[v] = w;
      started.push(v);
      const finish = now + g.duration[v]!;
      if (finish > makespan) makespan = finish;
      running.push({ finish, task: v, worker: w });
      // A zero-duration task finishes at once; its dependents may start at this same time.
      if (finish === now) finishUpTo(now);
    }
    if (started.length < n) now = running.peek()!.finish;
  }
  const time = (t: bigint) => formatTime(t, g.scale);
  return {
    makespan: time(makespan),
    assignments: started.map((v) => ({ id: g.ids[v]!, worker: worker[v]!, start: time(start[v]!), finish: time(start[v]! + g.duration[v]!) })),
  };
}
