// Random task lists for the scheduling tools' property and differential tests: ids from the graph
// pool (code point traps, Object.prototype names), few distinct durations (so ties and several
// critical paths are common), dependencies only on tasks earlier in a shuffled order (so acyclic),
// some repeated, listed in a random order.
import fc from 'fast-check';
import { ID_POOL } from './graph-arbitraries.js';

export type TaskIn = { id: string; duration: string; depends_on?: string[] };

export const DURATIONS = ['0', '1', '2', '3', '1/2', '0.25', '5/3', '7'];

export const tasksArb: fc.Arbitrary<TaskIn[]> = fc
  .tuple(
    fc.shuffledSubarray(ID_POOL, { minLength: 0 }),
    fc.array(fc.constantFrom(...DURATIONS), { minLength: ID_POOL.length, maxLength: ID_POOL.length }),
    fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }),
    fc.array(fc.nat(), { minLength: ID_POOL.length, maxLength: ID_POOL.length }),
  )
  .map(([order, durations, pairs, keys]) => {
    const deps = order.map(() => [] as string[]);
    for (const [x, y] of pairs) {
      if (order.length === 0) break;
      const i = x % order.length;
      const j = y % order.length;
      if (i < j) deps[j]!.push(order[i]!);
    }
    const tasks: TaskIn[] = order.map((id, k) => (deps[k]!.length > 0 || keys[k]! % 3 === 0 ? { id, duration: durations[k]!, depends_on: deps[k]! } : { id, duration: durations[k]! }));
    // List them in an order unrelated to the dependencies.
    return tasks.map((t, k) => [keys[k]!, k, t] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((e) => e[2]);
  });
