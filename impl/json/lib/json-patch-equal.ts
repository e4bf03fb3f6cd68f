// JSON value equality for the RFC 6902 "test" operation (section 4.6): numbers by value, strings by
// code units, arrays item by item, objects by the same member set with equal values in any order.
// Every visited value is charged to the caller's budget, so repeated tests of a large document
// stay bounded. Iterative, with no sort, unlike json-value.ts's total order.
import { isObject } from './json-doc-tree.js';

/**
 * `chargeStrings`: a string pair also costs the shorter length (json-query charges characters
 * compared; json-patch-apply and json-schema-validate one step per value).
 */
export function equalWithinBudget(a: unknown, b: unknown, spend: (n: number) => void, chargeStrings = false): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length > 0) {
    const [x, y] = stack.pop()!;
    spend(1);
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], y[i]]);
    } else if (isObject(x)) {
      if (!isObject(y)) return false;
      const kx = Object.keys(x);
      const ky = Object.keys(y);
      spend(kx.length + ky.length);
      if (kx.length !== ky.length) return false;
      for (const k of kx) {
        if (!Object.hasOwn(y, k)) return false;
        stack.push([x[k], y[k]]);
      }
    } else if (chargeStrings && typeof x === 'string' && typeof y === 'string') {
      spend(Math.min(x.length, y.length));
      if (x !== y) return false;
    } else if (x !== y) return false; // null, booleans, strings; numbers by value (0 === -0)
  }
  return true;
}
