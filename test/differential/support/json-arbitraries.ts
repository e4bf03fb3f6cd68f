// Generators and small helpers shared by the differential tests (test/differential/*.test.ts).
// Nothing here imports impl/: the oracles and these helpers must stay independent of the code
// under test, so equality, pointers and orders are written again from their standards.
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';

/** Every differential property runs at least this many generated inputs (issue 13). */
export const RUNS = 200;

/** Member names that trap naive code: Object.prototype names, pointer syntax, index-like names. */
export const TRICKY_KEYS = [
  '__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty', '~', '/', '~0', '~1', 'a/b', 'm~n',
  '2', '10', '0', '01', '-', '', 'a', 'b', '😀', 'é', 'a.b', '\\',
] as const;

export const keyArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY_KEYS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 4 }) },
);

/** Strings with empties, controls, escapes, line separators and characters beyond the BMP. */
export const stringArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', 'a', 'b', '1', 'true', 'null', '😀', '𝄞x', '\u0000', '\n', '"', '\\', '\u2028', 'é', '\u007f', '/'),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 6 }),
);

/** Numbers with ties, huge integers, both ends of binary64 and shortest-form boundaries. */
export const numberArb: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: -3, max: 3 }),
  fc.constantFrom(0.1, 0.2, 0.3, 0.5, -1.5, 2.5, 1e21, 1e20, 1e-7, 1e-6, 2 ** 53, 2 ** 53 + 2, -(2 ** 63), 1.7976931348623157e308, 5e-324, 123456789012345680000),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((d) => (Object.is(d, -0) ? 0 : d)),
);

export const scalarArb: fc.Arbitrary<unknown> = fc.oneof(fc.constant(null), fc.boolean(), numberArb, stringArb);

/**
 * An object built the way a JSON parser builds one: own data members (so "__proto__" is a member,
 * not the prototype), Object.prototype as prototype, integer-like names first as ECMAScript orders them.
 */
export function objectArb(key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>, maxKeys = 4): fc.Arbitrary<Record<string, unknown>> {
  return fc
    .uniqueArray(fc.tuple(key, value), { maxLength: maxKeys, selector: (e) => e[0] })
    .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);
}

export function jsonArb(opts: { key?: fc.Arbitrary<string>; scalar?: fc.Arbitrary<unknown>; maxLength?: number; depth?: number } = {}): fc.Arbitrary<unknown> {
  const key = opts.key ?? keyArb;
  const scalar = opts.scalar ?? scalarArb;
  const maxLength = opts.maxLength ?? 4;
  return fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true, maxDepth: opts.depth ?? 5 }, scalar, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength }),
    object: objectArb(key, tie('value'), maxLength),
  })).value;
}

/** Small values that collide often, for tools whose interest is in equal and near-equal values. */
export const collidingJson: fc.Arbitrary<unknown> = jsonArb({
  key: fc.constantFrom('a', 'b', '__proto__', 'valueOf', '1'),
  scalar: fc.constantFrom(null, true, false, 0, 1, -1, 0.5, 1e21, '', 'a', '1', '😀'),
  maxLength: 3,
  depth: 3,
});

/** A lone surrogate somewhere in a string: the service refuses it with invalid_input. */
export const loneSurrogateArb: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 3 }), fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff', '\ude00x'), fc.string({ maxLength: 3 }))
  .map(([a, s, b]) => a + s + b);

/** The value as the service's JSON body parser would hand it over (key order, no undefined). */
export function viaJson<T>(v: T): T {
  return JSON.parse(JSON.stringify(v)) as T;
}

/** JSON value equality from RFC 8259's data model: same type, numbers by value, members in any order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const y = b as unknown[];
    return a.length === y.length && a.every((v, i) => jsonEqual(v, y[i]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const kx = Object.keys(x);
  return kx.length === Object.keys(y).length && kx.every((k) => Object.hasOwn(y, k) && jsonEqual(x[k], y[k]));
}

/** RFC 6901 section 3: "~" as "~0", "/" as "~1". */
export function pointerOf(tokens: readonly (string | number)[]): string {
  return tokens.map((t) => '/' + String(t).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

export type Outcome = { ok: true; value: unknown } | { ok: false; code: string; error: ToolError };

/** Runs a tool through the service's pipeline and reports success or its ToolError code. */
export async function outcome(id: string, input: unknown): Promise<Outcome> {
  try {
    return { ok: true, value: await runTool(id, input) };
  } catch (e) {
    if (e instanceof ToolError) return { ok: false, code: e.code, error: e };
    throw e;
  }
}

export async function succeed<T = Record<string, unknown>>(id: string, input: unknown): Promise<T> {
  return (await runTool(id, input)) as T;
}

/** The code a failing call returns; a success is reported as "ok". */
export async function codeOf(id: string, input: unknown): Promise<string> {
  const r = await outcome(id, input);
  return r.ok ? 'ok' : r.code;
}

/** Sorts by code point (not UTF-16 units), the order several contracts promise. */
export function compareCodePoints(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}
