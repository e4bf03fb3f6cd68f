// Bounds on a JSON value given as input to a *-from-json tool, checked before any work, and the
// text of a JSON number as every writer in this category spells it.
import { measureJson } from '../../lib/json-measure.js';
import { limitExceeded } from '../../lib/tool-error.js';

export const MAX_DEPTH = 64;
export const MAX_NODES = 100000;

/** `limit_exceeded` at `pointer` when `value` nests deeper than MAX_DEPTH or has more than MAX_NODES values. */
export function checkJsonBounds(value: unknown, pointer: string): void {
  const m = measureJson(value, MAX_DEPTH);
  if (m.depth > MAX_DEPTH) throw limitExceeded(pointer, `the value nests deeper than ${MAX_DEPTH} arrays/objects`);
  if (m.nodes > MAX_NODES) throw limitExceeded(pointer, `the value has more than ${MAX_NODES} values`);
}

/** ECMAScript shortest round-trip text of a finite double, with -0 written as 0. */
export function numberText(n: number): string {
  return Object.is(n, -0) ? '0' : String(n);
}

/** Integers beyond ±(2^53-1) as canonical decimal strings, others as JSON numbers. */
export function integerToJson(n: bigint): number | string {
  return n >= -9007199254740991n && n <= 9007199254740991n ? Number(n) : n.toString();
}
