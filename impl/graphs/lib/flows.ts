// Exact edge weights of the weighted graphs tools (graph-minimum-spanning-tree, graph-max-flow): every
// weight is rational text scaled by one common denominator L (the least common multiple of the
// denominators as written, "0.75" counting as 75/100), so the algorithms compare and add BigInt
// integers and divide by L only in the output. Sizes are checked before the work: each weight's text
// length (max_weight_chars) and the digits of L (max_denominator_lcm_digits). Building L costs one
// remainder per weight plus one gcd each time L grows, and L at least doubles each time, so at most
// about 3.33 * max_denominator_lcm_digits gcds.
import { limitExceeded, invalidInput } from '../../lib/tool-error.js';
import { gcd } from '../../math/lib/integer.js';
import { formatRationalText, parseRationalText, type Rational } from '../../math/lib/rational.js';

export type WeightLimits = { max_weight_chars: number; max_denominator_lcm_digits: number };

export type ScaledWeights = {
  /** weight * L per input edge (null where the input edge has none and `fallback` is null). */
  scaled: (bigint | null)[];
  /** The common denominator L >= 1. */
  scale: bigint;
};

/**
 * Parses `edges[i].weight` for every edge; a missing weight is `fallback` (null keeps it missing).
 * `skip(i)` leaves an edge out (its weight is still checked for grammar and length).
 */
export function scaleWeights(
  edges: readonly { weight?: string }[],
  limits: WeightLimits,
  fallback: Rational | null,
  field = 'weight',
): ScaledWeights {
  for (let i = 0; i < edges.length; i++) {
    const w = edges[i]!.weight;
    if (w !== undefined && w.length > limits.max_weight_chars) {
      throw limitExceeded(`/edges/${i}/weight`, `a ${field} has at most ${limits.max_weight_chars} characters`);
    }
  }
  const parsed = edges.map((e, i) => (e.weight === undefined ? fallback : parseRationalText(e.weight, `/edges/${i}/weight`)));
  const bound = 10n ** BigInt(limits.max_denominator_lcm_digits);
  let scale = 1n;
  for (let i = 0; i < parsed.length; i++) {
    const r = parsed[i];
    if (r === null || r === undefined || scale % r.den === 0n) continue;
    scale = (scale / gcd(scale, r.den)) * r.den;
    if (scale >= bound) {
      throw limitExceeded(
        `/edges/${i}/weight`,
        `the least common multiple of the ${field} denominators has more than ${limits.max_denominator_lcm_digits} digits`,
      );
    }
  }
  const scaled = parsed.map((r) => (r === null || r === undefined ? null : r.num * (scale / r.den)));
  return { scaled, scale };
}

/** value / scale as lowest-terms rational text. */
export function unscale(value: bigint, scale: bigint): string {
  return formatRationalText({ num: value, den: scale });
}

/** invalid_input for a weight the tool cannot take (negative capacity, missing capacity). */
export function weightError(index: number, message: string): Error {
  return invalidInput(`/edges/${index}/weight`, message);
}
