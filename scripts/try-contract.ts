// Developer aid: run one or more contracts' examples and cases straight from YAML, without
// generating. Usage: npx tsx scripts/try-contract.ts contracts/tools/<category>/<id>/1.0.0.yaml ...
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { existsSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { relative, resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readContract } from '../generator/read.js';
import { resolveContract, type ContractCase, type ToolContract } from '../generator/resolve.js';
import { implFile } from '../generator/names.js';
import { executeTool } from '../runtime/execution/execute-tool.js';
import { ToolError } from '../impl/lib/tool-error.js';

const root = resolvePath(import.meta.dirname, '..');

class Unusable extends Error {}

async function load(file: string): Promise<ToolContract> {
  const path = resolvePath(file);
  if (!existsSync(path)) throw new Unusable(`${file}: no such file (contracts live at contracts/tools/<category>/<tool-id>/<version>.yaml; make new-tool scaffolds one)`);
  try {
    return await resolveContract(root, readContract(root, path));
  } catch (e) {
    throw new Unusable(`${file}: cannot be read: ${(e as Error).message}`);
  }
}

async function tryContract(file: string): Promise<{ passed: number; failed: number }> {
  const contract = await load(file);
  const ajv = new Ajv2020({ strict: true, allErrors: true, ownProperties: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  let validateInput, validateOutput;
  try {
    validateInput = ajv.compile(contract.input_schema);
    validateOutput = ajv.compile(contract.output_schema);
  } catch (e) {
    throw new Unusable(`${file}: a schema does not compile under Ajv2020 strict: ${(e as Error).message}`);
  }
  const impl = implFile(contract.category, contract.id, contract.version);
  if (!existsSync(resolvePath(root, impl))) throw new Unusable(`${file}: its implementation ${impl} does not exist yet`);
  const tool = {
    validateInput,
    validateOutput,
    impl: (await import(pathToFileURL(resolvePath(root, impl)).href)).default,
    errors: (contract.errors ?? []).map((e) => e.code),
  };
  const all: ContractCase[] = [...contract.examples.map((e, i) => ({ ...e, name: `example ${i + 1}` })), ...contract.cases];
  let passed = 0;
  let failed = 0;
  for (const c of all) {
    const label = `${contract.id}: ${c.name ?? JSON.stringify(c.input).slice(0, 60)}`;
    let outcome: { result?: unknown; error?: string; message?: string };
    try {
      outcome = { result: executeTool(contract.id, tool, c.input) };
    } catch (e) {
      outcome = e instanceof ToolError ? { error: e.code, message: `${e.message} ${JSON.stringify(e.details)}` } : { error: 'internal_error', message: (e as Error).message };
    }
    const ok = c.error !== undefined ? outcome.error === c.error : outcome.error === undefined && isDeepStrictEqual(outcome.result, c.output);
    if (ok) passed++;
    else {
      failed++;
      console.log(`FAIL ${label}\n  expected ${JSON.stringify(c.error ?? c.output)}\n  got      ${JSON.stringify(outcome)}`);
    }
  }
  return { passed, failed };
}

const files = process.argv.slice(2);
if (!files.length) {
  console.error('usage: npx tsx scripts/try-contract.ts contracts/tools/<category>/<tool-id>/<version>.yaml ...');
  process.exit(2);
}
let passed = 0;
let failed = 0;
let unusable = 0;
for (const file of files) {
  try {
    const r = await tryContract(relative(process.cwd(), resolvePath(file)) || file);
    passed += r.passed;
    failed += r.failed;
  } catch (e) {
    if (!(e instanceof Unusable)) throw e;
    console.error(e.message);
    unusable++;
  }
}
console.log(`${passed} passed, ${failed} failed${unusable ? `, ${unusable} file(s) unusable` : ''}`);
process.exitCode = failed || unusable ? 1 : 0;
