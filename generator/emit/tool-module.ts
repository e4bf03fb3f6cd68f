// The generated module of a tool version: input/output types from the resolved schemas, and the
// contract's `limits` and `errors` as constants, so an impl states no limit or code of its own.
import { compile } from 'json-schema-to-typescript';
import type { ToolContract } from '../resolve.js';
import { GENERATED_HEADER, inputTypeName, outputTypeName, toolModuleFile } from '../names.js';

const OPTIONS = {
  bannerComment: '',
  additionalProperties: false,
  declareExternallyReferenced: true,
  enableConstEnums: false,
  strictIndexSignatures: false, // noUncheckedIndexedAccess already adds `| undefined` on access
  unknownAny: true,
  format: false,
} as const;

// Keywords that constrain the type of a value; a schema with none of them accepts any JSON value.
const TYPING_KEYWORDS = new Set([
  'type', 'properties', 'items', 'prefixItems', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'not', '$ref',
  'additionalProperties', 'patternProperties', 'required', 'minProperties', 'maxProperties',
]);

/**
 * Prepares a schema for json-schema-to-typescript: titles inside shared schemas would become
 * duplicate named declarations (names come from names.ts), and a schema that only describes
 * (`{description: ...}`) must be `unknown`, which the compiler would otherwise type as an object.
 */
function forTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forTypes);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'title' && typeof v === 'string') continue;
    if (k === 'enum' || k === 'const' || k === 'default' || k === 'examples') {
      out[k] = v; // values, not schemas
      continue;
    }
    out[k] = k === 'properties' || k === '$defs' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, forTypes(s)])) : forTypes(v);
  }
  if (!Object.keys(out).some((k) => TYPING_KEYWORDS.has(k))) out.tsType = 'unknown';
  return out;
}

export async function emitToolModule(contract: ToolContract): Promise<[string, string]> {
  const inName = inputTypeName(contract.id);
  const outName = outputTypeName(contract.id);
  const input = await compile(forTypes(contract.input_schema) as never, inName, OPTIONS);
  const output = await compile(forTypes(contract.output_schema) as never, outName, OPTIONS);
  const body = [
    `// ${GENERATED_HEADER}`,
    `// ${contract.id}@${contract.version}`,
    '',
    input.trim(),
    '',
    output.trim(),
    '',
    `export type Input = ${inName};`,
    `export type Output = ${outName};`,
    '',
    '/** The contract\'s named limits. */',
    `export const limits = ${JSON.stringify(contract.limits, null, 2)} as const;`,
    '',
    '/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */',
    `export const errors = ${JSON.stringify(contract.errors.map((e) => e.code))} as const;`,
    '',
  ].join('\n');
  return [toolModuleFile(contract.category, contract.id, contract.version), body];
}
