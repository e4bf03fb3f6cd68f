// Differential tests, sequences category: each tool against jsdiff (`diff`, Myers' algorithm) and the
// other packages below, on seeded JSON arrays whose items are equal by value but not by spelling
// ({"a":1,"b":2} and {"b":2,"a":1}; "1" against 1; "__proto__" members) and on texts split into lines
// (CRLF, lone CR, missing final newline) or code points (astral characters; lone surrogates refused).
// Items are compared by their RFC 8785 canonical form (`canonicalize`), which is RFC 8259 value equality.
//
// Oracles per tool:
//   sequence-edit-script               jsdiff diffArrays with a value comparator: the same script exactly
//                                      (jsdiff is Myers 1986 with the same tie-break)
//   sequence-edit-script-apply         jsdiff's scripts applied; stale scripts against a reference of rule 5
//   sequence-hunks                     difflib (the port of Python's difflib) get_grouped_opcodes, fed the
//                                      opcodes of jsdiff's script; headers as difflib's unified_diff writes them
//   sequence-lcs                       length against jsdiff (n + m - distance) / 2; the earliest-matching
//                                      pairs against a suffix-table reference of rule 4
//   sequence-edit-distance             fastest-levenshtein (unit costs) and damerau-levenshtein (optimal
//                                      string alignment, transposition cost 1); weighted costs and the
//                                      alignment against a Wagner-Fischer reference of rules 4 and 5
//   sequence-merge-three-way           node-diff3 diff3Merge (Khanna, Kunal and Pierce) wherever its two
//                                      LCS matchings are the ones Myers finds (the merge is defined over
//                                      the matchings); elsewhere the properties every diff3 keeps
//   sequence-is-subsequence            no package; a needle is a subsequence exactly when jsdiff keeps all
//                                      of it as common items; indices against greedy matching (rule 4)
//   sequence-hamming-distance          no package (position-wise comparison is the definition itself):
//                                      a reference of rule 4
//   sequence-longest-common-substring  no package; a brute-force reference of rules 3 and 4
//   sequence-longest-increasing-subsequence  no package; an O(n^2) reference of rules 3 and 4
import canonicalize from 'canonicalize';
import { expect } from 'chai';
import damerau from 'damerau-levenshtein';
import { diffArrays } from 'diff';
import difflib from 'difflib';
import fc from 'fast-check';
import { distance as levenshtein } from 'fastest-levenshtein';
import { diff3Merge, LCS } from 'node-diff3';
import { outcome, runTool } from '../support/direct.js';

const RUNS = 200;

/** No lone UTF-16 surrogate (String.prototype.isWellFormed is ES2024, beyond this project's lib). */
const wellFormed = (s: string) => !/\p{Cs}/u.test(s);

const key = (v: unknown) => canonicalize(v) as string;
const same = (x: unknown, y: unknown) => key(x) === key(y);

/** Items that are equal by value in several spellings, and items that only look alike. */
const itemArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(1, 2, 3, 'a', 'b') },
  { weight: 2, arbitrary: fc.constantFrom('1', 0, null, true, false, '', '😀', 1e21, 0.1) },
  { weight: 1, arbitrary: fc.constantFrom('{"a":1,"b":2}', '{"b":2,"a":1}', '{"__proto__":1}', '{"constructor":{"valueOf":2}}', '[1,[2]]', '[]', '{}').map((t) => JSON.parse(t) as unknown) },
);
const arrayArb = (max = 9) => fc.array(itemArb, { maxLength: max });

/** Rule 1 of every sequence tool: LF ends a line, a CR before it belongs to it, a final LF adds nothing. */
function splitLines(text: string): string[] {
  if (text === '') return [];
  const parts = text.split('\n');
  const last = parts.pop()!;
  const lines = parts.map((p) => (p.endsWith('\r') ? p.slice(0, -1) : p));
  if (last !== '') lines.push(last);
  return lines;
}
const lineTextArb = fc
  .tuple(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', '', 'a\r', '😀', ' a'), fc.constantFrom('\n', '\r\n')), { maxLength: 7 }), fc.constantFrom('', 'a', 'b', 'x\r'))
  .map(([ls, tail]) => ls.map(([l, t]) => l + t).join('') + tail);
const codePointTextArb = fc.oneof({ weight: 9, arbitrary: fc.string({ unit: fc.constantFrom('a', 'b', 'c', '😀', '𝄞', 'é'), maxLength: 9 }) }, { weight: 1, arbitrary: fc.constantFrom('a\ud800b', '\udc00', 'x\udbff') });

type Pair = { input: { a: unknown; b: unknown; split?: string }; a: unknown[]; b: unknown[]; lone: boolean };
/** Two sequences in one of the three input forms, with the items rule 1 reads from them. */
const pairArb = (max = 9): fc.Arbitrary<Pair> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.tuple(arrayArb(max), arrayArb(max)).map(([a, b]) => ({ input: { a, b }, a, b, lone: false })) },
    { weight: 1, arbitrary: fc.tuple(lineTextArb, lineTextArb).map(([a, b]) => ({ input: { a, b, split: 'lines' }, a: splitLines(a), b: splitLines(b), lone: false })) },
    { weight: 1, arbitrary: fc.tuple(codePointTextArb, codePointTextArb).map(([a, b]) => ({ input: { a, b, split: 'code_points' }, a: [...a], b: [...b], lone: !wellFormed(a + b) })) },
  );

type Change = { op: 'equal' | 'delete' | 'insert'; items: unknown[] };
function jsdiff(a: unknown[], b: unknown[]): Change[] {
  return diffArrays(a, b, { comparator: same }).map((c) => ({ op: c.added ? 'insert' : c.removed ? 'delete' : 'equal', items: c.value }));
}
/** Items of `a` that a script keeps, consumes and inserts: the positions rule 6 of edit-script gives. */
function withPositions(changes: Change[]) {
  let i = 0;
  let j = 0;
  return changes.map((c) => {
    const run = { op: c.op, a_start: i, b_start: j, items: c.items };
    if (c.op !== 'insert') i += c.items.length;
    if (c.op !== 'delete') j += c.items.length;
    return run;
  });
}

describe('differential: sequence-edit-script against jsdiff (Myers 1986)', () => {
  it('gives jsdiff\'s script, positions and counts, and refuses a lone surrogate', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb(), async (p) => {
        const r = await outcome('sequence-edit-script', p.input);
        if (p.lone) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        const changes = jsdiff(p.a, p.b);
        const count = (op: string) => changes.filter((c) => c.op === op).reduce((s, c) => s + c.items.length, 0);
        expect(r).to.deep.equal({
          ok: true,
          value: { distance: count('delete') + count('insert'), deletions: count('delete'), insertions: count('insert'), equal: count('equal'), script: withPositions(changes) },
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses a string under split none and an array under lines or code_points', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('none', 'lines', 'code_points'), fc.boolean(), async (split, first) => {
        const wrong = split === 'none' ? 'ab' : ['a'];
        const right = split === 'none' ? ['a'] : 'ab';
        const input = { a: first ? wrong : right, b: first ? right : wrong, split };
        expect(await outcome('sequence-edit-script', input)).to.deep.include({ ok: false, code: 'invalid_input', pointer: first ? '/a' : '/b' });
      }),
      { numRuns: 30 },
    );
  });
});

describe('differential: sequence-edit-script-apply with jsdiff\'s scripts', () => {
  /** Rule 5's first fault of a script against a sequence, or the result. */
  function applyReference(seq: unknown[], script: { op: string; items: unknown[]; a_start?: number; b_start?: number }[]): string | unknown[] {
    let cursor = 0;
    const out: unknown[] = [];
    for (const [k, run] of script.entries()) {
      if (run.a_start !== undefined && run.a_start !== cursor) return `/script/${k}/a_start`;
      if (run.b_start !== undefined && run.b_start !== out.length) return `/script/${k}/b_start`;
      if (run.op === 'insert') {
        out.push(...run.items);
        continue;
      }
      if (cursor + run.items.length > seq.length) return `/script/${k}/items`;
      for (const [t, item] of run.items.entries()) if (!same(item, seq[cursor + t])) return `/script/${k}/items/${t}`;
      if (run.op === 'equal') out.push(...seq.slice(cursor, cursor + run.items.length));
      cursor += run.items.length;
    }
    return cursor < seq.length ? `/sequence/${cursor}` : out;
  }

  it('turns a into b, and reports a stale script where rule 5 says', async () => {
    const arb = fc.record({ a: arrayArb(), b: arrayArb(), positions: fc.boolean(), edit: fc.constantFrom('none', 'none', 'item', 'drop', 'start', 'tail') , at: fc.nat() });
    await fc.assert(
      fc.asyncProperty(arb, async (c) => {
        const changes = withPositions(jsdiff(c.a, c.b));
        let script: { op: string; items: unknown[]; a_start?: number; b_start?: number }[] = changes.map((r) => (c.positions ? { ...r } : { op: r.op, items: r.items }));
        let seq = c.a;
        const k = script.length > 0 ? c.at % script.length : 0;
        if (c.edit === 'item' && script.length > 0) script[k] = { ...script[k]!, items: [...script[k]!.items.slice(0, -1), 'changed'] };
        if (c.edit === 'drop' && script.length > 0) script = script.filter((_, i) => i !== k);
        if (c.edit === 'start' && script.length > 0) script[k] = { ...script[k]!, a_start: (script[k]!.a_start ?? 0) + 1 };
        if (c.edit === 'tail') seq = [...c.a, 'extra'];
        const r = await outcome('sequence-edit-script-apply', { sequence: seq, script });
        const expected = applyReference(seq, script);
        if (typeof expected === 'string') return void expect(r).to.deep.include({ ok: false, code: 'script_mismatch', pointer: expected });
        const kept = script.filter((s) => s.op === 'equal').reduce((n, s) => n + s.items.length, 0);
        const inserted = script.filter((s) => s.op === 'insert').reduce((n, s) => n + s.items.length, 0);
        expect(r).to.deep.equal({ ok: true, value: { result: expected, kept, deleted: seq.length - kept, inserted } });
        if (c.edit === 'none') expect((expected as unknown[]).map(key)).to.deep.equal(c.b.map(key));
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: sequence-hunks against Python difflib\'s grouping', () => {
  /** difflib's _format_range_unified. */
  function range(start: number, stop: number): string {
    let beginning = start + 1;
    const length = stop - start;
    if (length === 1) return `${beginning}`;
    if (length === 0) beginning -= 1;
    return `${beginning},${length}`;
  }

  it('groups jsdiff\'s changes as get_grouped_opcodes(context) does', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb(14), fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }), async (p, context) => {
        const r = await outcome('sequence-hunks', { ...p.input, ...(context !== undefined && { context }) });
        if (p.lone) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        // difflib's opcodes for the same script: a deletion run followed by an insertion run is one "replace".
        const opcodes: [string, number, number, number, number][] = [];
        for (const run of withPositions(jsdiff(p.a, p.b))) {
          const prev = opcodes.at(-1);
          const n = run.items.length;
          if (run.op === 'insert' && prev?.[0] === 'delete') {
            prev[0] = 'replace';
            prev[4] += n;
          } else if (run.op === 'insert') opcodes.push(['insert', run.a_start, run.a_start, run.b_start, run.b_start + n]);
          else opcodes.push([run.op, run.a_start, run.a_start + n, run.b_start, run.op === 'delete' ? run.b_start : run.b_start + n]);
        }
        const matcher = new difflib.SequenceMatcher(null, [], []);
        matcher.getOpcodes = () => opcodes.map((o) => [...o]);
        const groups = (matcher.getGroupedOpcodes(context ?? 3) as [string, number, number, number, number][][]).filter((g) => !(g.length === 1 && g[0]![0] === 'equal'));
        const hunks = groups.map((g) => {
          const [i1, j1] = [g[0]![1], g[0]![3]];
          const [i2, j2] = [g.at(-1)![2], g.at(-1)![4]];
          const lines: { op: string; item: unknown }[] = [];
          for (const [tag, a1, a2, b1, b2] of g) {
            if (tag === 'equal') for (let i = a1; i < a2; i++) lines.push({ op: 'equal', item: p.a[i] });
            if (tag === 'delete' || tag === 'replace') for (let i = a1; i < a2; i++) lines.push({ op: 'delete', item: p.a[i] });
            if (tag === 'insert' || tag === 'replace') for (let j = b1; j < b2; j++) lines.push({ op: 'insert', item: p.b[j] });
          }
          const oldRange = range(i1, i2);
          const newRange = range(j1, j2);
          return {
            old_start: Number(oldRange.split(',')[0]), old_length: i2 - i1, new_start: Number(newRange.split(',')[0]), new_length: j2 - j1,
            header: `@@ -${oldRange} +${newRange} @@`, lines,
          };
        });
        expect(r).to.deep.equal({ ok: true, value: { hunks } });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: sequence-lcs against jsdiff and rule 4', () => {
  /** Rule 4's earliest-matching LCS from a table of suffix LCS lengths. */
  function earliestLcs(a: unknown[], b: unknown[]): [number, number][] {
    const n = a.length;
    const m = b.length;
    const L = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
    for (let i = n - 1; i >= 0; i--) for (let j = m - 1; j >= 0; j--) L[i]![j] = same(a[i], b[j]) ? L[i + 1]![j + 1]! + 1 : Math.max(L[i + 1]![j]!, L[i]![j + 1]!);
    const pairs: [number, number][] = [];
    let [i0, j0] = [0, 0];
    for (let left = L[0]![0]!; left > 0; left--) {
      let found = false;
      for (let i = i0; i < n && !found; i++) {
        for (let j = j0; j < m && !found; j++) {
          if (same(a[i], b[j]) && L[i + 1]![j + 1]! === left - 1) {
            pairs.push([i, j]);
            [i0, j0] = [i + 1, j + 1];
            found = true;
          }
        }
      }
    }
    return pairs;
  }

  it('has jsdiff\'s LCS length and the earliest-matching pairs', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb(), async (p) => {
        const r = await outcome('sequence-lcs', p.input);
        if (p.lone) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        const common = jsdiff(p.a, p.b).filter((c) => c.op === 'equal').reduce((s, c) => s + c.items.length, 0);
        const pairs = earliestLcs(p.a, p.b);
        expect(pairs).to.have.length(common);
        expect(r).to.deep.equal({ ok: true, value: { length: common, items: pairs.map(([i]) => p.a[i]), a_indices: pairs.map(([i]) => i), b_indices: pairs.map(([, j]) => j) } });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: sequence-edit-distance against fastest-levenshtein, damerau-levenshtein and rules 4-5', () => {
  type Costs = { insert: number; delete: number; substitute: number; transpose?: number };
  /** Rules 4 and 5: the optimal string alignment table and its backward walk. */
  function editReference(a: unknown[], b: unknown[], c: Costs) {
    const n = a.length;
    const m = b.length;
    const D = Array.from({ length: n + 1 }, (_, i) => Array.from({ length: m + 1 }, (_, j) => (i === 0 ? j * c.insert : j === 0 ? i * c.delete : 0)));
    const canTranspose = (i: number, j: number) => c.transpose !== undefined && i >= 2 && j >= 2 && same(a[i - 1], b[j - 2]) && same(a[i - 2], b[j - 1]) && !same(a[i - 1], a[i - 2]);
    for (let i = 1; i <= n; i++) {
      for (let j = 1; j <= m; j++) {
        let best = Math.min(D[i - 1]![j - 1]! + (same(a[i - 1], b[j - 1]) ? 0 : c.substitute), D[i]![j - 1]! + c.insert, D[i - 1]![j]! + c.delete);
        if (canTranspose(i, j)) best = Math.min(best, D[i - 2]![j - 2]! + c.transpose!);
        D[i]![j] = best;
      }
    }
    const steps: { op: string; a_index: number; b_index: number }[] = [];
    let [i, j] = [n, m];
    while (i > 0 || j > 0) {
      const d = D[i]![j]!;
      if (i > 0 && j > 0 && D[i - 1]![j - 1]! + (same(a[i - 1], b[j - 1]) ? 0 : c.substitute) === d) {
        steps.push({ op: same(a[i - 1], b[j - 1]) ? 'equal' : 'substitute', a_index: i - 1, b_index: j - 1 });
        [i, j] = [i - 1, j - 1];
      } else if (i > 0 && j > 0 && canTranspose(i, j) && D[i - 2]![j - 2]! + c.transpose! === d) {
        steps.push({ op: 'transpose', a_index: i - 2, b_index: j - 2 });
        [i, j] = [i - 2, j - 2];
      } else if (j > 0 && D[i]![j - 1]! + c.insert === d) {
        steps.push({ op: 'insert', a_index: i, b_index: j - 1 });
        j -= 1;
      } else {
        steps.push({ op: 'delete', a_index: i - 1, b_index: j });
        i -= 1;
      }
    }
    steps.reverse();
    const counts = { equal: 0, substitute: 0, transpose: 0, insert: 0, delete: 0 } as Record<string, number>;
    for (const s of steps) counts[s.op]! += 1;
    return { distance: D[n]![m]!, counts, alignment: steps };
  }

  /** Each item's value class as one character, so string metrics compare JSON values. */
  function asStrings(a: unknown[], b: unknown[]): [string, string] {
    const ids = new Map<string, string>();
    const ch = (v: unknown) => ids.get(key(v)) ?? (ids.set(key(v), String.fromCharCode(0x4e00 + ids.size)), ids.get(key(v))!);
    return [a.map(ch).join(''), b.map(ch).join('')];
  }

  it('matches the packages at unit costs and the reference at any costs', async () => {
    const costArb = fc.oneof(
      fc.constant(undefined),
      fc.constant({ transpose: 1 }),
      fc.record({ insert: fc.integer({ min: 0, max: 4 }), delete: fc.integer({ min: 0, max: 4 }), substitute: fc.integer({ min: 0, max: 6 }), transpose: fc.integer({ min: 0, max: 4 }) }, { requiredKeys: [] }),
    );
    await fc.assert(
      fc.asyncProperty(pairArb(), costArb, async (p, costs) => {
        const r = await outcome('sequence-edit-distance', { ...p.input, ...(costs !== undefined && { costs }) });
        if (p.lone) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        const c: Costs = { insert: 1, delete: 1, substitute: 1, ...costs };
        const expected = editReference(p.a, p.b, c);
        const [sa, sb] = asStrings(p.a, p.b);
        if (costs === undefined) expect(expected.distance).to.equal(levenshtein(sa, sb));
        if (costs !== undefined && Object.keys(costs).join() === 'transpose') expect(expected.distance).to.equal(damerau(sa, sb).steps);
        expect(r).to.deep.equal({ ok: true, value: expected });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: sequence-merge-three-way against node-diff3', () => {
  type Region = { kind: string; items: unknown[] | null; base?: unknown[]; ours?: unknown[]; theirs?: unknown[] };
  type Block = { ok: unknown[] } | { conflict: { a: unknown[]; o: unknown[]; b: unknown[] } };

  /** The index pairs a two-way diff keeps, from node-diff3's LCS chain or from jsdiff's script. */
  function lcsPairs(x: string[], y: string[]): string {
    const pairs: [number, number][] = [];
    for (let c = LCS(x, y) as { buffer1index: number; buffer2index: number; chain: unknown } | null; c && c.buffer1index >= 0; c = c.chain as typeof c) pairs.push([c.buffer1index, c.buffer2index]);
    return JSON.stringify(pairs.reverse());
  }
  function myersPairs(x: string[], y: string[]): string {
    return JSON.stringify(withPositions(jsdiff(x, y)).filter((r) => r.op === 'equal').flatMap((r) => r.items.map((_, t) => [r.a_start + t, r.b_start + t])));
  }

  let exact = 0;
  after(() => expect(exact, 'merges compared block by block with node-diff3').to.be.greaterThan(RUNS / 4));

  it('gives node-diff3\'s blocks when both use the same matchings, and keeps the diff3 laws always', async () => {
    const tripleArb = fc.oneof(
      fc.tuple(arrayArb(8), arrayArb(8), arrayArb(8)).map(([base, ours, theirs]) => ({ input: { base, ours, theirs }, base, ours, theirs })),
      arrayArb(8).chain((base) => fc.tuple(fc.constant(base), fc.array(fc.tuple(fc.nat(), itemArb), { maxLength: 2 }), fc.array(fc.tuple(fc.nat(), itemArb), { maxLength: 2 })).map(([b, eo, et]) => {
        const edit = (edits: [number, unknown][]) => { const s = [...b]; for (const [at, v] of edits) s.splice(s.length ? at % (s.length + 1) : 0, at % 3 === 0 ? 1 : 0, v); return s; };
        const ours = edit(eo);
        const theirs = edit(et);
        return { input: { base: b, ours, theirs }, base: b, ours, theirs };
      })),
      fc.tuple(lineTextArb, lineTextArb, lineTextArb).map(([base, ours, theirs]) => ({ input: { base, ours, theirs, split: 'lines' }, base: splitLines(base) as unknown[], ours: splitLines(ours) as unknown[], theirs: splitLines(theirs) as unknown[] })),
    );
    await fc.assert(
      fc.asyncProperty(tripleArb, async (t) => {
        const out = (await runTool('sequence-merge-three-way', t.input)) as { clean: boolean; conflicts: number; merged: unknown[] | null; regions: Region[] };
        const [o, a, b] = [t.base.map(key), t.ours.map(key), t.theirs.map(key)];
        if (JSON.stringify(a) === JSON.stringify(b)) expect(out.merged?.map(key)).to.deep.equal(a);
        if (JSON.stringify(a) === JSON.stringify(o)) expect(out.merged?.map(key)).to.deep.equal(b);
        if (JSON.stringify(b) === JSON.stringify(o)) expect(out.merged?.map(key)).to.deep.equal(a);
        expect(out.conflicts).to.equal(out.regions.filter((r) => r.kind === 'conflict').length);
        expect(out.clean).to.equal(out.conflicts === 0);
        if (lcsPairs(o, a) !== myersPairs(o, a) || lcsPairs(o, b) !== myersPairs(o, b)) return;
        exact += 1;
        const blocks: Block[] = [];
        for (const r of out.regions) {
          const prev = blocks.at(-1);
          if (r.kind === 'conflict') blocks.push({ conflict: { a: r.ours!.map(key), o: r.base!.map(key), b: r.theirs!.map(key) } });
          else if (prev && 'ok' in prev) prev.ok.push(...r.items!.map(key));
          else if (r.items!.length > 0) blocks.push({ ok: r.items!.map(key) });
        }
        const theirsBlocks = (diff3Merge(a, o, b, { excludeFalseConflicts: true }) as Block[]).map((x) => ('ok' in x ? { ok: x.ok } : { conflict: { a: x.conflict.a, o: x.conflict.o, b: x.conflict.b } }));
        expect(blocks).to.deep.equal(theirsBlocks);
      }),
      { numRuns: 300 },
    );
  });
});

describe('differential: sequence-is-subsequence against jsdiff', () => {
  it('is a subsequence exactly when jsdiff keeps the whole needle, at the greedy indices', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb(), fc.boolean(), async (p, embed) => {
        // Half the time the needle is drawn from the haystack, so true answers are common.
        const needle = embed ? p.b.filter((_, i) => i % 2 === 0) : p.a;
        const input = p.input.split === undefined ? { needle, haystack: p.b } : p.input.split === 'lines' ? { needle: needle.map((l) => `${l}\r\n`).join(''), haystack: p.input.b, split: 'lines' } : { needle: needle.join(''), haystack: p.input.b, split: 'code_points' };
        const r = await outcome('sequence-is-subsequence', input);
        if ([input.needle, input.haystack].some((x) => typeof x === 'string' && !wellFormed(x))) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        const common = jsdiff(needle, p.b).filter((c) => c.op === 'equal').reduce((s, c) => s + c.items.length, 0);
        const indices: number[] = [];
        for (let h = 0; h < p.b.length && indices.length < needle.length; h++) if (same(p.b[h], needle[indices.length])) indices.push(h);
        const is = common === needle.length;
        expect(indices.length === needle.length).to.equal(is);
        expect(r).to.deep.equal({ ok: true, value: { is_subsequence: is, matched_length: indices.length, indices: is ? indices : null } });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: sequence-hamming-distance against rule 4', () => {
  it('counts differing positions of equal-length sequences and refuses unequal lengths at /b', async () => {
    const arb = fc.oneof(pairArb(), pairArb().map((p) => (p.input.split === undefined ? { ...p, input: { a: p.a, b: p.a.map((x, i) => (i % 2 ? p.b[i] ?? x : x)) }, b: p.a.map((x, i) => (i % 2 ? p.b[i] ?? x : x)) } : p)));
    await fc.assert(
      fc.asyncProperty(arb, async (p) => {
        const r = await outcome('sequence-hamming-distance', p.input);
        if (p.lone) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        if (p.a.length !== p.b.length) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input', pointer: '/b' });
        const positions = p.a.flatMap((x, i) => (same(x, p.b[i]) ? [] : [i]));
        expect(r).to.deep.equal({ ok: true, value: { distance: positions.length, length: p.a.length, positions } });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: sequence-longest-common-substring against rules 3-4', () => {
  it('finds the longest common run, earliest in a, then in b', async () => {
    await fc.assert(
      fc.asyncProperty(pairArb(), async (p) => {
        const r = await outcome('sequence-longest-common-substring', p.input);
        if (p.lone) return void expect(r).to.deep.include({ ok: false, code: 'invalid_input' });
        let best = { length: 0, a_start: null as number | null, b_start: null as number | null };
        for (let i = 0; i < p.a.length; i++) {
          for (let j = 0; j < p.b.length; j++) {
            let l = 0;
            while (i + l < p.a.length && j + l < p.b.length && same(p.a[i + l], p.b[j + l])) l++;
            if (l > best.length) best = { length: l, a_start: i, b_start: j };
          }
        }
        expect(r).to.deep.equal({ ok: true, value: { ...best, items: best.a_start === null ? [] : p.a.slice(best.a_start, best.a_start + best.length) } });
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: sequence-longest-increasing-subsequence against rules 3-4', () => {
  const codePointLess = (x: string, y: string) => {
    const [p, q] = [[...x].map((c) => c.codePointAt(0)!), [...y].map((c) => c.codePointAt(0)!)];
    for (let i = 0; i < Math.min(p.length, q.length); i++) if (p[i] !== q[i]) return p[i]! < q[i]!;
    return p.length < q.length;
  };

  it('finds the longest (strictly or weakly) increasing subsequence with the smallest index list', async () => {
    const values = fc.oneof(
      fc.array(fc.oneof(fc.integer({ min: -3, max: 3 }), fc.constantFrom(0.5, -0, 1e21, 2 ** 53, 2 ** 53 + 2)), { maxLength: 12 }),
      fc.array(fc.constantFrom('a', 'b', 'B', '', 'ab', '😀', '\uffff', 'é', 'e\u0301'), { maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(values, fc.option(fc.boolean(), { nil: undefined }), async (vs, strict) => {
        const out = await runTool('sequence-longest-increasing-subsequence', { values: vs, ...(strict !== undefined && { strict }) });
        const less = (x: number | string, y: number | string) => (typeof x === 'number' ? x < (y as number) : codePointLess(x, y as string));
        const ok = (x: number | string, y: number | string) => less(x, y) || (strict === false && !less(y, x));
        const from = vs.map(() => 1);
        for (let i = vs.length - 1; i >= 0; i--) for (let j = i + 1; j < vs.length; j++) if (ok(vs[i]!, vs[j]!)) from[i] = Math.max(from[i]!, 1 + from[j]!);
        const length = Math.max(0, ...from);
        const indices: number[] = [];
        for (let i = 0; i < vs.length && indices.length < length; i++) {
          const prev = indices.at(-1);
          if (from[i] === length - indices.length && (prev === undefined || ok(vs[prev]!, vs[i]!))) indices.push(i);
        }
        expect(out).to.deep.equal({ length, indices, values: indices.map((i) => vs[i]) });
      }),
      { numRuns: RUNS },
    );
  });
});
