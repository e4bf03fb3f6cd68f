// Every tool's adversarial maximum (its contract's `worst_cases`) runs to an answer within the
// operations its contract allows: counted by V8's block coverage in child processes
// (support/count-operations.ts), never timed. WORST_CASE_TOOLS=id,id narrows the run.
import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { loadContracts, repoRoot } from '../support/contracts.js';
import type { Counted } from './support/count-operations.js';

const only = new Set((process.env.WORST_CASE_TOOLS ?? '').split(',').filter(Boolean));
const contracts = (await loadContracts()).filter((c) => c.worst_cases.length > 0 && (only.size === 0 || only.has(c.id)));

/** Runs the counting script over `ids` in a fresh process (coverage must start before tool code loads). */
function countIn(ids: string[]): Promise<Counted[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx/esm', join(repoRoot, 'test/worst-case/support/count-operations.ts'), ...ids], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (err += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`count-operations exited ${code}: ${err.slice(-2000)}`));
      resolve(out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Counted));
    });
  });
}

/** Every category's counts, started together on first use, at most one process per core at a time. */
let started: Map<string, Promise<Counted[]>> | undefined;
function countsOf(category: string): Promise<Counted[]> {
  if (!started) {
    started = new Map();
    let free = Math.max(1, Math.min(2, availableParallelism()));
    const waiting: (() => void)[] = [];
    const slot = async <T>(work: () => Promise<T>): Promise<T> => {
      if (free === 0) await new Promise<void>((r) => waiting.push(r));
      else free--;
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free++;
      }
    };
    for (const slug of new Set(contracts.map((c) => c.category))) {
      const ids = contracts.filter((c) => c.category === slug).map((c) => c.id);
      started.set(slug, slot(() => countIn(ids)));
    }
  }
  return started.get(category)!;
}

describe('worst cases within each tool\'s limits (operation counts)', () => {
  for (const category of new Set(contracts.map((c) => c.category))) {
    describe(category, () => {
      const counted = new Map<string, Counted>();
      before(async () => {
        for (const c of await countsOf(category)) counted.set(`${c.tool}#${c.index}`, c);
      });
      for (const contract of contracts.filter((c) => c.category === category)) {
        contract.worst_cases.forEach((worst, index) => {
          it(`${contract.id}@${contract.version}: ${worst.name}`, () => {
            const c = counted.get(`${contract.id}#${index}`);
            expect(c, 'counted').to.not.equal(undefined);
            expect(c!.crash, 'a crash is a bug (500)').to.equal(undefined);
            expect(c!.error, 'outcome').to.equal(worst.error ?? null);
            expect(c!.operations, `operations (allowed ${worst.max_operations})`).to.be.at.most(worst.max_operations);
          });
        });
      }
    });
  }
});
