// Runs tools' worst cases (contracts' `worst_cases`) and counts the operations each takes: the sum of
// V8's precise block-coverage counts over every script but Node's own (the impl, its libraries, the
// validators), which grows with every loop iteration and call, and is the same on every run of the
// same code. Coverage starts before any tool code loads, so every function is counted in full.
//
//   npx tsx test/worst-case/support/count-operations.ts tool-id|contract-file ...
//
// prints one JSON line per worst case, as soon as it is counted: {tool, index, name, operations,
// error}. `error` is the code of the ToolError the tool answered with, or null; any other failure
// is reported as `crash`. Only the named contracts are read.
import { Session } from 'node:inspector/promises';
import { dirname, join } from 'node:path';

export type Counted = { tool: string; index: number; name: string; operations: number; error: string | null; crash?: string };

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true, allowTriggeredUpdates: false });

const { runTool } = await import('../../support/direct.js');
const { repoRoot } = await import('../../support/contracts.js');
const { listFiles, readContract } = await import('../../../generator/read.js');
const { resolveContract } = await import('../../../generator/resolve.js');
const { expandBuilders, fixtureReader } = await import('../../../generator/case-builders.js');
const { ToolError } = await import('../../../impl/lib/tool-error.js');
const { INPUT_SCHEMA_FAULT } = await import('../../../runtime/execution/execute-tool.js');

async function operations(run: () => Promise<unknown>): Promise<number> {
  await session.post('Profiler.takePreciseCoverage'); // resets the counters
  await run();
  const { result } = await session.post('Profiler.takePreciseCoverage');
  let total = 0;
  for (const script of result) {
    if (script.url.startsWith('node:') || script.url === '') continue;
    for (const fn of script.functions) for (const range of fn.ranges) total += range.count;
  }
  return total;
}

/** A contract file as given, or every version of a tool id. */
function filesOf(arg: string): string[] {
  if (arg.endsWith('.yaml')) return [join(repoRoot, arg)];
  return listFiles(join(repoRoot, 'contracts', 'tools'), '.yaml').filter((f) => f.split('/').at(-2) === arg);
}

for (const file of process.argv.slice(2).flatMap(filesOf)) {
  const contract = await resolveContract(repoRoot, readContract(repoRoot, file));
  // Warm up on an example, so loading and compiling the tool's modules is not counted.
  await runTool(contract.id, contract.examples[0]!.input, contract.version);
  const readFixture = fixtureReader(join(repoRoot, dirname(contract.file)));
  for (const [index, worst] of contract.worst_cases.entries()) {
    let error: string | null = null;
    let crash: string | undefined;
    const input = expandBuilders(worst.input, readFixture, `worst_cases/${index}/input`);
    const counted = await operations(async () => {
      try {
        await runTool(contract.id, input, contract.version);
      } catch (e) {
        if (e instanceof ToolError) error = e.code;
        else crash = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
        // A worst case is within the limits: an input the schema refuses measures nothing.
        if (e instanceof ToolError && e.message === INPUT_SCHEMA_FAULT) crash = `outside input_schema: ${JSON.stringify(e.details).slice(0, 500)}`;
      }
    });
    const line: Counted = { tool: contract.id, index, name: worst.name, operations: counted, error, ...(crash ? { crash } : {}) };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
}
session.disconnect();
