// A contract's optional `execution` key reaches the runtime through the generated registry, so the
// runtime knows where to run a tool without reading YAML (runtime/execution/pipeline.ts).
import { expect } from 'chai';
import { emitRegistry } from '../generator/emit/catalog.js';
import type { ToolContract } from '../generator/resolve.js';
import { toolRegistry } from '../generated/registry.js';
import { loadContracts } from './support/contracts.js';

function contract(id: string, execution?: 'inline' | 'worker'): ToolContract {
  return { id, version: '1.0.0', category: 'encoding', errors: [{ code: 'invalid_input', when: 'always' }], ...(execution ? { execution } : {}) } as ToolContract;
}

describe('registry: execution', () => {
  it('emits `execution: "inline"` exactly for the contracts that say so; the entry defaults to worker', () => {
    const text = emitRegistry([contract('a-inline', 'inline'), contract('b-worker', 'worker'), contract('c-default')]);
    const line = (id: string) => text.split('\n').find((l) => l.includes(`id: "${id}"`))!;
    expect(line('a-inline')).to.contain('execution: "inline"');
    expect(line('b-worker')).to.not.contain('execution');
    expect(line('c-default')).to.not.contain('execution');
    expect(text).to.contain("function entry({ validators, impl, errors, execution = 'worker', ...names }: Paths): RegistryEntry {");
  });

  it('the committed registry says inline exactly where a contract does', async () => {
    const inline = new Set((await loadContracts()).filter((c) => c.execution === 'inline').map((c) => `${c.id}@${c.version}`));
    for (const entry of toolRegistry) expect(entry.execution, entry.key).to.equal(inline.has(entry.key) ? 'inline' : 'worker');
  });
});
