// Differential tests, scheduling tools of the graphs category, each against independent python3
// oracles (one python run per test with every sampled input; pythonWith('networkx'), Debian's
// python3-networkx 2.8.8, skipped outside CI when absent):
//
//   schedule-critical-path  (1) a CPM reference written here from the textbook forward/backward pass
//                     (Kelley and Walker 1959, as in any operations-research text) with
//                     fractions.Fraction: earliest start = max earliest finish of the dependencies,
//                     latest finish = min latest start of the dependents (project duration for none),
//                     slack = LS - ES, critical = slack 0, and the critical paths enumerated from
//                     scratch (every maximal chain of critical tasks with ES(next) = EF(prev), checked
//                     to run from 0 to the project duration) and sorted by Python's list order (str by code point), then cut
//                     as rule 7 says; (2) networkx.dag_longest_path_length on the task graph with
//                     the durations moved from nodes to edges (an edge u -> v weighs dur(u), a source
//                     reaches every task at 0 and every task reaches a sink at its duration), which
//                     must equal the project duration; and the cycle flag against
//                     networkx.is_directed_acyclic_graph.
//   schedule-workers-assign  an event-driven simulation written here from Graham's definition of
//                     list scheduling (Graham 1966/1969: a priority list; whenever a processor is
//                     idle it takes the first task of the list whose predecessors have all finished;
//                     ties between idle processors to the lowest number), recomputing the ready set
//                     and the idle workers from scratch at every step (no heaps, no shared code), with
//                     the four priority lists built from their definitions (Hu's level by memoized
//                     recursion); on seeded task lists, 1 to 4 workers, every priority rule.
//   schedule-round-robin  properties checked in python3 (every pair meets exactly once, each team at
//                     most once per round, one bye per team for an odd count, home and away counts
//                     differ by at most 1), and the rounds of 6 and 7 teams against the circle-method
//                     table of the Wikipedia article "Round-robin tournament" (Scheduling algorithm:
//                     top row 1..n/2, bottom row n..n/2+1, 1 fixed, the others clockwise), transcribed
//                     here as pairs, 8 being the dummy (bye) for 7 teams.
// No disagreement with the contracts found.
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import { outcome } from '../support/direct.js';
import { tasksArb, type TaskIn } from '../properties/graphs/schedule-arbitraries.js';
import { pythonWith } from './support/programs.js';

const RUNS = 200;

function python(script: string, samples: unknown[]): unknown[] {
  const py = pythonWith('networkx');
  if (py === null) return [];
  const run = spawnSync(py, ['-c', `import json, sys\nfrom fractions import Fraction\nimport networkx as nx\n${script}`], { input: JSON.stringify(samples), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (run.status !== 0) throw new Error(`python3 failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as unknown[];
}

const PY_CPM = `
def text(q):
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"

def cpm(s):
    tasks = s['tasks']
    dur = {t['id']: Fraction(t['duration']) for t in tasks}
    preds = {t['id']: set(t.get('depends_on') or []) for t in tasks}
    succs = {i: set() for i in dur}
    for v, ps in preds.items():
        for u in ps:
            succs[u].add(v)
    G = nx.DiGraph()
    G.add_nodes_from(dur)
    G.add_edges_from((u, v) for v, ps in preds.items() for u in ps)
    if not nx.is_directed_acyclic_graph(G):
        return None
    # Forward pass: repeat until every task's dependencies are done (no library order used).
    es, ef = {}, {}
    while len(es) < len(dur):
        for v in dur:
            if v not in es and all(u in ef for u in preds[v]):
                es[v] = max((ef[u] for u in preds[v]), default=Fraction(0))
                ef[v] = es[v] + dur[v]
    D = max(ef.values(), default=Fraction(0))
    ls, lf = {}, {}
    while len(ls) < len(dur):
        for v in dur:
            if v not in ls and all(w in ls for w in succs[v]):
                lf[v] = min((ls[w] for w in succs[v]), default=D)
                ls[v] = lf[v] - dur[v]
    crit = {v for v in dur if ls[v] == es[v]}
    paths = []
    def extend(path):
        v = path[-1]
        nxt = [w for w in succs[v] if w in crit and es[w] == ef[v]]
        if not nxt:
            if ef[v] == D:
                paths.append(path)
            return
        for w in nxt:
            extend(path + [w])
    for v in crit:
        if not any(u in crit and ef[u] == es[v] for u in preds[v]):
            extend([v])
    assert all(es[p[0]] == 0 for p in paths)
    paths.sort()
    listed, ids = [], 0
    cap = s.get('max_paths', 10)
    for p in paths:
        if len(listed) == cap or ids + len(p) > 20000:
            break
        listed.append(p)
        ids += len(p)
    rows = [{'id': v, 'duration': text(dur[v]), 'earliest_start': text(es[v]), 'earliest_finish': text(ef[v]),
             'latest_start': text(ls[v]), 'latest_finish': text(lf[v]), 'slack': text(ls[v] - es[v]), 'critical': v in crit}
            for v in sorted(dur)]
    # NetworkX: durations moved from nodes to edges, between a source and a sink.
    H = nx.DiGraph()
    H.add_node(('S',)); H.add_node(('T',))
    for v in dur:
        H.add_edge(('S',), ('t', v), w=Fraction(0))
        H.add_edge(('t', v), ('T',), w=dur[v])
        for w in succs[v]:
            H.add_edge(('t', v), ('t', w), w=dur[v])
    longest = nx.dag_longest_path_length(H, weight='w', default_weight=0)
    return {'project_duration': text(D), 'tasks': rows, 'critical_paths': listed,
            'critical_paths_truncated': len(listed) < len(paths), 'networkx': text(Fraction(longest))}

print(json.dumps([cpm(s) for s in json.load(sys.stdin)]))
`;

const PY_ROUND_ROBIN = `
from itertools import combinations

def check(s, r):
    teams = s['teams']
    n = len(teams)
    met = {}
    home = {t: 0 for t in teams}
    away = {t: 0 for t in teams}
    byes = {t: 0 for t in teams}
    problems = []
    rounds = r['rounds']
    if len(rounds) != (n if n % 2 else n - 1):
        problems.append('round count')
    for k, rd in enumerate(rounds):
        if rd['round'] != k + 1:
            problems.append('round number')
        seen = []
        for m in rd['matches']:
            seen += [m['home'], m['away']]
            key = frozenset((m['home'], m['away']))
            met[key] = met.get(key, 0) + 1
            home[m['home']] += 1
            away[m['away']] += 1
        if rd['bye'] is not None:
            seen.append(rd['bye'])
            byes[rd['bye']] += 1
        if sorted(seen) != sorted(teams):
            problems.append(f'round {k + 1} does not hold every team once')
    for a, b in combinations(teams, 2):
        if met.get(frozenset((a, b)), 0) != 1:
            problems.append(f'{a} and {b} meet {met.get(frozenset((a, b)), 0)} times')
    if len(met) != n * (n - 1) // 2:
        problems.append('extra pairs')
    for t in teams:
        if abs(home[t] - away[t]) > 1:
            problems.append(f'{t} home {home[t]} away {away[t]}')
        if byes[t] != (1 if n % 2 else 0):
            problems.append(f'{t} has {byes[t]} byes')
    return problems

samples, results = json.load(sys.stdin)
print(json.dumps([check(s, r) for s, r in zip(samples, results)]))
`;

// The Wikipedia layout for 6 teams, and for 8 (7 teams and the dummy 8), round by round, columns left to right.
const WIKIPEDIA_6 = [[[1, 6], [2, 5], [3, 4]], [[1, 5], [6, 4], [2, 3]], [[1, 4], [5, 3], [6, 2]], [[1, 3], [4, 2], [5, 6]], [[1, 2], [3, 6], [4, 5]]];
const WIKIPEDIA_8 = [
  [[1, 8], [2, 7], [3, 6], [4, 5]],
  [[1, 7], [8, 6], [2, 5], [3, 4]],
  [[1, 6], [7, 5], [8, 4], [2, 3]],
  [[1, 5], [6, 4], [7, 3], [8, 2]],
  [[1, 4], [5, 3], [6, 2], [7, 8]],
  [[1, 3], [4, 2], [5, 8], [6, 7]],
  [[1, 2], [3, 8], [4, 7], [5, 6]],
];

const PY_GRAHAM = `
from functools import lru_cache

def text(q):
    return str(q.numerator) if q.denominator == 1 else f"{q.numerator}/{q.denominator}"

def graham(s):
    tasks = s['tasks']
    W = s['workers']
    rule = s.get('priority', 'critical_path')
    dur = {t['id']: Fraction(t['duration']) for t in tasks}
    preds = {t['id']: set(t.get('depends_on') or []) for t in tasks}
    succs = {i: set() for i in dur}
    for v, ps in preds.items():
        for u in ps:
            succs[u].add(v)
    G = nx.DiGraph()
    G.add_nodes_from(dur)
    G.add_edges_from((u, v) for v, ps in preds.items() for u in ps)
    if not nx.is_directed_acyclic_graph(G):
        return None

    @lru_cache(maxsize=None)
    def level(v):
        return dur[v] + max((level(w) for w in succs[v]), default=Fraction(0))

    weight = {'id': lambda v: 0, 'longest_duration': lambda v: dur[v],
              'most_successors': lambda v: len(succs[v]), 'critical_path': level}[rule]
    plist = sorted(dur, key=lambda v: (-weight(v), v))  # Python orders str by code point
    done, started, running, out = set(), set(), [], []
    t = Fraction(0)
    makespan = Fraction(0)
    while len(started) < len(dur):
        while True:
            for r in [r for r in running if r[0] <= t]:
                running.remove(r)
                done.add(r[2])
            idle = [w for w in range(1, W + 1) if all(r[1] != w for r in running)]
            ready = [v for v in plist if v not in started and preds[v] <= done]
            if not idle or not ready:
                break
            v, w = ready[0], idle[0]
            started.add(v)
            running.append((t + dur[v], w, v))
            makespan = max(makespan, t + dur[v])
            out.append({'id': v, 'worker': w, 'start': text(t), 'finish': text(t + dur[v])})
        if len(started) < len(dur):
            t = min(r[0] for r in running)
    return {'makespan': text(makespan), 'assignments': out}

print(json.dumps([graham(s) for s in json.load(sys.stdin)]))
`;

describe('differential: scheduling tools against python3 references and NetworkX', () => {
  it('schedule-critical-path: a Fraction CPM reference and networkx.dag_longest_path_length', async function () {
    const withCap = fc.record({ tasks: tasksArb, max_paths: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }) }).map((s) => (s.max_paths === undefined ? { tasks: s.tasks } : s));
    // Some samples get one back edge, which may close a cycle.
    const cyclic = tasksArb.filter((t) => t.length >= 2).map((t) => {
      const copy: TaskIn[] = t.map((x) => ({ ...x }));
      copy[0] = { ...copy[0]!, depends_on: [...(copy[0]!.depends_on ?? []), copy[copy.length - 1]!.id] };
      return { tasks: copy };
    });
    const samples: { tasks: TaskIn[]; max_paths?: number }[] = [...fc.sample(withCap, { numRuns: RUNS }), ...fc.sample(cyclic, { numRuns: 50 })];
    const ours = await Promise.all(samples.map((s) => outcome('schedule-critical-path', s)));
    const theirs = python(PY_CPM, samples) as ({ networkx: string; project_duration: string } | null)[];
    if (theirs.length === 0) this.skip();
    samples.forEach((s, i) => {
      const o = ours[i]!;
      const t = theirs[i]!;
      if (t === null) {
        expect(o.ok, JSON.stringify(s)).to.equal(false);
        if (!o.ok) expect(o.code).to.equal('cyclic_reference');
        return;
      }
      expect(o.ok, JSON.stringify(s)).to.equal(true);
      if (!o.ok) return;
      const { networkx, ...reference } = t;
      expect(o.value, JSON.stringify(s)).to.deep.equal(reference);
      expect(networkx, JSON.stringify(s)).to.equal(reference.project_duration);
    });
  });

  it('schedule-workers-assign: an event-driven simulation of Graham list scheduling', async function () {
    const arb = fc.record({ tasks: tasksArb, workers: fc.integer({ min: 1, max: 4 }), priority: fc.option(fc.constantFrom('id', 'longest_duration', 'most_successors', 'critical_path'), { nil: undefined }) }).map((s) => (s.priority === undefined ? { tasks: s.tasks, workers: s.workers } : s));
    const samples = fc.sample(arb, { numRuns: 300 });
    const ours = await Promise.all(samples.map((s) => outcome('schedule-workers-assign', s)));
    const theirs = python(PY_GRAHAM, samples);
    if (theirs.length === 0) this.skip();
    samples.forEach((s, i) => {
      const o = ours[i]!;
      expect(o.ok, JSON.stringify(s)).to.equal(true);
      if (o.ok) expect(o.value, JSON.stringify(s)).to.deep.equal(theirs[i]);
    });
  });

  it('schedule-round-robin: pairs, rounds, byes and home/away balance checked in python3; 6 and 7 teams as Wikipedia lays them out', async function () {
    const pool = ['a', 'b', 'c', '1', '10', '2', '__proto__', 'constructor', 'Ａ', '😀', 'a b', 'é', 'x', 'y', 'z', 'w', 'v', 'u', 't', 's'];
    const samples = fc.sample(fc.shuffledSubarray(pool, { minLength: 2 }).map((teams) => ({ teams })), { numRuns: 150 });
    samples.push({ teams: Array.from({ length: 50 }, (_, i) => `team ${i}`) }, { teams: Array.from({ length: 49 }, (_, i) => `team ${i}`) });
    const ours = (await Promise.all(samples.map((s) => outcome('schedule-round-robin', s)))).map((o) => (o.ok ? o.value : null));
    const problems = python(PY_ROUND_ROBIN, [samples, ours] as unknown as unknown[]);
    if (problems.length === 0) this.skip();
    samples.forEach((s, i) => expect(problems[i], JSON.stringify(s)).to.deep.equal([]));
    type Rounds = { rounds: { matches: { home: string; away: string }[]; bye: string | null }[] };
    const pairs = (r: Rounds) => r.rounds.map((rd) => rd.matches.map((m) => [m.home, m.away].map(Number).sort((a, b) => a - b)));
    const wiki = (table: number[][][], dummy: number) => table.map((rd) => rd.filter((p) => !p.includes(dummy)).map((p) => [...p].sort((a, b) => a - b)));
    const six = (await outcome('schedule-round-robin', { teams: ['1', '2', '3', '4', '5', '6'] })) as { ok: true; value: Rounds };
    expect(pairs(six.value)).to.deep.equal(wiki(WIKIPEDIA_6, 0));
    const seven = (await outcome('schedule-round-robin', { teams: ['1', '2', '3', '4', '5', '6', '7'] })) as { ok: true; value: Rounds };
    expect(pairs(seven.value)).to.deep.equal(wiki(WIKIPEDIA_8, 8));
    expect(seven.value.rounds.map((rd) => rd.bye)).to.deep.equal(WIKIPEDIA_8.map((rd) => String(rd.flat()[rd.flat().indexOf(8) ^ 1])));
  });
});
