// Shared generators and an independent reference equality for the json-array-* property tests.
import fc from 'fast-check';

/** Small JSON values with many collisions: few keys, few scalars, shallow nesting. */
export const smallJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, 1, 2, -1, 0.5, 1e21, 'a', 'b', '1', '', '__proto__'),
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'c', '__proto__', '0'), tie('value'), { maxKeys: 3 }),
  ),
})).value;

/** Records {k, v, ...} whose k collides often and is sometimes missing or null. */
export const record = fc.record(
  { k: fc.constantFrom<unknown>('x', 'y', 1, '1', null, [1], { a: 1 }), v: fc.integer({ min: -1000, max: 1000 }), tag: fc.constantFrom('p', 'q') },
  { requiredKeys: ['v'] },
);

/**
 * Deep equality written without json-value.ts: same type, numbers by ===, objects by own key sets.
 * Independent of the canonicalKey/compareJson code under test.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const y = b as unknown[];
    return a.length === y.length && a.every((v, i) => deepEqual(v, y[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const kx = Object.keys(x);
  const ky = Object.keys(y);
  return kx.length === ky.length && kx.every((k) => Object.hasOwn(y, k) && deepEqual(x[k], y[k]));
}
