// Developer aid: run one or more contracts' examples and cases straight from YAML, without
// generating. Usage: npx tsx scripts/try-contract.ts contracts/tools/<category>/<id>/1.0.0.yaml ...
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { isDeepStrictEqual } from 'node:util';
import { resolve as resolvePath } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readContract } from '../generator/read.js';
import { resolveContract, type ContractCase } from '../generator/resolve.js';
import { executeTool } from '../runtime/execute-tool.js';
import { ToolError } from '../impl/lib/tool-error.js';

const root = resolvePath(import.meta.dirname, '..');
let failed = 0;
let passed = 0;
for (const file of process.argv.slice(2)) {
  const contract = await resolveContract(root, readContract(root, resolvePath(file)));
  const ajv = new Ajv2020({ strict: true, allErrors: true, ownProperties: true });
  (addFormats as unknown as (a: Ajv2020) => void)(ajv);
  const validateInput = ajv.compile(contract.input_schema);
  const validateOutput = ajv.compile(contract.output_schema);
  const implUrl = pathToFileURL(resolvePath(root, 'impl', contract.category, `${contract.id}.ts`)).href;
  const impl = (await import(implUrl)).default;
  const tool = { validateInput, validateOutput, impl, errors: (contract.errors ?? []).map((e) => e.code) };
  const all: ContractCase[] = [...contract.examples.map((e, i) => ({ ...e, name: `example ${i}` })), ...contract.cases];
  for (const c of all) {
    const label = `${contract.id}: ${c.name ?? JSON.stringify(c.input).slice(0, 60)}`;
    let outcome: { result?: unknown; error?: string; message?: string };
    try {
      outcome = { result: executeTool(contract.id, tool, c.input) };
    } catch (e) {
      if (!(e instanceof ToolError)) throw e;
      outcome = { error: e.code, message: `${e.message} ${JSON.stringify(e.details)}` };
    }
    const ok = 'error' in c && c.error !== undefined ? outcome.error === c.error : isDeepStrictEqual(outcome.result, c.output);
    if (ok) passed++;
    else {
      failed++;
      console.log(`FAIL ${label}\n  expected ${JSON.stringify(c.error ?? c.output)}\n  got      ${JSON.stringify(outcome)}`);
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
