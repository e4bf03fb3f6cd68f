// Arbitraries shared by the formats property tests: JSON values the *-from-json tools accept and
// the forms their *-to-json partners give back.
import fc from 'fast-check';

const chars = fc.constantFrom('a', 'b', 'Z', '0', '9', ' ', '-', '_', '.', ':', '#', '"', "'", '\\', '\n', '\t', 'é', '😀', '&', '<', '>', '=', ';', '[', '{', '\u0001', '\u0085', '\u2028');
export const anyText = fc.array(chars, { maxLength: 12 }).map((a) => a.join(''));
export const keyText = fc.oneof(anyText, fc.constantFrom('__proto__', 'constructor', 'true', 'null', 'yes', '1', '<<', ''));
export const safeNumber = fc.oneof(
  fc.integer({ min: -1e6, max: 1e6 }),
  fc.maxSafeInteger(),
  fc
    .double({ noNaN: true, noDefaultInfinity: true })
    .map((d) => (Object.is(d, -0) ? 0 : d))
    // An integral double beyond 2^53-1 that JSON writes as plain digits reads back as an integer
    // string (yaml/toml rule 3), so it is not the "same value"; those are covered by the cases.
    .filter((d) => !(Number.isInteger(d) && Math.abs(d) > Number.MAX_SAFE_INTEGER && Math.abs(d) < 1e21)),
);

export const jsonValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.constant(null), fc.boolean(), safeNumber, anyText, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(keyText, tie('value'), { maxKeys: 4 }),
})).value;

/** The same value as JSON.parse would give it (key order of index-like keys included). */
export function viaJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}
