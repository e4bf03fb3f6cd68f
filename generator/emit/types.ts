// TypeScript input/output types per tool version, from the resolved schemas.
import { compile } from 'json-schema-to-typescript';
import type { ToolContract } from '../resolve.js';
import { GENERATED_HEADER, inputTypeName, outputTypeName, typesFile } from '../names.js';

const OPTIONS = {
  bannerComment: '',
  additionalProperties: false,
  declareExternallyReferenced: true,
  enableConstEnums: false,
  strictIndexSignatures: false, // noUncheckedIndexedAccess already adds `| undefined` on access
  unknownAny: true,
  format: false,
} as const;

// Titles inside shared schemas would become duplicate named declarations; names come from names.ts.
function withoutTitles(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutTitles);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'title' && typeof v === 'string') continue;
    out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, withoutTitles(s)])) : withoutTitles(v);
  }
  return out;
}

export async function emitTypes(contract: ToolContract): Promise<[string, string]> {
  const inName = inputTypeName(contract.id);
  const outName = outputTypeName(contract.id);
  const input = await compile(withoutTitles(contract.input_schema) as never, inName, OPTIONS);
  const output = await compile(withoutTitles(contract.output_schema) as never, outName, OPTIONS);
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
  ].join('\n');
  return [typesFile(contract.category, contract.id, contract.version), body];
}
