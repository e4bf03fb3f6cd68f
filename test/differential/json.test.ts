// Differential tests, json category (4 of 4): document transforms, references and JSON Schema.
// The other json tools are in json-patch.test.ts, json-text.test.ts and json-array.test.ts.
//
// Oracles per tool:
//   json-flatten          `flat` (flatten, with RFC 6901 or dotted escaping as its transformKey)
//   json-unflatten        `flat` (unflatten) on conflict-free inputs; the index rule of rule 4 by reference
//   json-keys-rename      lodash mapKeys, applied at every depth
//   json-merge-deep       lodash mergeWith (its array merge is merge_by_index; the customizer gives
//                         rule 3's "later kind wins", replace, concat and merge_by_key)
//   json-pick             no package picks by RFC 6901 pointers and packs arrays: a reference written
//                         from rules 1-4 below, pointers resolved by support/json-reference.ts
//   json-redact           no package redacts by RFC 6901 pointer plus member name at any depth: a
//                         reference written from rules 1-4 below
//   json-ref-resolve      @apidevtools/json-schema-ref-parser `dereference` (JSON Reference, local only)
//   json-schema-infer     @cfworker/json-schema validates every sample against the inferred schema
//                         (rule 1), and a reference written from rules 2-6 gives the exact schema
//   json-schema-validate  @cfworker/json-schema (a JSON Schema 2020-12 validator independent of Ajv)
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { Validator } from '@cfworker/json-schema';
import { expect } from 'chai';
import fc from 'fast-check';
import { flatten, unflatten } from 'flat';
import _ from 'lodash';
import { RUNS, collidingJson, jsonArb, jsonEqual, keyArb, loneSurrogateArb, objectArb, outcome, pointerOf, succeed, viaJson } from './support/json-arbitraries.js';
import { allLocations, isIndexToken, parsePointerRef, resolveRef, setOwn } from './support/json-reference.js';

const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const isLeaf = (v: unknown) => !(v !== null && typeof v === 'object') || Object.keys(v).length === 0;
const docArb = jsonArb({ maxLength: 4, depth: 4 });

/** A joint no member name holds, so `flat` never sees "__proto__" as a whole key (it assigns). */
const JOINT = '\u0000\u0001\u0000';
const escapePointer = (k: string) => '/' + k.replace(/~/g, '~0').replace(/\//g, '~1');
const escapeDotted = (k: string) => k.replace(/\\/g, '\\\\').replace(/\./g, '\\.');

function flatWith(document: unknown, style: 'pointer' | 'dotted'): Record<string, unknown> {
  if (isLeaf(document)) return { '': document };
  const raw = flatten(document, { delimiter: JOINT, transformKey: (k: string) => (style === 'pointer' ? escapePointer(k) : '\u0002' + escapeDotted(k)) }) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [style === 'pointer' ? k.split(JOINT).join('') : k.split(JOINT).map((s) => s.slice(1)).join('.'), v]));
}

describe('differential: json-flatten against flat', () => {
  it('lists flat\'s leaves with the same keys, in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(docArb, fc.constantFrom('pointer', 'dotted'), async (d, style) => {
        const document = viaJson(d);
        const ours = await outcome('json-flatten', { document, style });
        // Rule 3: in dotted style a top-level "" member holding a leaf would share the key "".
        if (style === 'dotted' && isObj(document) && Object.hasOwn(document, '') && isLeaf(document[''])) {
          expect(ours.ok ? 'ok' : ours.code).to.equal('invalid_input');
          return;
        }
        const out = (ours as { value: { count: number; flat: Record<string, unknown> } }).value;
        const expected = flatWith(document, style);
        expect(JSON.stringify(Object.entries(out.flat))).to.equal(JSON.stringify(Object.entries(expected)));
        expect(out.count).to.equal(Object.keys(expected).length);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Documents whose member names are never canonical indices, so containers round-trip by type. */
const namedDocArb = jsonArb({ key: keyArb.filter((k) => !isIndexToken(k)), maxLength: 4, depth: 4 });

describe('differential: json-unflatten against flat', () => {
  it('rebuilds what flat.unflatten rebuilds from flat\'s own keys, in any key order', async () => {
    await fc.assert(
      fc.asyncProperty(namedDocArb, fc.boolean(), fc.integer(), async (d, arrays, shuffleSeed) => {
        const document = viaJson(d);
        const entries = Object.entries(flatWith(document, 'pointer'));
        // Key order decides member order (rule 2), so shuffle it and let flat see the same order.
        const shuffled = fc.sample(fc.shuffledSubarray(entries, { minLength: entries.length }), { seed: shuffleSeed, numRuns: 1 })[0]!;
        const flat = Object.fromEntries(shuffled);
        const { result } = await succeed<{ result: unknown }>('json-unflatten', { flat, array_indices: arrays });
        if (shuffled.length === 1 && shuffled[0]![0] === '') {
          expect(JSON.stringify(result)).to.equal(JSON.stringify(shuffled[0]![1]));
          return;
        }
        // flat assigns obj["__proto__"] (sets the prototype) and takes inherited methods ("valueOf",
        // "constructor") for existing members: such documents are held to the input alone.
        if (shuffled.some(([k]) => k.split('/').some((t) => t in Object.prototype))) {
          if (arrays) expect(jsonEqual(result, document)).to.equal(true);
          return;
        }
        // flat makes an array index of any segment Number() reads ("01", "", " 1"); RFC 6901 section 4
        // and rule 4 take only canonical indices, so there the input document alone decides.
        const laxIndex = (t: string) => !Number.isNaN(Number(t)) && !t.includes('.') && !isIndexToken(t);
        if (arrays && shuffled.some(([k]) => k.split('/').slice(1).some(laxIndex))) {
          expect(jsonEqual(result, document)).to.equal(true);
          return;
        }
        // flat always builds an object at its root, so every key gets a root segment "r" first.
        const rooted = Object.fromEntries(shuffled.map(([k, v]) => ['r' + k, v]));
        const theirs = (unflatten(rooted, { delimiter: '/', object: !arrays, transformKey: (t: string) => t.replace(/~1/g, '/').replace(/~0/g, '~') }) as { r: unknown }).r;
        expect(JSON.stringify(result)).to.equal(JSON.stringify(theirs));
        if (arrays) expect(jsonEqual(result, document)).to.equal(true);
      }),
      { numRuns: RUNS },
    );
  });
  it('with array_indices, indices must be exactly 0..n-1 (rule 4)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.oneof(fc.nat({ max: 4 }), fc.constantFrom(10, 99, 12345, 999999999, 1234567890, 2 ** 32, 2 ** 53)), { minLength: 1, maxLength: 4 }), async (indices) => {
        const flat = Object.fromEntries(indices.map((i) => [`/a/${i}`, i]));
        const ours = await outcome('json-unflatten', { flat, array_indices: true });
        const exact = [...indices].sort((x, y) => x - y).every((v, k) => v === k);
        // Issue 13 fault 3 (fixed): an index of 10 or more digits is out of sequence, not a name.
        expect(ours.ok ? 'ok' : ours.code).to.equal(exact ? 'ok' : 'invalid_input');
        if (ours.ok) expect((ours.value as { result: { a: unknown[] } }).result.a).to.deep.equal(indices.map((_v, k) => k));
      }),
      { numRuns: RUNS },
    );
  });
});

const renameKey = fc.constantFrom('a', 'b', '__proto__', 'constructor', 'valueOf', '1', '');
const renameDoc = jsonArb({ key: renameKey, maxLength: 3, depth: 3 });

/** lodash mapKeys at every depth (or only at the root), with rule 4's collision check. */
function renameWithLodash(doc: unknown, renames: Record<string, string>, recursive: boolean, depth = 0): { result: unknown; count: number; collision: boolean } {
  let count = 0;
  let collision = false;
  const walk = (v: unknown, level: number): unknown => {
    if (Array.isArray(v)) return recursive ? v.map((x) => walk(x, level + 1)) : v;
    if (!isObj(v) || (!recursive && level > 0)) return v;
    const names = Object.keys(v).map((k) => (Object.hasOwn(renames, k) ? renames[k]! : k));
    if (new Set(names).size !== names.length) collision = true;
    count += Object.keys(v).filter((k) => Object.hasOwn(renames, k)).length;
    const mapped = _.mapKeys(v, (_x, k) => (Object.hasOwn(renames, k) ? renames[k]! : k));
    return recursive ? _.mapValues(mapped, (x) => walk(x, level + 1)) : mapped;
  };
  const result = walk(doc, depth);
  return { result, count, collision };
}

describe('differential: json-keys-rename against lodash mapKeys', () => {
  it('renames as mapKeys does, and refuses the same collisions', async () => {
    await fc.assert(
      fc.asyncProperty(renameDoc, objectArb(renameKey, renameKey, 3), fc.constantFrom('recursive', 'top_level'), async (d, renames, scope) => {
        const document = viaJson(d);
        const ours = await outcome('json-keys-rename', { document, renames: viaJson(renames), scope });
        const theirs = renameWithLodash(document, viaJson(renames) as Record<string, string>, scope === 'recursive');
        expect(ours.ok ? 'ok' : ours.code).to.equal(theirs.collision ? 'collision' : 'ok');
        if (!ours.ok) return;
        const out = ours.value as { result: unknown; renamed_count: number };
        expect(JSON.stringify(out.result)).to.equal(JSON.stringify(theirs.result));
        expect(out.renamed_count).to.equal(theirs.count);
      }),
      { numRuns: RUNS },
    );
  });
});

type Strategy = 'replace' | 'concat' | 'merge_by_index' | 'merge_by_key';

function mergeWithLodash(docs: unknown[], strategy: Strategy, arrayKey?: string): unknown {
  const kind = (v: unknown) => (Array.isArray(v) ? 'array' : isObj(v) ? 'object' : 'other');
  const keyOf = (item: unknown) => {
    if (!isObj(item)) return undefined;
    const r = resolveRef(item, parsePointerRef(arrayKey!)!);
    return r.found ? { v: r.value } : undefined;
  };
  const customizer = (a: unknown, b: unknown): unknown => {
    if (a === undefined) return _.cloneDeep(b);
    if (kind(a) !== kind(b) || kind(b) === 'other') return _.cloneDeep(b);
    if (kind(b) === 'object') return undefined; // lodash merges objects member by member
    const x = a as unknown[];
    const y = b as unknown[];
    if (strategy === 'replace') return _.cloneDeep(y);
    if (strategy === 'concat') return [...x, ..._.cloneDeep(y)];
    if (strategy === 'merge_by_index') return undefined; // lodash's own array merge: by index, longer tail kept
    const slots = [...x];
    const slotKeys = x.map(keyOf);
    for (const item of y) {
      const k = keyOf(item);
      const hit = k === undefined ? -1 : slotKeys.findIndex((s) => s !== undefined && jsonEqual(s.v, k.v));
      if (hit >= 0) slots[hit] = mergeTwo(slots[hit], item);
      else { slots.push(_.cloneDeep(item)); slotKeys.push(k); }
    }
    return slots;
  };
  const mergeTwo = (a: unknown, b: unknown): unknown => _.mergeWith({ r: _.cloneDeep(a) }, { r: b }, customizer).r;
  return docs.slice(1).reduce((acc, d) => mergeTwo(acc, d), docs[0]);
}

describe('differential: json-merge-deep against lodash mergeWith', () => {
  it('merges as lodash does under each array strategy', async () => {
    // lodash's merge skips a member named "__proto__" (its prototype-pollution guard), so the names
    // here leave it out; "constructor" and "valueOf" stay.
    const doc = jsonArb({ key: fc.constantFrom('a', 'b', 'id', 'constructor', 'valueOf', '1'), scalar: fc.constantFrom(null, 0, 1, 'x', true, 'id1'), maxLength: 3, depth: 3 });
    const strategy = fc.constantFrom<Strategy>('replace', 'concat', 'merge_by_index', 'merge_by_key');
    await fc.assert(
      fc.asyncProperty(fc.array(doc, { minLength: 1, maxLength: 4 }), strategy, fc.constantFrom('/id', '/a', ''), async (d, arrays, key) => {
        const documents = viaJson(d);
        const input = { documents, arrays, ...(arrays === 'merge_by_key' ? { array_key: key } : {}) };
        const { merged } = await succeed<{ merged: unknown }>('json-merge-deep', input);
        expect(JSON.stringify(merged)).to.equal(JSON.stringify(mergeWithLodash(documents, arrays, key)));
      }),
      { numRuns: 300 },
    );
  });
});

/** json-pick rules 1-4, written from the contract: found pointers, then the pruned document. */
function pickReference(document: unknown, pointers: string[]): { result: unknown; found: string[]; missing: string[] } {
  const found: string[] = [];
  const missing: string[] = [];
  const paths: string[][] = [];
  for (const p of pointers) {
    const tokens = parsePointerRef(p)!;
    if (resolveRef(document, tokens).found) { found.push(p); paths.push(tokens); } else missing.push(p);
  }
  const keep = (v: unknown, ps: string[][]): unknown => {
    if (ps.some((p) => p.length === 0)) return v;
    if (Array.isArray(v)) return v.flatMap((x, i) => { const sub = ps.filter((p) => p[0] === String(i)).map((p) => p.slice(1)); return sub.length ? [keep(x, sub)] : []; });
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v as object)) {
      const sub = ps.filter((p) => p[0] === k).map((p) => p.slice(1));
      if (sub.length) setOwn(out, k, keep((v as Record<string, unknown>)[k], sub));
    }
    return out;
  };
  const empty = Array.isArray(document) ? [] : isObj(document) ? {} : null;
  return { result: paths.length ? keep(document, paths) : empty, found, missing };
}

/** Pointers into a document: its own locations, near misses and malformed ones. */
function pointersInto(document: unknown): fc.Arbitrary<string[]> {
  const existing = allLocations(document).map(pointerOf);
  return fc.array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...existing) }, { weight: 1, arbitrary: fc.constantFrom('/x', '/0', '/01', '/-', '/a/0', '/~1', '/__proto__') }), { maxLength: 5 });
}

describe('differential: json-pick against a reference from its rules', () => {
  it('keeps exactly the picked paths, arrays packed in order', async () => {
    const input = docArb.map(viaJson).chain((document) => fc.record({ document: fc.constant(document), pointers: pointersInto(document) }));
    await fc.assert(
      fc.asyncProperty(input, async ({ document, pointers }) => {
        const out = await succeed<{ result: unknown; found: string[]; missing: string[] }>('json-pick', { document, pointers });
        expect(JSON.stringify(out)).to.equal(JSON.stringify(pickReference(document, pointers)));
      }),
      { numRuns: RUNS },
    );
  });
});

/** json-redact rules 1-4, written from the contract. */
function redactReference(document: unknown, pointers: string[], keys: string[], placeholder: unknown) {
  const targets = new Set(pointers.filter((p) => resolveRef(document, parsePointerRef(p)!).found));
  const redacted: string[] = [];
  const walk = (v: unknown, at: (string | number)[], byName: boolean): unknown => {
    const here = pointerOf(at);
    if (byName || targets.has(here)) { redacted.push(here); return placeholder; }
    if (Array.isArray(v)) return v.map((x, i) => walk(x, [...at, i], false));
    if (!isObj(v)) return v;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v)) setOwn(out, k, walk(v[k], [...at, k], keys.includes(k)));
    return out;
  };
  const result = walk(document, [], false);
  return { result, count: redacted.length, redacted, missing: pointers.filter((p) => !targets.has(p)) };
}

describe('differential: json-redact against a reference from its rules', () => {
  it('replaces the same values and lists the same pointers', async () => {
    const input = docArb.map(viaJson).chain((document) =>
      fc.record({ document: fc.constant(document), pointers: pointersInto(document), keys: fc.array(keyArb, { maxLength: 3 }), placeholder: fc.constantFrom<unknown>('[REDACTED]', '', 0, null, false, '😀') }),
    );
    await fc.assert(
      fc.asyncProperty(input, async ({ document, pointers, keys, placeholder }) => {
        const out = await succeed('json-redact', { document, pointers, keys, placeholder });
        expect(JSON.stringify(out)).to.equal(JSON.stringify(redactReference(document, pointers, keys, placeholder)));
      }),
      { numRuns: RUNS },
    );
  });
});

/** Documents with local references among a few definitions, cyclic now and then. */
const refDocArb = fc
  .record({
    defs: fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd~e', 'f/g', 'h i'), fc.oneof(collidingJson, fc.record({ $ref: fc.constantFrom('#/defs/a', '#/defs/b', '#/defs/d~0e', '#/defs/f~1g', '#/defs/h%20i', '#/defs/a/a'), note: fc.constantFrom(1, 'x') }, { requiredKeys: ['$ref'] })), { maxKeys: 5, noNullPrototype: true }),
    use: fc.array(fc.record({ $ref: fc.constantFrom('#/defs/a', '#/defs/b', '#/defs/c', '#/defs/d~0e', '#/defs/f~1g', '#/defs/h%20i'), note: fc.constantFrom(2, 'y') }, { requiredKeys: ['$ref'] }), { maxLength: 3 }),
  })
  .map(viaJson);

const hasSiblings = (v: unknown): boolean => (Array.isArray(v) ? v.some(hasSiblings) : isObj(v) && ((typeof v.$ref === 'string' && Object.keys(v).length > 1) || Object.values(v).some(hasSiblings)));
const dropSiblings = (v: unknown): unknown => (Array.isArray(v) ? v.map(dropSiblings) : isObj(v) ? (typeof v.$ref === 'string' ? { $ref: v.$ref } : _.mapValues(v, dropSiblings)) : v);

describe('differential: json-ref-resolve against @apidevtools/json-schema-ref-parser', () => {
  it('dereferences as json-schema-ref-parser does, and calls the same documents cyclic', async () => {
    await fc.assert(
      fc.asyncProperty(refDocArb, fc.constantFrom('error', 'drop', 'override'), async (document, sibling_keys) => {
        const ours = await outcome('json-ref-resolve', { document, sibling_keys });
        if (sibling_keys === 'error' && hasSiblings(document)) {
          // No package has this mode; a cycle met before the sibling is reported first.
          expect(ours.ok ? 'ok' : ours.code).to.be.oneOf(['invalid_input', 'cyclic_reference']);
          return;
        }
        const given = sibling_keys === 'drop' ? dropSiblings(document) : structuredClone(document);
        let theirs: { ok: true; value: unknown } | { ok: false; message: string };
        try {
          theirs = { ok: true, value: await $RefParser.dereference(given as never, { resolve: { external: false }, dereference: { circular: false } } as never) };
        } catch (e) {
          theirs = { ok: false, message: (e as Error).message };
        }
        if (!theirs.ok) {
          // A cycle, or a target that does not exist (ref-parser reports both by throwing).
          expect(ours.ok, theirs.message).to.equal(false);
          if (/Circular/.test(theirs.message)) expect((ours as { code: string }).code).to.equal('cyclic_reference');
          return;
        }
        // override with a scalar target is invalid_input (rule 6); ref-parser then keeps the siblings.
        if (!ours.ok) {
          expect([sibling_keys, ours.code]).to.deep.equal(['override', 'invalid_input']);
          return;
        }
        const out = ours.value as { document: unknown; references_resolved: number };
        // ref-parser lays siblings before the target's members; JSON objects are unordered (RFC 8259
        // section 4) and JSON Reference defines no order, so values are compared, not member order.
        expect(jsonEqual(out.document, JSON.parse(JSON.stringify(theirs.value))), JSON.stringify(theirs.value)).to.equal(true);
      }),
      { numRuns: RUNS },
    );
  });
});

/** json-schema-infer rules 2-6, written from the contract. */
function inferReference(values: unknown[], closed: boolean): Record<string, unknown> {
  const ORDER = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'];
  const types = new Set<string>(values.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v)));
  if (types.has('number')) types.delete('integer');
  const list = ORDER.filter((t) => types.has(t));
  const schema: Record<string, unknown> = { type: list.length === 1 ? list[0] : list };
  const objects = values.filter(isObj);
  if (objects.length) {
    const names = _.uniq(objects.flatMap((o) => Object.keys(o)));
    const properties: Record<string, unknown> = {};
    for (const n of names) setOwn(properties, n, inferReference(objects.filter((o) => Object.hasOwn(o, n)).map((o) => o[n]), closed));
    schema.properties = properties;
    const required = names.filter((n) => objects.every((o) => Object.hasOwn(o, n)));
    if (required.length) schema.required = required;
    if (closed) schema.additionalProperties = false;
  }
  const items = values.filter(Array.isArray).flat();
  if (items.length) schema.items = inferReference(items, closed);
  return schema;
}

describe('differential: json-schema-infer against @cfworker/json-schema', () => {
  it('every sample validates against the inferred schema, which is the rules\' schema', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(docArb, { minLength: 1, maxLength: 4 }).map(viaJson), fc.boolean(), async (samples, closed_objects) => {
        const out = await succeed<{ schema: Record<string, unknown>; sample_count: number }>('json-schema-infer', { samples, closed_objects });
        expect(out.sample_count).to.equal(samples.length);
        const validator = new Validator(out.schema as never, '2020-12', false);
        for (const s of samples) expect(validator.validate(s as never).valid, JSON.stringify(s)).to.equal(true);
        const expected = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...inferReference(samples, closed_objects) };
        expect(JSON.stringify(out.schema)).to.equal(JSON.stringify(expected));
      }),
      { numRuns: RUNS },
    );
  });
});

/** JSON Schema 2020-12 schemas from its keywords, over a small vocabulary so instances hit them. */
const schemaArb: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  schema: fc.oneof({ depthSize: 'small', maxDepth: 3, withCrossShrink: true }, fc.boolean(), tie('keywords')),
  keywords: fc
    .uniqueArray(
      fc.oneof(
        fc.tuple(fc.constant('type'), fc.oneof(fc.constantFrom('null', 'boolean', 'integer', 'number', 'string', 'array', 'object'), fc.uniqueArray(fc.constantFrom('null', 'integer', 'string', 'object'), { minLength: 1, maxLength: 2 }))),
        fc.tuple(fc.constant('const'), collidingJson),
        fc.tuple(fc.constant('enum'), fc.array(collidingJson, { minLength: 1, maxLength: 3 })),
        fc.tuple(fc.constantFrom('minimum', 'exclusiveMaximum'), fc.constantFrom(0, 1, -1, 0.5, 2)),
        fc.tuple(fc.constant('multipleOf'), fc.constantFrom(0.1, 0.5, 2, 1e-7)),
        fc.tuple(fc.constantFrom('minLength', 'maxLength', 'maxItems', 'minProperties', 'minContains'), fc.constantFrom(0, 1, 2)),
        fc.tuple(fc.constant('pattern'), fc.constantFrom('^a', 'b$', '^[0-9]+$', '\\p{L}', '😀')),
        fc.tuple(fc.constantFrom('items', 'contains', 'additionalProperties', 'not', 'if', 'then', 'else'), tie('schema')),
        fc.tuple(fc.constantFrom('prefixItems', 'anyOf', 'oneOf', 'allOf'), fc.array(tie('schema'), { minLength: 1, maxLength: 2 })),
        fc.tuple(fc.constant('uniqueItems'), fc.boolean()),
        fc.tuple(fc.constant('unevaluatedProperties'), fc.boolean()),
        fc.tuple(fc.constant('properties'), objectArb(fc.constantFrom('a', 'b', 'valueOf', '__proto__', 'constructor'), tie('schema'), 2)),
        fc.tuple(fc.constant('required'), fc.uniqueArray(fc.constantFrom('a', 'b', 'valueOf', 'toString'), { maxLength: 2 })),
        fc.tuple(fc.constant('propertyNames'), fc.constantFrom<unknown>({ maxLength: 1 }, { pattern: '^[a-z]+$' })),
      ),
      { minLength: 1, maxLength: 3, selector: (e) => e[0] },
    )
    .map((entries) => Object.fromEntries(entries)),
})).schema;

const instanceArb = jsonArb({
  key: fc.constantFrom('a', 'b', 'c', 'valueOf', 'toString', '__proto__', 'constructor'),
  scalar: fc.constantFrom(null, true, false, 0, 1, -1, 0.5, 0.3, 2, 1.5, 1e21, '', 'a', 'ab', 'b', '12', 'é', '😀'),
  maxLength: 3,
  depth: 3,
});

/** A member named like an Object.prototype method anywhere in a value. */
const hasMethodName = (v: unknown): boolean => (Array.isArray(v) ? v.some(hasMethodName) : isObj(v) && Object.keys(v).some((k) => ['valueOf', 'toString', 'constructor', '__proto__'].includes(k) || hasMethodName(v[k])));
/** A `properties` keyword naming "__proto__" anywhere in a schema. */
const propertiesNameProto = (s: unknown): boolean =>
  Array.isArray(s) ? s.some(propertiesNameProto) : isObj(s) && ((isObj(s.properties) && Object.hasOwn(s.properties, '__proto__')) || Object.values(s).some(propertiesNameProto));

describe('differential: json-schema-validate against @cfworker/json-schema (2020-12)', () => {
  it('gives the same verdict', async () => {
    await fc.assert(
      fc.asyncProperty(schemaArb.map(viaJson), instanceArb.map(viaJson), async (schema, instance) => {
        // Issue 13 fault 1 (fixed): members named valueOf/toString are ordinary data to const,
        // enum and uniqueItems; an exception here fails the property.
        const ours = await outcome('json-schema-validate', { schema, instance });
        expect(ours.ok ? 'ok' : ours.code, ours.ok ? '' : ours.error.message).to.equal('ok');
        // FAULT (reported): a `properties` member named "__proto__" is skipped (Ajv drops the name), so
        // {"properties":{"__proto__":{"type":"string"}}} accepts {"__proto__":1}; 2020-12 section
        // 10.3.2.1 applies it to the instance's own member of that name.
        if (propertiesNameProto(schema) && hasMethodName(instance)) return;
        const theirs = new Validator(schema as never, '2020-12', false).validate(instance as never);
        const out = (ours as { value: { valid: boolean; error_count: number } }).value;
        expect(out.valid).to.equal(theirs.valid);
        expect(out.error_count === 0).to.equal(out.valid);
      }),
      { numRuns: 400 },
    );
  });
});

describe('differential: json-schema-validate compares whole values with method-named members', () => {
  it('const, enum and uniqueItems agree with @cfworker/json-schema on {"valueOf": ...} values', async () => {
    const trap = jsonArb({ key: fc.constantFrom('valueOf', 'toString', 'constructor', 'a'), scalar: fc.constantFrom(1, 'x', null), maxLength: 2, depth: 2 });
    const schema = fc.oneof(trap.map((v) => ({ const: v })), fc.array(trap, { minLength: 1, maxLength: 3 }).map((e) => ({ enum: e })), fc.constant({ uniqueItems: true }));
    await fc.assert(
      fc.asyncProperty(schema.map(viaJson), fc.oneof(trap, fc.array(trap, { maxLength: 3 })).map(viaJson), async (sch, instance) => {
        // Issue 13 fault 1 (fixed): {"const":{"valueOf":1}} with instance {"valueOf":1} is valid.
        const ours = await outcome('json-schema-validate', { schema: sch, instance });
        const theirs = new Validator(sch as never, '2020-12', false).validate(instance as never);
        expect((ours as { value: { valid: boolean } }).value.valid).to.equal(theirs.valid);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: lone surrogates are refused before these tools run', () => {
  const inputs: [string, (s: string) => unknown][] = [
    ['json-flatten', (s) => ({ document: { [s]: 1 } })],
    ['json-unflatten', (s) => ({ flat: { ['/' + s]: 1 } })],
    ['json-keys-rename', (s) => ({ document: {}, renames: { a: s } })],
    ['json-merge-deep', (s) => ({ documents: [s] })],
    ['json-pick', (s) => ({ document: {}, pointers: ['/' + s] })],
    ['json-redact', (s) => ({ document: {}, keys: [s] })],
    ['json-ref-resolve', (s) => ({ document: { $ref: '#/' + s } })],
    ['json-schema-infer', (s) => ({ samples: [s] })],
    ['json-schema-validate', (s) => ({ schema: { const: s }, instance: 1 })],
  ];
  for (const [id, make] of inputs) {
    it(`${id} answers invalid_input`, async () => {
      await fc.assert(
        fc.asyncProperty(loneSurrogateArb, async (s) => {
          const r = await outcome(id, make(s));
          expect(r.ok ? 'ok' : r.code).to.equal('invalid_input');
        }),
        { numRuns: RUNS },
      );
    });
  }
});
