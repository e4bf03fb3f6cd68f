// Member orders across a thread boundary. A structured clone (postMessage) and JSON.parse both list
// an object's array-index keys ("2", "10") first, whatever order orderedObject recorded
// (impl/lib/ordered-object.ts). The sending side lists every recorded order with the path to its
// object; the receiving side puts them back, so a value keeps the member order its contract promises
// after it crossed to or from a tool worker (batch bindings, MCP text).
import { memberOrder, orderedObject } from '../../impl/lib/ordered-object.js';

/** Each entry: the path (member names and array indexes) to an ordered object, and its member order. */
export type MemberOrders = [path: (string | number)[], keys: readonly string[]][];

/** The recorded member orders inside `value`, parents before their children; undefined when there are none. */
export function memberOrdersOf(value: unknown): MemberOrders | undefined {
  let found: MemberOrders | undefined;
  const path: (string | number)[] = [];
  const walk = (v: object): void => {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        if (item === null || typeof item !== 'object') continue;
        path.push(i);
        walk(item);
        path.pop();
      }
      return;
    }
    const order = memberOrder(v);
    if (order !== undefined) (found ??= []).push([[...path], order]);
    for (const k of Object.keys(v)) {
      const member: unknown = (v as Record<string, unknown>)[k];
      if (member === null || typeof member !== 'object') continue;
      path.push(k);
      walk(member);
      path.pop();
    }
  };
  if (value !== null && typeof value === 'object') walk(value);
  return found;
}

/** `object`'s members in the recorded order (members missing from it last, as stringifyOrdered writes them). */
function reordered(object: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  const listed = keys.filter((k) => Object.hasOwn(object, k));
  const seen = new Set(listed);
  const all = listed.concat(Object.keys(object).filter((k) => !seen.has(k)));
  return orderedObject(all.map((k) => [k, object[k]] as const));
}

/**
 * Puts the orders of memberOrdersOf back into a copy of the value it was taken from (a structured
 * clone, or JSON.parse of its stringifyOrdered text). Replaces objects in place; returns the root.
 */
export function restoreMemberOrders(value: unknown, orders: MemberOrders | undefined): unknown {
  if (!orders) return value;
  let root = value;
  for (const [path, keys] of orders) {
    if (path.length === 0) {
      root = reordered(root as Record<string, unknown>, keys);
      continue;
    }
    let parent = root as Record<string | number, unknown>;
    for (let i = 0; i < path.length - 1; i++) parent = parent[path[i]!] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    const next = reordered(parent[last] as Record<string, unknown>, keys);
    // A data property, so a member named "__proto__" is replaced, never the prototype.
    Object.defineProperty(parent, last, { value: next, enumerable: true, writable: true, configurable: true });
  }
  return root;
}
