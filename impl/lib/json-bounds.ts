// Bounds on a JSON value a tool takes or returns, checked before any work on it: nesting depth,
// number of values, bytes of its compact serialization, and the UTF-8 length of every string in it.
// Each bound is one of the tool's contract limits, passed in from its generated `limits` with its
// name, so every `limit_exceeded` names the limit that was passed.
import { measureJson } from './json-measure.js';
import { pointerToken } from './json-pointer.js';
import { limitExceeded } from './tool-error.js';
import { utf8Length } from './utf8.js';

/** One contract limit: its name in the contract's `limits` and its value. */
export type Bound = { readonly limit: string; readonly max: number };

export type JsonBounds = {
  /** Containers on the deepest path: a scalar is 0, `[]` and `{}` are 1. */
  readonly depth?: Bound;
  /** Every value counts once (containers and scalars); member names do not. */
  readonly nodes?: Bound;
  /** UTF-8 bytes of the compact serialization (JSON.stringify). */
  readonly bytes?: Bound;
  /** UTF-8 bytes of each string inside, member names included; the fault points at the string. */
  readonly strings?: Bound;
};

/** The limit `name` of a tool's generated `limits`. */
export function bound<N extends string>(limits: { readonly [K in N]: number }, name: N): Bound {
  return { limit: name, max: limits[name] };
}

/**
 * Throws `limit_exceeded` at `pointer` (`what` names the value in the message) for the first bound
 * `value` passes, in this order: depth (it caps the walk, so a hostile nesting costs no more than its
 * own size), nodes, bytes, then strings in document order.
 */
export function checkJsonBounds(value: unknown, pointer: string, bounds: JsonBounds, what = 'the value'): void {
  const { depth, nodes, bytes, strings } = bounds;
  if (depth !== undefined || nodes !== undefined || bytes !== undefined) {
    const m = measureJson(value, depth?.max);
    if (depth !== undefined && m.depth > depth.max) throw limitExceeded(pointer, `${what} nests deeper than ${depth.max} levels (${depth.limit})`);
    if (nodes !== undefined && m.nodes > nodes.max) throw limitExceeded(pointer, `${what} has ${m.nodes} JSON values; at most ${nodes.max} allowed (${nodes.limit})`);
    if (bytes !== undefined && m.bytes > bytes.max) throw limitExceeded(pointer, `${what} is ${m.bytes} bytes as compact JSON; at most ${bytes.max} allowed (${bytes.limit})`);
  }
  if (strings !== undefined) checkStrings(value, pointer, strings);
}

/** checkJsonBounds on each element of the array at `pointer`; a fault points at the element. */
export function checkEachJsonBounds(values: readonly unknown[], pointer: string, bounds: JsonBounds, what = 'the item'): void {
  values.forEach((v, i) => checkJsonBounds(v, `${pointer}/${i}`, bounds, what));
}

/** Iterative, in document order (a member name before its value); pointers are built only for a fault. */
function checkStrings(value: unknown, pointer: string, strings: Bound): void {
  type Place = { value: unknown; parent: Place | null; token: string; member: boolean };
  const pointerOf = (p: Place): string => {
    const tokens: string[] = [];
    for (let q: Place | null = p; q !== null && q.parent !== null; q = q.parent) tokens.push(q.token);
    return pointer + tokens.reverse().map((t) => '/' + pointerToken(t)).join('');
  };
  const check = (text: string, at: Place) => {
    const n = utf8Length(text);
    if (n > strings.max) throw limitExceeded(pointerOf(at), `is ${n} UTF-8 bytes; at most ${strings.max} allowed (${strings.limit})`);
  };
  const stack: Place[] = [{ value, parent: null, token: '', member: false }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    if (place.member) check(place.token, place);
    const v = place.value;
    if (typeof v === 'string') check(v, place);
    else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], parent: place, token: String(i), member: false });
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], parent: place, token: entries[i]![0], member: true });
    }
  }
}
