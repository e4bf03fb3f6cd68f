// Small weighted graphs for graph-minimum-spanning-tree, graph-bipartite-check and graph-max-flow
// (helper Q3): ids from the shared pool with its code point order traps, weights as rational text in
// the three spellings (integer, decimal, fraction), with equal values spelled differently so ties and
// parallel edges come up often.
import fc from 'fast-check';
import { ID_POOL } from './graph-arbitraries.js';

export type WEdge = { from: string; to: string; weight?: string };
export type WGraph = { nodes?: string[]; edges: WEdge[] };

export const WEIGHTS = ['0', '1', '2', '-1', '1/2', '0.5', '2/4', '3/4', '0.75', '-3/7', '5', '10/3'];
export const CAPACITIES = ['0', '1', '2', '3', '1/2', '0.5', '3/4', '5/3', '7', '10'];

/** A weighted graph over the first `poolSize` ids of the pool (so small graphs stay dense). */
export function weightedGraphArb(options: { poolSize?: number; maxEdges?: number; weights?: string[]; selfLoops?: boolean } = {}): fc.Arbitrary<WGraph> {
  const pool = ID_POOL.slice(0, options.poolSize ?? ID_POOL.length);
  const id = fc.constantFrom(...pool);
  const edge = fc
    .record({ from: id, to: id, weight: fc.constantFrom(...(options.weights ?? WEIGHTS)) })
    .filter((e) => options.selfLoops !== false || e.from !== e.to);
  return fc
    .record({ edges: fc.array(edge, { maxLength: options.maxEdges ?? 12 }), nodes: fc.option(fc.uniqueArray(id, { maxLength: 3 }), { nil: undefined }) })
    .map(({ edges, nodes }) => (nodes === undefined ? { edges } : { nodes, edges }));
}

/** Exact rational text to [numerator, denominator] BigInts (independent of the tools' parser). */
export function toFraction(text: string): [bigint, bigint] {
  let num: bigint;
  let den: bigint;
  if (text.includes('/')) {
    const [p, q] = text.split('/');
    num = BigInt(p!);
    den = BigInt(q!);
  } else if (text.includes('.')) {
    const [i, f] = text.split('.');
    den = 10n ** BigInt(f!.length);
    num = BigInt(i!) * den + (i!.startsWith('-') ? -1n : 1n) * BigInt(f!);
  } else {
    num = BigInt(text);
    den = 1n;
  }
  if (den < 0n) [num, den] = [-num, -den];
  const g = gcdBig(num < 0n ? -num : num, den);
  return [num / g, den / g];
}

function gcdBig(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

export const addF = (a: [bigint, bigint], b: [bigint, bigint]): [bigint, bigint] => toFraction(`${a[0] * b[1] + b[0] * a[1]}/${a[1] * b[1]}`);
export const cmpF = (a: [bigint, bigint], b: [bigint, bigint]): number => {
  const x = a[0] * b[1];
  const y = b[0] * a[1];
  return x < y ? -1 : x > y ? 1 : 0;
};
export const textF = (a: [bigint, bigint]): string => (a[1] === 1n ? `${a[0]}` : `${a[0]}/${a[1]}`);
