import { expect } from 'chai';
import fc from 'fast-check';
import Fraction from 'fraction.js';
import { runTool } from '../../support/direct.js';
import { tasksArb } from './schedule-arbitraries.js';

type Assignment = { id: string; worker: number; start: string; finish: string };
type Result = { makespan: string; assignments: Assignment[] };
const q = (s: string) => new Fraction(s);
const priority = fc.constantFrom('id', 'longest_duration', 'most_successors', 'critical_path');

describe('schedule-workers-assign properties', () => {
  it('every task once, after its dependencies, no worker doing two things, nobody idle while a task waits, within Graham\'s bound', async () => {
    await fc.assert(
      fc.asyncProperty(tasksArb, fc.integer({ min: 1, max: 5 }), priority, async (tasks, workers, rule) => {
        const r = (await runTool('schedule-workers-assign', { tasks, workers, priority: rule })) as Result;
        expect(r.assignments.map((a) => a.id).sort()).to.deep.equal(tasks.map((t) => t.id).sort());
        const at = new Map(r.assignments.map((a) => [a.id, a]));
        let work = new Fraction(0);
        let makespan = new Fraction(0);
        for (const t of tasks) {
          const a = at.get(t.id)!;
          expect(a.worker).to.be.within(1, workers);
          expect(q(a.finish).equals(q(a.start).add(q(t.duration)))).to.equal(true);
          for (const d of t.depends_on ?? []) expect(q(a.start).compare(q(at.get(d)!.finish))).to.be.at.least(0);
          work = work.add(q(t.duration));
          if (q(a.finish).compare(makespan) > 0) makespan = q(a.finish);
        }
        expect(q(r.makespan).equals(makespan)).to.equal(true);
        const busy = (x: Assignment, t: Fraction) => q(x.start).compare(t) <= 0 && t.compare(q(x.finish)) < 0;
        for (const a of r.assignments) {
          // No overlap on one worker (tasks of positive duration).
          for (const b of r.assignments) if (a !== b && a.worker === b.worker && busy(b, q(a.start)) && q(a.finish).compare(q(a.start)) > 0) expect.fail(`${a.id} and ${b.id} overlap`);
          // Work-conserving: from the moment a task is ready until it starts, every worker is busy.
          const t = tasks.find((x) => x.id === a.id)!;
          let ready = new Fraction(0);
          for (const d of t.depends_on ?? []) if (q(at.get(d)!.finish).compare(ready) > 0) ready = q(at.get(d)!.finish);
          const events = [ready, ...r.assignments.flatMap((x) => [q(x.start), q(x.finish)])].filter((e) => e.compare(ready) >= 0 && e.compare(q(a.start)) < 0);
          for (const e of events) expect(r.assignments.filter((x) => busy(x, e)).length, `${a.id} waits at ${e.toFraction()}`).to.equal(workers);
        }
        // Graham: makespan <= total work / workers + (1 - 1/workers) * longest chain.
        const cpm = (await runTool('schedule-critical-path', { tasks })) as { project_duration: string };
        const bound = work.div(workers).add(q(cpm.project_duration).mul(workers - 1, workers));
        expect(makespan.compare(bound)).to.be.at.most(0);
        expect(makespan.compare(q(cpm.project_duration))).to.be.at.least(0);
      }),
      { numRuns: 150 },
    );
  });

  it('with as many workers as tasks every task starts at its CPM earliest start', async () => {
    await fc.assert(
      fc.asyncProperty(tasksArb, priority, async (tasks, rule) => {
        const r = (await runTool('schedule-workers-assign', { tasks, workers: Math.max(1, tasks.length), priority: rule })) as Result;
        const cpm = (await runTool('schedule-critical-path', { tasks })) as { project_duration: string; tasks: { id: string; earliest_start: string }[] };
        const es = new Map(cpm.tasks.map((t) => [t.id, t.earliest_start]));
        for (const a of r.assignments) expect(a.start).to.equal(es.get(a.id));
        expect(r.makespan).to.equal(cpm.project_duration);
      }),
      { numRuns: 150 },
    );
  });
});
