// Stage 2: inline every `$ref` to contracts/schemas/*.yaml so each contract stands alone.
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { join } from 'node:path';
import type { RawContract } from './read.js';

export type JsonSchema = Record<string, unknown>;

/**
 * Where the runtime runs a tool (the optional top-level key `execution`; lint checks the value):
 * `worker`, the default, in the pool of worker threads under the per-call time limit
 * (runtime/execution/tool-pool.ts); `inline` on the event loop itself, for tools whose worst case is small and proven.
 */
export type ExecutionMode = 'inline' | 'worker';

export type ToolContract = {
  file: string;
  id: string;
  version: string;
  category: string;
  description: string;
  supported_operations: string[];
  unsupported_operations: string[];
  semantics: string[];
  limits: Record<string, number>;
  errors: ContractError[];
  pricing: { status: string; charge_usd: number | null };
  /** Absent: `worker`. */
  execution?: ExecutionMode;
  input_schema: JsonSchema;
  output_schema: JsonSchema;
  examples: { input: unknown; output: unknown }[];
  cases: ContractCase[];
  worst_cases: WorstCase[];
  fixtures: RawContract['fixtures'];
  longestLine: number;
};

/** An error a tool can raise: a code of contracts/errors.yaml and when it is raised. */
export type ContractError = { code: string; when: string };

/** `context`: with `error`, members the problem's `context` must hold (reason, place, ...). */
export type ContractCase = { name?: string; input: unknown; output?: unknown; error?: string; context?: Record<string, unknown> };

/**
 * The tool's adversarial maximum within its limits (test/worst-case/operation-counts.test.ts): it must
 * answer (or fail with `error`) within `max_operations` counted operations (V8 block counts).
 */
export type WorstCase = { name: string; input: unknown; error?: string; max_operations: number };

/**
 * `$ref: schemas/<name>.yaml` is resolved against contracts/, whatever the contract's depth.
 * Refs are dereferenced (copied in place), so served contracts and OpenAPI need no resolver.
 */
export async function resolveSchema(root: string, schema: unknown): Promise<JsonSchema> {
  if (schema === null || typeof schema !== 'object') return schema as JsonSchema;
  const copy = structuredClone(schema) as JsonSchema;
  const base = join(root, 'contracts', 'index.yaml');
  const out = await $RefParser.dereference(base, copy, {
    resolve: { http: false, external: true },
    dereference: { circular: false },
  });
  return stripComments(out) as JsonSchema;
}

// YAML-side `$comment`s stay in the sources; nothing else is removed.
function stripComments(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripComments);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (k !== '$comment') out[k] = stripComments(v);
  return out;
}

export async function resolveContract(root: string, raw: RawContract): Promise<ToolContract> {
  const d = raw.data;
  return {
    ...(d as unknown as ToolContract),
    file: raw.file,
    fixtures: raw.fixtures,
    longestLine: raw.longestLine,
    input_schema: await resolveSchema(root, d.input_schema),
    output_schema: await resolveSchema(root, d.output_schema),
    examples: (d.examples as ToolContract['examples']) ?? [],
    cases: (d.cases as ContractCase[]) ?? [],
    worst_cases: (d.worst_cases as WorstCase[]) ?? [],
  };
}
