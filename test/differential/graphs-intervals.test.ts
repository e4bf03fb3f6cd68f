// Differential tests, interval scheduling tools of the graphs category, against python3 with
// fractions.Fraction (one python run per test with every sampled input; hasProgram('python3'),
// skipped outside CI when absent), on seeded random interval lists whose equal times are spelled
// apart ("1/2", "0.50", "2/4", "-2/-4") and whose ids are code point order traps and Object.prototype
// names. Python orders str by code point, as the contracts do.
//
// Oracles per tool:
//   schedule-rooms-assign  the depth (most intervals open at one time) by a sweep over the 2n times,
//                     ends before starts at equal times (half-open), must equal `rooms`; and the
//                     interval partitioning greedy re-written from Kleinberg and Tardos, Algorithm
//                     Design 4.1 (sort by start, equal starts by id; each interval takes the smallest
//                     label not used by an earlier interval that overlaps it) must give every room.
//   schedule-intervals-select  on up to 12 intervals, brute force over every subset with Fraction
//                     (most weight, then most intervals, then the smallest sequence by (end, start,
//                     id), as rule 4 says) must give the same ids and total; on up to 200 intervals,
//                     the textbook weighted interval scheduling DP (Kleinberg and Tardos 6.1: sort by
//                     end, p(j) by bisect over the ends, M[j] = max(w_j + M[p(j)], M[j-1])) must give
//                     the same total, with and without weights (unit weights).
// No disagreement with the contracts found.
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../support/direct.js';
import { intervalsArb, type IntervalSample } from '../properties/graphs/interval-arbitraries.js';
import { hasProgram } from './support/programs.js';

const RUNS = 300;

function python(script: string, samples: unknown[]): unknown[] {
  const run = spawnSync('python3', ['-c', `import json, sys\nfrom fractions import Fraction\n${script}`], { input: JSON.stringify(samples), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as unknown[];
}

// Fraction('3/-4') is refused by Python, so the sign of a denominator is moved by hand.
const PY_READ = `
def q(t):
    if '/' in t:
        p, d = t.split('/')
        return Fraction(int(p), int(d))
    return Fraction(t)
`;

describe('differential: interval scheduling tools against python3 fractions', () => {
  it('schedule-rooms-assign: rooms equal the depth of a sweep, and every room that of the textbook greedy', async function () {
    if (!hasProgram('python3')) this.skip();
    const samples: IntervalSample[] = fc.sample(intervalsArb({ max: 17 }), { numRuns: RUNS });
    const expected = python(
      `${PY_READ}
out = []
for s in json.load(sys.stdin):
    ivs = [(q(i['start']), q(i['end']), i['id']) for i in s['intervals']]
    events = sorted([(a, 1) for a, b, _ in ivs] + [(b, -1) for a, b, _ in ivs])  # -1 sorts first: ends before starts
    depth = openn = 0
    for _, d in events:
        openn += d
        depth = max(depth, openn)
    label = {}
    done = []
    for a, b, i in sorted(ivs, key=lambda t: (t[0], t[2])):
        excluded = {label[j] for (a2, b2, j) in done if b2 > a}
        k = 1
        while k in excluded:
            k += 1
        label[i] = k
        done.append((a, b, i))
    out.append({'depth': depth, 'rooms': max(label.values(), default=0), 'label': label})
print(json.dumps(out))`,
      samples,
    ) as { depth: number; rooms: number; label: Record<string, number> }[];
    for (let k = 0; k < samples.length; k++) {
      const out = (await runTool('schedule-rooms-assign', samples[k])) as { rooms: number; assignments: { id: string; room: number }[] };
      expect(out.rooms, JSON.stringify(samples[k])).to.equal(expected[k]!.depth);
      expect(out.rooms).to.equal(expected[k]!.rooms);
      for (const a of out.assignments) expect(a.room, a.id).to.equal(expected[k]!.label[a.id]);
    }
  });

  const PY_SELECT = `${PY_READ}
from itertools import combinations
from bisect import bisect_right
def key(t):
    return (t[1], t[0], t[2])
out = []
for s in json.load(sys.stdin):
    ivs = sorted([(q(i['start']), q(i['end']), i['id'], q(i['weight']) if 'weight' in i else Fraction(1)) for i in s['intervals']], key=key)
    res = {}
    if len(ivs) <= 12:
        best = None
        for r in range(len(ivs) + 1):
            for c in combinations(ivs, r):  # combinations keep the key order
                if any(c[k][0] < c[k - 1][1] for k in range(1, len(c))):
                    continue
                cand = (-sum((t[3] for t in c), Fraction(0)), -len(c), [key(t) for t in c], c)
                if best is None or cand[:3] < best[:3]:
                    best = cand
        res['ids'] = [t[2] for t in best[3]]
        res['brute'] = str(-best[0])
    ends = [t[1] for t in ivs]
    M = [Fraction(0)]
    for j, t in enumerate(ivs):
        pj = bisect_right(ends, t[0], 0, j)
        M.append(max(t[3] + M[pj], M[j]))
    res['dp'] = str(M[-1])
    out.append(res)
print(json.dumps(out))`;

  it('schedule-intervals-select: the subset brute force (ids and total) on small inputs, the textbook DP total on larger ones', async function () {
    if (!hasProgram('python3')) this.skip();
    const small = [...fc.sample(intervalsArb({ max: 12 }), { numRuns: 150 }), ...fc.sample(intervalsArb({ max: 12, weights: true }), { numRuns: 150 })];
    // Larger lists: ids n0, n1, ... so more than the id pool fits.
    const large = fc.sample(
      fc.tuple(fc.boolean(), fc.array(intervalsArb({ max: 17, weights: true }), { minLength: 1, maxLength: 12 })).map(([w, parts]) => ({
        intervals: parts.flatMap((p) => p.intervals).map((x, k) => (w ? { ...x, id: `n${k}` } : { id: `n${k}`, start: x.start, end: x.end })),
      })),
      { numRuns: 60 },
    );
    const samples = [...small, ...large];
    const expected = python(PY_SELECT, samples) as { ids?: string[]; brute?: string; dp: string }[];
    for (let k = 0; k < samples.length; k++) {
      const out = (await runTool('schedule-intervals-select', samples[k])) as { ids: string[]; total: { numerator: string; denominator: string } };
      const total = out.total.denominator === '1' ? out.total.numerator : `${out.total.numerator}/${out.total.denominator}`;
      const want = expected[k]!;
      expect(total, JSON.stringify(samples[k])).to.equal(want.dp);
      if (want.ids !== undefined) {
        expect(out.ids, JSON.stringify(samples[k])).to.deep.equal(want.ids);
        expect(total).to.equal(want.brute);
      }
    }
  });
});
