// Objects whose members must be written in a promised order, and the JSON writer that keeps it.
// ECMAScript lists an object's array-index keys ("0", "17", up to "4294967294") first, ascending,
// whatever the insertion order (OrdinaryOwnPropertyKeys), so columns b, 10, 2 built in that order
// print as {"2","10","b"}. A tool that promises an order builds those objects with orderedObject:
// they stay plain objects with their members as own enumerable properties (validators, deep
// equality and typed access see nothing new), and only when ECMAScript would list them otherwise
// they carry the order under a non-enumerable symbol, which stringifyOrdered honours.
// Spread, Object.entries and structuredClone drop the symbol: serialize before copying.

/** Registered (Symbol.for), so every copy of this module, and a test, names the same key. */
export const MEMBER_ORDER: unique symbol = Symbol.for('deterministic-tools.member-order') as never;

type Ordered = { [MEMBER_ORDER]?: readonly string[] };

/** A canonical array index: ECMAScript lists these keys first, in ascending numeric order. */
export function isArrayIndexKey(key: string): boolean {
  const first = key.charCodeAt(0);
  if (!(first >= 0x30 && first <= 0x39) || key.length > 10 || (first === 0x30 && key.length > 1)) return false; // also ""
  for (let i = 1; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 0x30 || c > 0x39) return false;
  }
  return Number(key) <= 4294967294;
}

/**
 * A plain object of `entries` whose members serialize in entry order. A repeated key keeps its
 * first place and takes the last value (as assignment does). Keys are own data properties, so
 * "__proto__" is an ordinary member.
 */
export function orderedObject<V>(entries: Iterable<readonly [string, V]>): Record<string, V> {
  const out: Record<string, V> = {};
  const keys: string[] = [];
  // ECMAScript's own order equals entry order while every index key comes before every other key
  // and the index keys ascend; only otherwise is the order recorded.
  let reordered = false;
  let lastIndex = -1;
  let sawName = false;
  for (const [k, v] of entries) {
    if (!Object.hasOwn(out, k)) {
      keys.push(k);
      if (!reordered && isArrayIndexKey(k)) {
        const n = Number(k);
        if (sawName || n < lastIndex) reordered = true;
        lastIndex = n;
      } else sawName = true;
    }
    Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  }
  if (reordered) Object.defineProperty(out, MEMBER_ORDER, { value: keys });
  return out;
}

/** The recorded member order of an object built by orderedObject, when it differs from ECMAScript's. */
export function memberOrder(value: object): readonly string[] | undefined {
  return (value as Ordered)[MEMBER_ORDER];
}

/** Whether any object inside `value` carries a recorded member order. */
export function holdsOrderedObject(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i];
      if (item !== null && typeof item === 'object' && holdsOrderedObject(item)) return true;
    }
    return false;
  }
  if ((value as Ordered)[MEMBER_ORDER] !== undefined) return true;
  for (const k in value) {
    const member = (value as Record<string, unknown>)[k];
    if (member !== null && typeof member === 'object' && holdsOrderedObject(member)) return true;
  }
  return false;
}

/**
 * JSON.stringify(value) with the members of every ordered object in their recorded order. Without
 * one anywhere (every tool result that promises no order) it is JSON.stringify after one walk.
 */
export function stringifyOrdered(value: unknown): string {
  return holdsOrderedObject(value) ? (write(value) ?? 'undefined') : JSON.stringify(value);
}

// JSON.stringify's rules for what it meets in results: toJSON, undefined members left out,
// undefined items as null; scalars are written by JSON.stringify itself.
function write(value: unknown): string | undefined {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return write((value as { toJSON(): unknown }).toJSON());
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (let i = 0; i < value.length; i++) items.push(write(value[i]) ?? 'null');
    return `[${items.join(',')}]`;
  }
  const object = value as Record<string, unknown>;
  const own = Object.keys(object);
  const recorded = (value as Ordered)[MEMBER_ORDER];
  let keys = own;
  if (recorded !== undefined) {
    // A member added after construction (none should be) is written after the recorded ones.
    keys = recorded.filter((k) => Object.hasOwn(object, k));
    if (keys.length !== own.length) {
      const listed = new Set(keys);
      keys = keys.concat(own.filter((k) => !listed.has(k)));
    }
  }
  const members: string[] = [];
  for (const k of keys) {
    const text = write(object[k]);
    if (text !== undefined) members.push(`${JSON.stringify(k)}:${text}`);
  }
  return `{${members.join(',')}}`;
}
