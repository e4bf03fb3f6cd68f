import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { outcome, runTool } from '../../support/direct.js';
import { cpCompare } from './graph-arbitraries.js';
import { tasksArb } from './schedule-arbitraries.js';

type Row = { id: string; duration: string; earliest_start: string; earliest_finish: string; latest_start: string; latest_finish: string; slack: string; critical: boolean };
type Result = { project_duration: string; tasks: Row[]; critical_paths: string[][]; critical_paths_truncated: boolean };

const q = (s: string) => new Fraction(s);

describe('schedule-critical-path properties', () => {
  it('times respect every dependency, slack is LS - ES >= 0, critical exactly at slack 0, and every path adds up to the duration', async () => {
    await fc.assert(
      fc.asyncProperty(tasksArb, async (tasks) => {
        const r = (await runTool('schedule-critical-path', { tasks, max_paths: 100 })) as Result;
        const row = new Map(r.tasks.map((t) => [t.id, t]));
        expect(r.tasks.map((t) => t.id)).to.deep.equal(tasks.map((t) => t.id).sort(cpCompare));
        const D = q(r.project_duration);
        let maxEf = new Fraction(0);
        for (const t of tasks) {
          const x = row.get(t.id)!;
          expect(q(x.duration).equals(q(t.duration))).to.equal(true);
          expect(q(x.earliest_finish).equals(q(x.earliest_start).add(q(t.duration)))).to.equal(true);
          expect(q(x.latest_finish).equals(q(x.latest_start).add(q(t.duration)))).to.equal(true);
          expect(q(x.slack).equals(q(x.latest_start).sub(q(x.earliest_start)))).to.equal(true);
          expect(q(x.slack).compare(0)).to.be.at.least(0);
          expect(x.critical).to.equal(q(x.slack).equals(0));
          expect(q(x.latest_finish).compare(D)).to.be.at.most(0);
          for (const d of t.depends_on ?? []) {
            expect(q(x.earliest_start).compare(q(row.get(d)!.earliest_finish))).to.be.at.least(0);
            expect(q(row.get(d)!.latest_finish).compare(q(x.latest_start))).to.be.at.most(0);
          }
          if (q(x.earliest_finish).compare(maxEf) > 0) maxEf = q(x.earliest_finish);
        }
        expect(D.equals(maxEf)).to.equal(true);
        // Paths: distinct, in lexicographic order, each a chain of critical tasks summing to D.
        const key = (p: string[]) => p.join('\u0000');
        for (let i = 1; i < r.critical_paths.length; i++) {
          const a = r.critical_paths[i - 1]!;
          const b = r.critical_paths[i]!;
          let k = 0;
          while (k < a.length && k < b.length && a[k] === b[k]) k++;
          expect(k < a.length && k < b.length && cpCompare(a[k]!, b[k]!) < 0, `${key(a)} before ${key(b)}`).to.equal(true);
        }
        const on = new Set<string>();
        for (const p of r.critical_paths) {
          let sum = new Fraction(0);
          p.forEach((id, i) => {
            on.add(id);
            expect(row.get(id)!.critical).to.equal(true);
            if (i > 0) {
              expect(tasks.find((t) => t.id === id)!.depends_on ?? []).to.include(p[i - 1]);
              expect(row.get(id)!.earliest_start).to.equal(row.get(p[i - 1]!)!.earliest_finish);
            }
            sum = sum.add(q(row.get(id)!.duration));
          });
          expect(sum.equals(D)).to.equal(true);
        }
        if (!r.critical_paths_truncated) for (const t of r.tasks) expect(on.has(t.id)).to.equal(t.critical);
      }),
      { numRuns: 200 },
    );
  });

  it('a smaller max_paths lists a prefix of the same paths; scaling every duration scales every time', async () => {
    await fc.assert(
      fc.asyncProperty(tasksArb, fc.integer({ min: 1, max: 5 }), async (tasks, cap) => {
        const all = (await runTool('schedule-critical-path', { tasks, max_paths: 100 })) as Result;
        const some = (await runTool('schedule-critical-path', { tasks, max_paths: cap })) as Result;
        expect(some.critical_paths).to.deep.equal(all.critical_paths.slice(0, cap));
        expect(some.critical_paths_truncated).to.equal(all.critical_paths.length > cap || all.critical_paths_truncated);
        const scaled = (await runTool('schedule-critical-path', { tasks: tasks.map((t) => ({ ...t, duration: q(t.duration).mul(3, 2).toFraction() })), max_paths: 100 })) as Result;
        expect(q(scaled.project_duration).equals(q(all.project_duration).mul(3, 2))).to.equal(true);
        scaled.tasks.forEach((t, i) => expect(q(t.slack).equals(q(all.tasks[i]!.slack).mul(3, 2))).to.equal(true));
        expect(scaled.critical_paths).to.deep.equal(all.critical_paths);
      }),
      { numRuns: 150 },
    );
  });

  it('fails with cyclic_reference exactly when graph-topological-sort does on the same dependencies', async () => {
    await fc.assert(
      fc.asyncProperty(tasksArb.filter((t) => t.length >= 2), fc.nat(), async (tasks, k) => {
        const copy = tasks.map((t) => ({ ...t }));
        const i = k % copy.length;
        copy[i] = { ...copy[i]!, depends_on: [...(copy[i]!.depends_on ?? []), copy[(k + 1) % copy.length]!.id] };
        const cpm = await outcome('schedule-critical-path', { tasks: copy });
        const edges = copy.flatMap((t) => (t.depends_on ?? []).map((d) => ({ from: d, to: t.id })));
        const topo = await outcome('graph-topological-sort', { nodes: copy.map((t) => t.id), edges });
        expect(cpm.ok).to.equal(topo.ok);
        if (!cpm.ok) expect(cpm.code).to.equal('cyclic_reference');
      }),
      { numRuns: 150 },
    );
  });
});
