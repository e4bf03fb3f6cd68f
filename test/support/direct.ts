// In-process execution through the same catalog and pipeline as HTTP (generated validators,
// surrogate check, implementation, output check). Throws ToolError exactly as the API reports it.
// A tool whose contract is not generated yet (being written) is compiled from its YAML instead,
// so its property tests run before `make generate`; the contract suite always uses generated code.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readContract } from '../../generator/read.js';
import { resolveContract } from '../../generator/resolve.js';
import { loadCatalog } from '../../runtime/execution/catalog.js';
import { ToolError } from '../../impl/lib/tool-error.js';
import { executeTool, type LoadedTool } from '../../runtime/execution/execute-tool.js';
import { repoRoot } from './contracts.js';

const fromYaml = new Map<string, Promise<LoadedTool>>();

async function compileFromYaml(id: string, version: string): Promise<LoadedTool> {
  const tools = join(repoRoot, 'contracts', 'tools');
  const category = readdirSync(tools).find((c) => existsSync(join(tools, c, id, `${version}.yaml`)));
  if (!category) throw new Error(`no contract for ${id}@${version}`);
  const file = join(tools, category, id, `${version}.yaml`);
  const contract = await resolveContract(repoRoot, readContract(repoRoot, file));
  const ajv = new Ajv2020({ strict: true, allErrors: true, ownProperties: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  return {
    validateInput: ajv.compile(contract.input_schema),
    validateOutput: ajv.compile(contract.output_schema),
    impl: (await import(pathToFileURL(join(repoRoot, 'impl', category, `${id}.js`)).href)).default,
    errors: contract.errors.map((e) => e.code),
  };
}

export async function runTool(id: string, input: unknown, version = '1.0.0'): Promise<unknown> {
  const catalog = loadCatalog();
  const key = `${id}@${version}`;
  const tool = catalog.get(id, version);
  if (tool) return executeTool(key, await catalog.load(tool), input);
  if (!fromYaml.has(key)) fromYaml.set(key, compileFromYaml(id, version));
  return executeTool(key, await fromYaml.get(key)!, input);
}

/** A run's result or its refusal (code and first pointer), for tests that compare either with an oracle. */
export type Outcome = { ok: true; value: Record<string, unknown> } | { ok: false; code: string; pointer: string | undefined };

export async function outcome(id: string, input: unknown): Promise<Outcome> {
  try {
    return { ok: true, value: (await runTool(id, input)) as Record<string, unknown> };
  } catch (e) {
    if (e instanceof ToolError) return { ok: false, code: e.code, pointer: e.details[0]?.pointer };
    throw e;
  }
}

/** A run's result, or the code it was refused with: the short form of outcome() for comparing answers. */
export async function resultOrCode(id: string, input: unknown): Promise<Record<string, unknown> | string> {
  const out = await outcome(id, input);
  return out.ok ? out.value : out.code;
}
