import type { Input, Output } from '../../generated/tools/json/json-schema-validate.js';
import { limits } from '../../generated/tools/json/json-schema-validate.js';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { compareCodePoints } from '../lib/code-point-order.js';
import { fromNumber } from '../lib/decimal.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { pointerToken } from '../lib/json-pointer.js';
import { smallest } from '../lib/smallest.js';
import { ToolError, limitExceeded } from '../lib/tool-error.js';
import { PatternRefused, compileLinear } from './lib/ecma-regex-re2.js';
import { equalWithinBudget } from './lib/json-patch-equal.js';
import { equalityKey, withStepKeyword } from './lib/json-schema-steps.js';

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

type Row = Output['errors'][number];

function schemaFault(reason: string, pointer: string, message: string): ToolError {
  return new ToolError('invalid_input', message, [{ pointer, message }], { reason });
}

const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);

/** Every regex the schema carries, with its place, checked before Ajv compiles anything. */
function checkPatterns(node: unknown, pointer: string): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((v, i) => checkPatterns(v, `${pointer}/${i}`));
  const obj = node as Record<string, unknown>;
  const check = (source: string, at: string) => {
    if (source.length > limits.max_pattern_chars) throw limitExceeded(at, `a pattern longer than ${limits.max_pattern_chars} characters (max_pattern_chars)`);
    try {
      compileLinear(source);
    } catch (e) {
      if (!(e instanceof PatternRefused)) throw e;
      throw schemaFault(e.reason, at, `pattern refused: ${e.message}`);
    }
  };
  for (const [k, v] of Object.entries(obj)) {
    if (DATA_KEYWORDS.has(k)) continue;
    const at = `${pointer}/${pointerToken(k)}`;
    if (k === 'pattern' && typeof v === 'string') check(v, at);
    if (k === 'patternProperties' && v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const p of Object.keys(v)) check(p, `${at}/${pointerToken(p)}`);
    }
    checkPatterns(v, at);
  }
}

// Ajv's multipleOf divides binary64 values (0.3 is "not a multiple" of 0.1); we decide on the
// shortest decimal forms instead, exactly.
function isMultiple(value: number, divisor: number): boolean {
  const a = fromNumber(value);
  const b = fromNumber(divisor);
  const scale = Math.max(a.scale, b.scale);
  const x = a.unscaled * 10n ** BigInt(scale - a.scale);
  const y = b.unscaled * 10n ** BigInt(scale - b.scale);
  return y !== 0n && x % y === 0n;
}

function decodeSchemaPath(path: string): string {
  const raw = path.startsWith('#') ? path.slice(1) : path;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The evaluation's budget of steps; the step keyword and the value comparisons spend it. */
type Meter = { left: number };

class StepsSpent extends Error {}

function spender(meter: Meter): (n: number) => void {
  return (n) => {
    meter.left -= n;
    if (meter.left < 0) throw new StepsSpent();
  };
}

/** A keyword that compares the instance with its schema value as JSON data (const, enum). */
function wholeValueKeyword(keyword: string, test: (schemaValue: unknown, data: unknown) => boolean, message: () => string, params: (v: unknown) => Record<string, unknown>) {
  const validate = function (schemaValue: unknown, data: unknown): boolean {
    if (test(schemaValue, data)) return true;
    (validate as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword, message: message(), params: params(schemaValue) }];
    return false;
  };
  return { keyword, errors: true, validate };
}

/** The extra keyword that counts schema evaluations (lib/json-schema-steps.ts). */
const STEP_KEYWORD = 'x-dts-evaluation-step';

/**
 * Ajv's code gathers a subschema's errors with `vErrors = vErrors === null ? e : vErrors.concat(e)`,
 * copying every error gathered so far at each failing call: with all errors collected that is
 * quadratic (1000 items against 1000 anyOf branches took seconds before answering). The generated
 * code appends in place instead, so gathering costs the errors appended.
 */
function appendErrorsInPlace(code: string): string {
  const out = outsideStrings(code, (segment) => {
    const rewritten = segment.replace(/vErrors = vErrors === null \? ([\w$.]+) : vErrors\.concat\(\1\)/g, 'vErrors = vErrors === null ? $1 : appendAll(vErrors, $1)');
    if (rewritten.includes('vErrors.concat(')) throw new AjvCodeChanged();
    return rewritten;
  });
  return `const appendAll = (a, b) => { for (let i = 0; i < b.length; i++) a.push(b[i]); return a; };\n${out}`;
}

/** Ajv's code no longer has the shape appendErrorsInPlace rewrites (a new Ajv version): a bug here, never the schema's. */
class AjvCodeChanged extends Error {
  constructor() {
    super('Ajv generated an error concat that appendErrorsInPlace does not rewrite');
  }
}

/**
 * `code` with `rewrite` applied to what lies outside its double-quoted string literals: schema
 * text (property names, `required` names, constants) reaches the generated code only inside them,
 * so a name that reads like code is never rewritten.
 */
function outsideStrings(code: string, rewrite: (segment: string) => string): string {
  let out = '';
  let at = 0;
  while (at < code.length) {
    const quote = code.indexOf('"', at);
    const end = quote < 0 ? code.length : quote;
    out += rewrite(code.slice(at, end));
    if (quote < 0) break;
    let close = quote + 1;
    while (close < code.length && code[close] !== '"') close += code[close] === '\\' ? 2 : 1;
    out += code.slice(quote, close + 1);
    at = close + 1;
  }
  return out;
}

/** An Ajv for one schema, with the service's keywords: comparisons as JSON data, exact multipleOf, linear-time patterns, a step budget. */
function newAjv(assertFormats: boolean, meter: Meter): Ajv2020 {
  const spend = spender(meter);
  const jsonEqual = (a: unknown, b: unknown) => equalWithinBudget(a, b, spend);
  // No loadSchema: a $ref Ajv cannot resolve from this schema (or the bundled meta-schemas) fails.
  // ownProperties: a member named like an Object.prototype property ("valueOf") is absent unless the instance has it.
  // code.regExp: patterns run in RE2 (linear time), translated from ECMAScript syntax.
  const regExp = Object.assign((pattern: string) => compileLinear(pattern), { code: 'compileLinear' });
  // validateSchema: false: the meta-schema check is done once per schema by metaSchemaCheck().
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateSchema: false, validateFormats: assertFormats, unicodeRegExp: true, ownProperties: true, verbose: true, code: { regExp, process: appendErrorsInPlace } });
  if (assertFormats) (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  ajv.addKeyword({ keyword: STEP_KEYWORD, schemaType: 'number', errors: false, validate: (weight: number) => (spend(weight), true) });
  // const, enum and uniqueItems compare whole JSON values. Ajv's deep equality (fast-deep-equal)
  // calls a member named valueOf or toString as a method, so {"valueOf": 1} threw (a 500); these
  // compare own members only, numbers by value, as RFC 8259 data, and spend the budget as they go.
  for (const k of ['const', 'enum', 'uniqueItems']) ajv.removeKeyword(k);
  ajv.addKeyword(wholeValueKeyword('const', (expected, data) => jsonEqual(expected, data), () => 'must be equal to constant', (c) => ({ allowedValue: c })));
  ajv.addKeyword(wholeValueKeyword('enum', (allowed, data) => Array.isArray(allowed) && allowed.some((v) => jsonEqual(v, data)), () => 'must be equal to one of the allowed values', (a) => ({ allowedValues: a })));
  ajv.addKeyword({
    keyword: 'uniqueItems',
    type: 'array',
    schemaType: 'boolean',
    errors: true,
    validate: function uniqueItems(unique: boolean, data: unknown[]): boolean {
      if (!unique) return true;
      // As Ajv reports it: the last item that repeats an earlier one, and the latest earlier one.
      // Items are keyed once (linear in their size), not compared pairwise (19k objects took 8 s).
      const previous = new Map<string, number>();
      let found: { i: number; j: number } | undefined;
      data.forEach((item, i) => {
        const key = equalityKey(item, spend);
        const j = previous.get(key);
        if (j !== undefined) found = { i, j };
        previous.set(key, i);
      });
      if (!found) return true;
      const { i, j } = found;
      (uniqueItems as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: 'uniqueItems', message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`, params: { i, j } }];
      return false;
    },
  });
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    errors: true,
    validate: function multipleOf(divisor: number, data: number): boolean {
      if (isMultiple(data, divisor)) return true;
      (multipleOf as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: 'multipleOf', message: `must be multiple of ${divisor}`, params: { multipleOf: divisor } }];
      return false;
    },
  });
  return ajv;
}

/** `pointers`: where each schema object of the compiled copy stands in its schema resource. */
/**
 * The 2020-12 meta-schema check, compiled once: building it in every new Ajv cost 25 ms of the 26
 * a new schema took. It holds no user schema (validateSchema registers nothing).
 */
let metaAjv: Ajv2020 | undefined;
function metaSchemaFault(schema: unknown): string | null {
  metaAjv ??= new Ajv2020({ strict: false, allErrors: true, logger: false });
  return metaAjv.validateSchema(schema as object) ? null : `schema is invalid: ${metaAjv.errorsText(metaAjv.errors)}`;
}

type Compiled = { validate: ReturnType<Ajv2020['compile']>; meter: Meter; pointers: Map<object, string> };

/**
 * Compiled schemas by their text and format flag, most recently used last. Compiling costs far
 * more than validating (a new Ajv per call served ~77 requests/s), and agents validate many
 * documents against one schema. A compiled schema is a pure function of its text, so reuse cannot
 * change an answer; nothing else (no $id registry) is shared between schemas.
 */
const compiledSchemas = new Map<string, Compiled>();
let cachedChars = 0;

function compiledFor(schema: unknown, assertFormats: boolean): Compiled {
  const key = `${assertFormats ? 1 : 0}${JSON.stringify(schema)}`;
  const hit = compiledSchemas.get(key);
  if (hit) {
    compiledSchemas.delete(key);
    compiledSchemas.set(key, hit);
    return hit;
  }
  // Checked once per schema text, like everything below: a cached schema passed them.
  checkPatterns(schema, '/schema');
  const fault = metaSchemaFault(schema);
  if (fault !== null) throw schemaFault('invalid_schema', '/schema', `invalid schema: ${fault.slice(0, 300)}`);
  const meter: Meter = { left: Infinity };
  const pointers = new Map<object, string>();
  let validate: Compiled['validate'];
  try {
    validate = newAjv(assertFormats, meter).compile(withStepKeyword(schema, STEP_KEYWORD, pointers) as object | boolean as never);
  } catch (e) {
    if (e instanceof PatternRefused) throw schemaFault(e.reason, '/schema', `pattern refused: ${e.message}`);
    if (e instanceof AjvCodeChanged) throw e;
    const message = e instanceof Error ? e.message : String(e);
    const missingRef = e instanceof Error && (e as { missingRef?: string }).missingRef !== undefined;
    throw schemaFault(missingRef ? 'unresolvable_ref' : 'invalid_schema', '/schema', `${missingRef ? 'unresolvable $ref (remote references are never fetched)' : 'invalid schema'}: ${message.slice(0, 300)}`);
  }
  const compiled = { validate, meter, pointers };
  compiledSchemas.set(key, compiled);
  cachedChars += key.length;
  for (const [k] of compiledSchemas) {
    if (compiledSchemas.size <= CACHE_ENTRIES && cachedChars <= CACHE_CHARS) break;
    compiledSchemas.delete(k);
    cachedChars -= k.length;
  }
  return compiled;
}
const CACHE_ENTRIES = 64;
const CACHE_CHARS = 4 * 1024 * 1024;

/** `text` cut to at most `max` UTF-16 units, never inside a surrogate pair, ending in "…" when cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  if (/[\uDC00-\uDFFF]/.test(text[end] ?? '')) end--;
  return `${text.slice(0, end)}…`;
}

export default function jsonSchemaValidate(input: Input): Output {
  const schema = input.schema as unknown;
  const schemaBounds = { depth: bound(limits, 'max_schema_depth'), nodes: bound(limits, 'max_schema_nodes'), bytes: bound(limits, 'max_schema_bytes') };
  checkJsonBounds(schema, '/schema', schemaBounds, 'the schema');
  checkJsonBounds(input.instance, '/instance', { depth: bound(limits, 'max_instance_depth') }, 'the instance');
  if (schema !== null && typeof schema === 'object' && Object.hasOwn(schema, '$schema')) {
    const declared = (schema as Record<string, unknown>).$schema;
    if (declared !== DIALECT && declared !== `${DIALECT}#`) {
      throw schemaFault('unsupported_dialect', '/schema/$schema', `only JSON Schema 2020-12 ("${DIALECT}") is supported`);
    }
  }
  const { validate, meter, pointers } = compiledFor(schema, input.format_assertion ?? false);
  meter.left = limits.max_evaluation_steps;
  let valid: boolean;
  try {
    valid = validate(input.instance) as boolean;
  } catch (e) {
    if (!(e instanceof StepsSpent)) throw e;
    throw new ToolError('limit_exceeded', `validating this instance against this schema takes more than ${limits.max_evaluation_steps} evaluation steps (max_evaluation_steps)`, [{ pointer: '/schema', message: 'the evaluation passed max_evaluation_steps' }], { reason: 'max_evaluation_steps' });
  }
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const err of validate.errors ?? []) {
    // Ajv's path is relative to the subschema a recursive $ref compiled on its own ("/oneOf" for
    // "/$defs/n/oneOf"); the schema object holding the keyword knows its place in the resource.
    const holder = err.parentSchema !== null && typeof err.parentSchema === 'object' ? pointers.get(err.parentSchema) : undefined;
    let schemaPointer = holder !== undefined && err.keyword !== 'false schema' ? `${holder}/${pointerToken(err.keyword)}` : decodeSchemaPath(err.schemaPath);
    // Ajv names a false boolean schema by a pseudo-keyword appended to its path; point at the schema itself.
    if (err.keyword === 'false schema' && schemaPointer.endsWith('/false schema')) schemaPointer = schemaPointer.slice(0, -'/false schema'.length);
    // A message echoes names from the schema (`required`, `dependentRequired`): cut to max_message_chars.
    const row: Row = { instance_pointer: err.instancePath, schema_pointer: schemaPointer, keyword: err.keyword, message: clip(err.message ?? '', limits.max_message_chars) };
    const key = `${row.instance_pointer}\u0000${row.schema_pointer}\u0000${row.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  const order = (a: Row, b: Row) => compareCodePoints(a.instance_pointer, b.instance_pointer) || compareCodePoints(a.schema_pointer, b.schema_pointer) || compareCodePoints(a.message, b.message);
  return { valid, error_count: rows.length, errors: smallest(rows, limits.max_listed, order) };
}
