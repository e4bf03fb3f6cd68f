// Counting the work of a JSON Schema evaluation. Applicators can make it exponential in the
// instance's depth (a recursive `oneOf` whose branches overlap evaluates both branches at every
// level: 2^depth), and Ajv's compiled code has no budget of its own. So a copy of the user's schema
// carries one more keyword in every schema object: evaluating that object once costs one step, and
// the caller stops the evaluation when its budget is spent. The keyword is added only where a
// schema stands (never inside `const`, `enum`, `default`, `examples` or the maps that hold schemas),
// so it changes nothing else the schema says.

/** Keywords whose value is one schema. */
const ONE = new Set([
  'additionalProperties', 'propertyNames', 'items', 'additionalItems', 'contains', 'not', 'if', 'then', 'else',
  'unevaluatedItems', 'unevaluatedProperties', 'contentSchema',
]);
/** Keywords whose value is a list of schemas. */
const LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data, never a schema. */
const DATA = new Set(['const', 'enum', 'default', 'examples', 'required', 'dependentRequired', 'type', '$comment', 'description', 'title']);

type Obj = Record<string, unknown>;

function isObject(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/** An RFC 6901 reference token. */
function token(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

function define(out: Obj, key: string, value: unknown): void {
  // defineProperty: a member named __proto__ stays ordinary data.
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

/** JSON values in `v`, containers and scalars alike. */
function nodes(v: unknown): number {
  if (Array.isArray(v)) return v.reduce((n: number, x) => n + nodes(x), 1);
  if (isObject(v)) return Object.values(v).reduce((n: number, x) => n + nodes(x), 1);
  return 1;
}

/**
 * A copy of `schema` with `{[keyword]: weight}` in every schema object, where `weight` is 1 plus one
 * per keyword, data keywords counting every value they hold: each can raise an error at each
 * evaluation (a `required` list of 5000 names raises 5000), and errors are the costly part. Values of unknown keywords are
 * treated as schemas too: a `$ref` may point into them, and an unknown keyword means nothing to the
 * evaluation, so the extra member is harmless there.
 */
export function withStepKeyword(schema: unknown, keyword: string, pointers?: Map<object, string>, at = '', root = true): unknown {
  if (!isObject(schema)) return schema;
  const out: Obj = {};
  // Pointers are relative to the schema resource: an embedded `$id` starts a new one.
  const base = !root && typeof schema.$id === 'string' ? '' : at;
  pointers?.set(out, base);
  const sub = (s: unknown, ...tokens: string[]) => withStepKeyword(s, keyword, pointers, `${base}/${tokens.map(token).join('/')}`, false);
  let weight = 1;
  for (const [k, v] of Object.entries(schema)) {
    if (k === keyword) continue;
    weight += DATA.has(k) ? nodes(v) : 1;
    if (DATA.has(k)) define(out, k, v);
    else if (ONE.has(k)) define(out, k, Array.isArray(v) ? v.map((s, i) => sub(s, k, String(i))) : sub(v, k));
    else if (LIST.has(k)) define(out, k, Array.isArray(v) ? v.map((s, i) => sub(s, k, String(i))) : v);
    else if (MAP.has(k) && isObject(v)) {
      const map: Obj = {};
      for (const [name, s] of Object.entries(v)) define(map, name, sub(s, k, name));
      define(out, k, map);
    } else if (isObject(v)) define(out, k, sub(v, k));
    else define(out, k, v);
  }
  define(out, keyword, weight);
  return out;
}

/**
 * A key that is equal for two JSON values exactly when they are equal as JSON data: numbers by
 * value, strings by code units, arrays item by item, objects by the same members in any order.
 * Every value visited costs one step of `spend`.
 */
export function equalityKey(value: unknown, spend: (n: number) => void): string {
  spend(1);
  if (Array.isArray(value)) return `[${value.map((v) => equalityKey(v, spend)).join(',')}]`;
  if (isObject(value)) {
    const names = Object.keys(value).sort();
    spend(names.length);
    return `{${names.map((k) => `${JSON.stringify(k)}:${equalityKey(value[k], spend)}`).join(',')}}`;
  }
  return JSON.stringify(value); // -0 is written 0, as JSON compares it
}
