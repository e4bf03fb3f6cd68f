// The SDK's tool map: each tool id and version -> its execute operation in generated/sdk.ts, so a
// typed client's execute('csv-join', '1.0.0', input) checks the input and types the result. Members
// are indexed-access references, which tsc resolves only for the tool a call names (cheap at any size).
import type { ToolContract } from '../resolve.js';
import { GENERATED_HEADER, executeOperationId } from '../names.js';

export function emitSdkTools(contracts: readonly ToolContract[]): string {
  const byId = new Map<string, ToolContract[]>();
  for (const c of contracts) byId.set(c.id, [...(byId.get(c.id) ?? []), c]);
  const ids = [...byId.keys()].sort();
  const lines = ids.map((id) => {
    const versions = byId.get(id)!.map((c) => c.version).sort();
    const members = versions.map((v) => `${JSON.stringify(v)}: operations[${JSON.stringify(executeOperationId(id, v))}]`);
    return `  ${JSON.stringify(id)}: { ${members.join('; ')} };`;
  });
  return [
    `// ${GENERATED_HEADER}`,
    '// Every tool version\'s execute operation by id and version (the SDK\'s execute and batch types).',
    '',
    "import type { operations } from './sdk.js';",
    '',
    'export interface ToolOperations {',
    ...lines,
    '}',
    '',
  ].join('\n');
}
