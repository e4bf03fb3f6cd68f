import type { Input, Output } from '../../generated/tools/math/array-integer-histogram.js';
import { limits } from '../../generated/tools/math/array-integer-histogram.js';
import { invalidInput } from '../lib/tool-error.js';
import { parseInteger } from './lib/integer.js';

export default function arrayIntegerHistogram(input: Input): Output {
  if (input.values.length > limits.max_values) throw invalidInput('/values', `more than ${limits.max_values} values`);
  if (input.edges.length < 2 || input.edges.length > limits.max_edges) throw invalidInput('/edges', `2 to ${limits.max_edges} edges are needed`);
  input.values.forEach((v, i) => {
    if (v.length > limits.max_integer_chars) throw invalidInput(`/values/${i}`, `more than ${limits.max_integer_chars} characters`);
  });
  const edges = input.edges.map((e, i) => {
    if (e.length > limits.max_integer_chars) throw invalidInput(`/edges/${i}`, `more than ${limits.max_integer_chars} characters`);
    return parseInteger(e);
  });
  for (let i = 1; i < edges.length; i++) {
    if (edges[i]! <= edges[i - 1]!) throw invalidInput(`/edges/${i}`, `edge ${i} is not greater than edge ${i - 1}: the edges must be strictly increasing`);
  }
  const m = edges.length - 1;
  const first = edges[0]!;
  const last = edges[m]!;
  const closed = (input.last_bin ?? 'closed') === 'closed';
  const counts = new Array<number>(m).fill(0);
  let below = 0;
  let above = 0;
  for (const text of input.values) {
    const v = parseInteger(text);
    if (v < first) below++;
    else if (v > last || (v === last && !closed)) above++;
    else if (v === last) counts[m - 1]!++;
    else {
      // largest i in [0, m) with edges[i] <= v < edges[i + 1]
      let lo = 0;
      let hi = m;
      while (hi - lo > 1) {
        const mid = (lo + hi) >> 1;
        if (edges[mid]! <= v) lo = mid;
        else hi = mid;
      }
      counts[lo]!++;
    }
  }
  return { counts: counts as Output['counts'], below, above };
}
