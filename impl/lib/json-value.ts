// JSON values as data: equality, a total order and a canonical key, shared by every tool that
// compares, sorts, groups or deduplicates parsed JSON. Numbers are compared by exact value.
import { compareCodePoints } from './code-point-order.js';

export type JsonType = 'null' | 'boolean' | 'number' | 'string' | 'array' | 'object';

/** The fixed cross-type order: null < boolean < number < string < array < object. */
export const JSON_TYPE_ORDER: readonly JsonType[] = ['null', 'boolean', 'number', 'string', 'array', 'object'];

export function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  const t = typeof value;
  if (t === 'boolean' || t === 'number' || t === 'string') return t;
  return 'object';
}

/** Deep equality by JSON value: member order ignored, 0 equals -0, "1" never equals 1. */
export function jsonEquals(a: unknown, b: unknown): boolean {
  return compareJson(a, b) === 0;
}

/**
 * A total order on JSON values: by type (JSON_TYPE_ORDER), then false < true, numbers by value,
 * strings by code point, arrays element by element (a prefix first), objects by their member
 * names sorted by code point compared as lists, then by the values in that name order.
 */
export function compareJson(a: unknown, b: unknown): number {
  const ta = jsonType(a);
  const tb = jsonType(b);
  if (ta !== tb) return JSON_TYPE_ORDER.indexOf(ta) - JSON_TYPE_ORDER.indexOf(tb);
  switch (ta) {
    case 'null':
      return 0;
    case 'boolean':
      return Number(a) - Number(b);
    case 'number':
      return (a as number) < (b as number) ? -1 : (a as number) > (b as number) ? 1 : 0;
    case 'string':
      return compareCodePoints(a as string, b as string);
    case 'array': {
      const x = a as unknown[];
      const y = b as unknown[];
      for (let i = 0; i < Math.min(x.length, y.length); i++) {
        const c = compareJson(x[i], y[i]);
        if (c !== 0) return c;
      }
      return x.length - y.length;
    }
    default: {
      const x = a as Record<string, unknown>;
      const y = b as Record<string, unknown>;
      const kx = Object.keys(x).sort(compareCodePoints);
      const ky = Object.keys(y).sort(compareCodePoints);
      const byNames = compareJson(kx, ky);
      if (byNames !== 0) return byNames;
      for (const k of kx) {
        const c = compareJson(x[k], y[k]);
        if (c !== 0) return c;
      }
      return 0;
    }
  }
}

/**
 * A string that is equal for two values exactly when jsonEquals says so: members sorted by code
 * point, -0 written as 0. For Map keys when grouping or deduplicating in linear time.
 */
export function canonicalKey(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number') return Object.is(value, -0) ? '0' : JSON.stringify(value);
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return '[' + value.map(canonicalKey).join(',') + ']';
  const obj = value as Record<string, unknown>;
  const keys = Object.keys(obj).sort(compareCodePoints);
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalKey(obj[k])).join(',') + '}';
}

/** An object whose keys come only from `entries`, safe for "__proto__" and friends. */
export function objectFromEntries(entries: Iterable<readonly [string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
  return out;
}
