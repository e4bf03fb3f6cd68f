// Every tool's adversarial maximum (its contract's `worst_cases`) runs to an answer within the
// operations its contract allows: counted by V8's block coverage in child processes
// (support/count-operations.ts), never timed. WORST_CASE_TOOLS=id,id narrows the run.
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { loadContracts, repoRoot } from '../support/contracts.js';
import type { Counted } from './support/count-operations.js';
import type { ToolContract } from '../../generator/resolve.js';

const only = new Set((process.env.WORST_CASE_TOOLS ?? '').split(',').filter(Boolean));
const contracts = (await loadContracts()).filter((c) => c.worst_cases.length > 0 && (only.size === 0 || only.has(c.id)));

type Pending = { resolve: (c: Counted[]) => void; reject: (e: Error) => void; counted: Counted[]; left: number };

/**
 * Counts `batch` in a fresh process (coverage must start before tool code loads), settling each
 * tool's promise as soon as its last worst case is printed, so a test waits for its own tool only.
 */
function countIn(batch: ToolContract[], pending: Map<string, Pending>): Promise<void> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx/esm', join(repoRoot, 'test/worst-case/support/count-operations.ts'), ...batch.map((c) => c.file)], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let partial = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => {
      const lines = (partial + d.toString()).split('\n');
      partial = lines.pop()!;
      for (const line of lines.filter(Boolean)) {
        const c = JSON.parse(line) as Counted;
        const p = pending.get(c.tool)!;
        p.counted.push(c);
        if (--p.left === 0) p.resolve(p.counted);
      }
    });
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('close', (code) => {
      for (const c of batch) pending.get(c.id)!.reject(new Error(`count-operations exited ${code} before ${c.id} was counted: ${err.slice(-2000)}`));
      done();
    });
  });
}

/** Every tool's counts, started together on first use in batches of about 10 tools, one process per core at a time. */
let started: Map<string, Promise<Counted[]>> | undefined;
function countsOf(id: string): Promise<Counted[]> {
  if (!started) {
    started = new Map();
    const pending = new Map<string, Pending>();
    for (const c of contracts) {
      let settle!: Pick<Pending, 'resolve' | 'reject'>;
      const promise = new Promise<Counted[]>((resolve, reject) => (settle = { resolve, reject }));
      promise.catch(() => {}); // reported by the test that awaits it
      started.set(c.id, promise);
      pending.set(c.id, { ...settle, counted: [], left: c.worst_cases.length });
    }
    const batches: ToolContract[][] = [];
    for (let i = 0; i < contracts.length; i += 10) batches.push(contracts.slice(i, i + 10));
    const lanes = Math.max(1, Math.min(2, availableParallelism()));
    const next = async (): Promise<void> => {
      const batch = batches.shift();
      if (!batch) return;
      await countIn(batch, pending);
      return next();
    };
    for (let i = 0; i < lanes; i++) void next();
  }
  return started.get(id)!;
}

describe('worst cases within each tool\'s limits (operation counts)', () => {
  for (const contract of contracts) {
    describe(`${contract.id}@${contract.version}`, () => {
      const counted = new Map<number, Counted>();
      before(async () => {
        for (const c of await countsOf(contract.id)) counted.set(c.index, c);
      });
      contract.worst_cases.forEach((worst, index) => {
        it(worst.name, () => {
          const c = counted.get(index);
          expect(c, 'counted').to.not.equal(undefined);
          expect(c!.crash, 'a crash is a bug (500)').to.equal(undefined);
          expect(c!.error, 'outcome').to.equal(worst.error ?? null);
          expect(c!.operations, `operations (allowed ${worst.max_operations})`).to.be.at.most(worst.max_operations);
        });
      });
    });
  }
});
