// Plain JSON documents as the json-* tools (query, pick, redact, rename, flatten, diff, patch) take
// them: a safe deep copy, member writes that treat "__proto__" and "constructor" as ordinary names,
// and a byte count that stops at a cap. Their size limits are checked with impl/lib/json-bounds.ts.
import { jsonStringBytes } from '../../lib/json-measure.js';

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Sets an own enumerable member, so a name like "__proto__" never reaches the prototype. */
export function setMember(target: JsonObject, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

export function hasMember(target: JsonObject, key: string): boolean {
  return Object.hasOwn(target, key);
}

/** A deep copy of plain JSON data; member order is kept. Callers bound the depth first. */
export function cloneJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneJson);
  if (isObject(value)) {
    const out: JsonObject = {};
    for (const k of Object.keys(value)) setMember(out, k, cloneJson(value[k]));
    return out;
  }
  return value;
}

/**
 * UTF-8 bytes of the compact serialization of `value`, counted only up to `cap`: returns a number
 * above `cap` as soon as the count passes it, so measuring many results costs at most `cap` steps.
 */
export function compactBytesWithin(value: unknown, cap: number): number {
  let bytes = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0 && bytes <= cap) {
    const v = stack.pop();
    if (Array.isArray(v)) {
      bytes += 2 + Math.max(v.length - 1, 0);
      for (let i = v.length - 1; i >= 0; i--) stack.push(v[i]);
    } else if (isObject(v)) {
      const keys = Object.keys(v);
      bytes += 2 + Math.max(keys.length - 1, 0);
      for (const k of keys) {
        bytes += jsonStringBytes(k) + 1;
        stack.push(v[k]);
      }
    } else if (typeof v === 'string') bytes += jsonStringBytes(v);
    else bytes += JSON.stringify(v).length;
  }
  return bytes;
}
