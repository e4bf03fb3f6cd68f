import type { Input, Output } from '../../generated/tools/graphs/graph-diff.js';
import { limits } from '../../generated/tools/graphs/graph-diff.js';
import { compareRationals, formatRationalText, parseRationalText, type Rational } from '../math/lib/rational.js';
import { sortIds } from './lib/graph.js';
import { checkGraphs } from './lib/graph-diff-model.js';

type Side = { count: number; weight: Rational | null };
type EdgeCount = { from: string; to: string; count: number };

export default function graphDiff(input: Input): Output {
  const directed = input.directed ?? true;
  const [before, after] = checkGraphs([{ pointer: '/before', ...input.before }, { pointer: '/after', ...input.after }], limits);
  // Every weight is parsed (a zero denominator is an error wherever it is), before any comparison.
  const weights = (['before', 'after'] as const).map((side) =>
    input[side].edges.map((e, i) => (e.weight === undefined ? null : parseRationalText(e.weight, `/${side}/edges/${i}/weight`))),
  );
  const ids = sortIds([...new Set([...before!, ...after!])]);
  const rank = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) rank.set(ids[i]!, i);
  const n = ids.length;
  // Pair key from * n + to over code point ranks (n <= 20000, so it stays an exact integer); sorting
  // the keys numerically is the order by from, then to.
  const pairs = new Map<number, [Side, Side]>();
  (['before', 'after'] as const).forEach((side, s) => {
    input[side].edges.forEach((e, i) => {
      let a = rank.get(e.from)!;
      let b = rank.get(e.to)!;
      if (!directed && b < a) [a, b] = [b, a];
      const key = a * n + b;
      let entry = pairs.get(key);
      if (entry === undefined) {
        entry = [{ count: 0, weight: null }, { count: 0, weight: null }];
        pairs.set(key, entry);
      }
      entry[s]!.count++;
      entry[s]!.weight = weights[s]![i]!;
    });
  });
  const keys = [...pairs.keys()].sort((x, y) => x - y);
  const added: EdgeCount[] = [];
  const removed: EdgeCount[] = [];
  const changed: Output['changed_weights'] = [];
  for (const key of keys) {
    const [b, a] = pairs.get(key)!;
    const from = ids[Math.floor(key / n)]!;
    const to = ids[key % n]!;
    if (a.count > b.count) added.push({ from, to, count: a.count - b.count });
    else if (b.count > a.count) removed.push({ from, to, count: b.count - a.count });
    else if (a.count === 1 && !sameWeight(b.weight, a.weight)) {
      changed.push({ from, to, before: textOf(b.weight), after: textOf(a.weight) });
    }
  }
  const addedNodes = ids.filter((id) => after!.has(id) && !before!.has(id));
  const removedNodes = ids.filter((id) => before!.has(id) && !after!.has(id));
  return {
    unchanged: addedNodes.length + removedNodes.length + added.length + removed.length + changed.length === 0,
    added_nodes: addedNodes,
    removed_nodes: removedNodes,
    added_edges: added,
    removed_edges: removed,
    changed_weights: changed,
  };
}

function sameWeight(x: Rational | null, y: Rational | null): boolean {
  if (x === null || y === null) return x === y;
  return compareRationals(x, y) === 0;
}

function textOf(w: Rational | null): string | null {
  return w === null ? null : formatRationalText(w);
}
