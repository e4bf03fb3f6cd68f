import type { Input, Output } from '../../generated/tools/json/json-schema-validate.js';
import { limits } from '../../generated/tools/json/json-schema-validate.js';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { compareCodePoints } from '../lib/code-point-order.js';
import { fromNumber } from '../lib/decimal.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { pointerToken } from '../lib/json-pointer.js';
import { ToolError, limitExceeded } from '../lib/tool-error.js';
import { regexShapeVerdict } from './lib/json-schema-regex-guard.js';
import { equalWithinBudget } from './lib/json-patch-equal.js';

const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

type Row = Output['errors'][number];

function schemaFault(reason: string, pointer: string, message: string): ToolError {
  return new ToolError('invalid_input', message, [{ pointer, message }], { reason });
}

/** Every regex the schema carries, with its place, checked before Ajv compiles anything. */
function checkPatterns(node: unknown, pointer: string): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach((v, i) => checkPatterns(v, `${pointer}/${i}`));
  const obj = node as Record<string, unknown>;
  const check = (source: string, at: string) => {
    if (source.length > limits.max_pattern_chars) throw limitExceeded(at, `a pattern longer than ${limits.max_pattern_chars} characters (max_pattern_chars)`);
    const verdict = regexShapeVerdict(source);
    if (!verdict.safe) throw schemaFault('unsafe_pattern', at, `pattern refused: ${verdict.reason}`);
  };
  for (const [k, v] of Object.entries(obj)) {
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

const jsonEqual = (a: unknown, b: unknown) => equalWithinBudget(a, b, () => {});

/** A keyword that compares the instance with its schema value as JSON data (const, enum). */
function wholeValueKeyword(keyword: string, test: (schemaValue: unknown, data: unknown) => boolean, message: () => string, params: (v: unknown) => Record<string, unknown>) {
  const validate = function (schemaValue: unknown, data: unknown): boolean {
    if (test(schemaValue, data)) return true;
    (validate as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword, message: message(), params: params(schemaValue) }];
    return false;
  };
  return { keyword, errors: true, validate };
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
  checkPatterns(schema, '/schema');

  const assertFormats = input.format_assertion ?? false;
  // One Ajv per call: nothing from one user's schema ($id, compiled code) outlives the request.
  // No loadSchema: a $ref Ajv cannot resolve from this schema (or the bundled meta-schemas) fails.
  // ownProperties: a member named like an Object.prototype property ("valueOf") is absent unless the instance has it.
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateFormats: assertFormats, unicodeRegExp: true, ownProperties: true });
  if (assertFormats) (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  // const, enum and uniqueItems compare whole JSON values. Ajv's deep equality (fast-deep-equal)
  // calls a member named valueOf or toString as a method, so {"valueOf": 1} threw (a 500); these
  // compare own members only, numbers by value, as RFC 8259 data.
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
      for (let i = data.length - 1; i > 0; i--) {
        for (let j = i - 1; j >= 0; j--) {
          if (!jsonEqual(data[i], data[j])) continue;
          (uniqueItems as unknown as { errors: Partial<ErrorObject>[] }).errors = [{ keyword: 'uniqueItems', message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`, params: { i, j } }];
          return false;
        }
      }
      return true;
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
  let validate: ReturnType<Ajv2020['compile']>;
  try {
    validate = ajv.compile(schema as object | boolean as never);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const missingRef = e instanceof Error && (e as { missingRef?: string }).missingRef !== undefined;
    throw schemaFault(missingRef ? 'unresolvable_ref' : 'invalid_schema', '/schema', `${missingRef ? 'unresolvable $ref (remote references are never fetched)' : 'invalid schema'}: ${message.slice(0, 300)}`);
  }
  const valid = validate(input.instance) as boolean;
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const err of validate.errors ?? []) {
    let schemaPointer = decodeSchemaPath(err.schemaPath);
    // Ajv names a false boolean schema by a pseudo-keyword appended to its path; point at the schema itself.
    if (err.keyword === 'false schema' && schemaPointer.endsWith('/false schema')) schemaPointer = schemaPointer.slice(0, -'/false schema'.length);
    const row: Row = { instance_pointer: err.instancePath, schema_pointer: schemaPointer, keyword: err.keyword, message: err.message ?? '' };
    const key = `${row.instance_pointer}\u0000${row.schema_pointer}\u0000${row.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  rows.sort((a, b) => compareCodePoints(a.instance_pointer, b.instance_pointer) || compareCodePoints(a.schema_pointer, b.schema_pointer) || compareCodePoints(a.message, b.message));
  return { valid, error_count: rows.length, errors: rows.slice(0, limits.max_listed) };
}
