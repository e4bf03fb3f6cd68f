// Differential tests, json category (1 of 4): JSON Patch, merge patch, diff, pointers and JSONPath.
//
// Oracles per tool:
//   json-patch-apply        json-p3 `jsonpatch.apply` (RFC 6902)
//   json-patch-create       our patch applied by json-p3 (or by the RFC 6902 reference of
//                           support/json-reference.ts where a path names "__proto__"); index mode
//                           exactly against a reference written from the contract's rules 3-6; lcs
//                           mode also against a textbook LCS length (minimality)
//   json-merge-patch-apply  json-merge-patch `apply` (RFC 7396)
//   json-merge-patch-create json-merge-patch `generate` and `apply`
//   json-diff               no package emits this change list: index mode against a reference written
//                           from rules 2-6; lcs mode checked as an alignment (every change's old/new
//                           read back from the documents by json-p3's JSONPointer, kept items equal to
//                           an LCS of textbook length)
//   json-pointer-get        json-p3 `JSONPointer` (RFC 6901); the not-found reasons from RFC 6901 section 4
//   json-pointer-convert    json-p3: a pointer parsed by JSONPointer, a JSONPath by `jsonpath.query` on a
//                           document built from the segments; the dotted form is this service's own
//                           notation, held against a reader written from rule 5 in this file
//   json-query              json-p3 `jsonpath.query` (RFC 9535), nodes by location and value
import { expect } from 'chai';
import fc from 'fast-check';
import jmp from 'json-merge-patch';
import { jsonpatch, jsonpath, JSONPathEnvironment, JSONPatchTestFailure, JSONPointer } from 'json-p3';
import {
  RUNS, collidingJson, jsonArb, jsonEqual, keyArb, loneSurrogateArb, outcome, pointerOf, succeed, viaJson,
} from './support/json-arbitraries.js';
import {
  allLocations, applyAddRemoveReplace, isIndexToken, lcsLength, mergePatchRef, normalizedPath, parsePointerRef, resolveRef,
} from './support/json-reference.js';

type Op = { op: string; path: string; from?: string; value?: unknown };

const docArb = jsonArb({ key: fc.constantFrom('a', 'b', 'constructor', 'valueOf', '~', '/', '2', '10', '', '😀'), maxLength: 3, depth: 3 });

/** Pointers worth trying on a document: its own locations, appends, new members and malformed ones. */
function pointerArb(doc: unknown): fc.Arbitrary<string> {
  const existing = allLocations(doc).map(pointerOf);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...existing) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...existing), fc.constantFrom('-', 'new', '0', '1', '01', '1e0', '', '~1x')).map(([p, t]) => `${p}/${t}`) },
    { weight: 1, arbitrary: fc.constantFrom('', '/x', '/-', 'a', '/~2', '/a/b/c') },
  );
}

function opArb(doc: unknown): fc.Arbitrary<Op> {
  const ptr = pointerArb(doc);
  const value = fc.oneof(collidingJson, ptr.map((p) => { const r = resolveRef(doc, parsePointerRef(p) ?? ['\u0000none']); return r.found ? r.value : 1; }));
  return fc.oneof(
    fc.record({ op: fc.constantFrom('add', 'replace', 'test'), path: ptr, value }),
    fc.record({ op: fc.constant('remove'), path: ptr }),
    fc.record({ op: fc.constantFrom('move', 'copy'), from: ptr, path: ptr }),
  );
}

/** Tokens JavaScript's Number() reads as an index but RFC 6901 section 4 does not ("01", "1e0", ""). */
function numericButNotIndex(pointer: string | undefined): boolean {
  return (parsePointerRef(pointer ?? '') ?? []).some((t) => t !== '-' && !isIndexToken(t) && Number.isInteger(Number(t)));
}

/**
 * json-p3, one operation at a time. Its `copy` inserts the value by reference (a later change to
 * either place shows in both, and copying "" under itself makes a cycle); RFC 6902 section 4.5
 * defines copy as an `add` of the value at `from`, so a copy is handed to it as exactly that add.
 */
function applyStepwise(document: unknown, patch: readonly Op[]): unknown {
  let doc = structuredClone(document);
  for (const op of patch) {
    if (op.op === 'test') {
      // json-p3's equality takes [] and {} for equal; RFC 6902 section 4.6 compares types first.
      const at = parsePointerRef(op.path) ?? [];
      const found = resolveRef(doc, at);
      if (!found.found) throw new Error('test of a missing path');
      if (!jsonEqual(found.value, op.value)) throw new JSONPatchTestFailure('values differ');
      continue;
    }
    const step = op.op === 'copy' ? { op: 'add', path: op.path, value: structuredClone(new JSONPointer(op.from!).resolve(doc as never)) } : structuredClone(op);
    doc = jsonpatch.apply([step] as never, doc as never);
  }
  return doc;
}

describe('differential: json-patch-apply against json-p3 (RFC 6902)', () => {
  it('agrees on the result, on a failed test and on every other failure', async () => {
    const input = docArb.chain((document) => fc.record({ document: fc.constant(document), patch: fc.array(opArb(document), { minLength: 1, maxLength: 4 }) }));
    await fc.assert(
      fc.asyncProperty(input, async ({ document, patch }) => {
        const ours = await outcome('json-patch-apply', viaJson({ document, patch }));
        // json-p3 accepts "~" not followed by 0 or 1 ("/~2"); RFC 6901 section 3 does not.
        if (patch.some((o) => parsePointerRef(o.path) === null || (o.from !== undefined && parsePointerRef(o.from) === null))) {
          expect(ours.ok, 'a malformed pointer fails the patch').to.equal(false);
          return;
        }
        let theirs: { ok: true; value: unknown } | { ok: false; test: boolean };
        try {
          theirs = { ok: true, value: applyStepwise(document, patch) };
        } catch (e) {
          theirs = { ok: false, test: e instanceof JSONPatchTestFailure };
        }
        // json-p3 reads an array token with Number(), so "01", "1e0" and "" address items; RFC 6901
        // section 4 allows only "0" or digits without a leading zero (ours: patch_path_not_found).
        if (!(ours.ok && theirs.ok) && patch.some((o) => numericButNotIndex(o.path) || numericButNotIndex(o.from))) return;
        // json-p3 refuses a move from "" to "" as removing the root; RFC 6902 section 4.4 forbids only
        // a `from` that is a proper prefix of `path`, and a move onto itself changes nothing.
        if (!theirs.ok && patch.some((o) => o.op === 'move' && o.from === '' && o.path === '')) return;
        expect(ours.ok, JSON.stringify(ours.ok ? ours.value : ours.code)).to.equal(theirs.ok);
        if (ours.ok && theirs.ok) {
          const result = (ours.value as { result: unknown }).result;
          // A move onto itself: json-p3 removes and re-adds (the member goes last), the contract keeps
          // it in place (rule 6); JSON objects are unordered (RFC 8259 section 4), so values must agree.
          if (patch.some((o) => o.op === 'move' && o.from === o.path)) expect(jsonEqual(result, theirs.value)).to.equal(true);
          else expect(JSON.stringify(result)).to.equal(JSON.stringify(theirs.value));
        }
        // json-p3 reports a test of a missing path as a plain error; the contract (rule 8) calls it a
        // failed test, so only a failed comparison must match.
        if (!ours.ok && !theirs.ok && theirs.test) expect(ours.code).to.equal('patch_test_failed');
      }),
      { numRuns: 400 },
    );
  });
  it('treats "__proto__" as an ordinary member (json-p3 sets the prototype there, so RFC 6902 is applied by hand)', async () => {
    await fc.assert(
      fc.asyncProperty(collidingJson, collidingJson, async (base, value) => {
        const document = { a: base };
        const patch = [{ op: 'add', path: '/__proto__', value }, { op: 'test', path: '/__proto__', value }, { op: 'copy', from: '/__proto__', path: '/b' }];
        const { result } = await succeed<{ result: Record<string, unknown> }>('json-patch-apply', viaJson({ document, patch }));
        expect(Object.getPrototypeOf(result)).to.equal(Object.prototype);
        expect(jsonEqual(result, applyAddRemoveReplace(document, [patch[0]!, { op: 'add', path: '/b', value }]))).to.equal(true);
      }),
      { numRuns: RUNS },
    );
  });
});

/** Rules 3, 5 and 6 of json-patch-create in index mode, written from the contract's text. */
function referencePatchIndex(s: unknown, t: unknown, at: (string | number)[] = [], ops: Op[] = []): Op[] {
  const isObj = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (isObj(s) && isObj(t)) {
    const so = s as Record<string, unknown>;
    const to = t as Record<string, unknown>;
    for (const k of Object.keys(so)) {
      if (!Object.hasOwn(to, k)) ops.push({ op: 'remove', path: pointerOf([...at, k]) });
      else referencePatchIndex(so[k], to[k], [...at, k], ops);
    }
    for (const k of Object.keys(to)) if (!Object.hasOwn(so, k)) ops.push({ op: 'add', path: pointerOf([...at, k]), value: to[k] });
  } else if (Array.isArray(s) && Array.isArray(t)) {
    for (let i = 0; i < Math.min(s.length, t.length); i++) referencePatchIndex(s[i], t[i], [...at, i], ops);
    for (let i = t.length; i < s.length; i++) ops.push({ op: 'remove', path: pointerOf([...at, t.length]) });
    for (let i = s.length; i < t.length; i++) ops.push({ op: 'add', path: pointerOf([...at, i]), value: t[i] });
  } else if (!jsonEqual(s, t)) ops.push({ op: 'replace', path: pointerOf(at), value: t });
  return ops;
}

function applyWithOracle(source: unknown, patch: Op[]): unknown {
  // json-p3 (like every npm applier tried) assigns obj["__proto__"], which sets the prototype.
  if (patch.some((o) => (parsePointerRef(o.path) ?? []).includes('__proto__'))) return applyAddRemoveReplace(source, patch);
  return jsonpatch.apply(structuredClone(patch) as never, structuredClone(source) as never);
}

const sourceTarget = fc.oneof(
  fc.tuple(jsonArb({ maxLength: 4, depth: 3 }), jsonArb({ maxLength: 4, depth: 3 })),
  fc.tuple(collidingJson, collidingJson),
  fc.tuple(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 8 }), fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 8 })),
);

describe('differential: json-patch-create, applied by json-p3 (RFC 6902)', () => {
  it('index mode: equals the rules-3-to-6 reference, and json-p3 applies it to the target', async () => {
    await fc.assert(
      fc.asyncProperty(sourceTarget, async ([source, target]) => {
        const out = await succeed<{ patch: Op[]; count: number }>('json-patch-create', viaJson({ source, target }));
        expect(JSON.stringify(out.patch)).to.equal(JSON.stringify(referencePatchIndex(viaJson(source), viaJson(target))));
        expect(jsonEqual(applyWithOracle(viaJson(source), out.patch), viaJson(target))).to.equal(true);
      }),
      { numRuns: RUNS },
    );
  });
  it('lcs mode: json-p3 applies it to the target, and an array of scalars keeps an LCS of textbook length', async () => {
    await fc.assert(
      fc.asyncProperty(sourceTarget, async ([source, target]) => {
        const out = await succeed<{ patch: Op[]; count: number }>('json-patch-create', viaJson({ source, target, array_mode: 'lcs' }));
        expect(out.count).to.equal(out.patch.length);
        expect(out.patch.every((o) => ['add', 'remove', 'replace'].includes(o.op))).to.equal(true);
        expect(jsonEqual(applyWithOracle(viaJson(source), out.patch), viaJson(target))).to.equal(true);
        if (Array.isArray(source) && Array.isArray(target) && source.every((v) => typeof v === 'number') && target.every((v) => typeof v === 'number')) {
          const touched = out.patch.filter((o) => o.op !== 'add').length;
          expect(source.length - touched).to.equal(lcsLength(source, target));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** json-merge-patch assigns target["__proto__"] (sets the prototype); RFC 7396 has no such name. */
function hasProtoKey(v: unknown, names: readonly string[] = ['__proto__']): boolean {
  if (Array.isArray(v)) return v.some((x) => hasProtoKey(x, names));
  if (v === null || typeof v !== 'object') return false;
  return Object.keys(v).some((k) => names.includes(k) || hasProtoKey((v as Record<string, unknown>)[k], names));
}

/**
 * json-merge-patch's generate compares arrays with fast-deep-equal, which calls an own `valueOf` or
 * `toString` member and compares `constructor` members by reference: the trap of issue 13's fault 1.
 */
const EQUALITY_TRAPS = ['__proto__', 'valueOf', 'toString', 'constructor'];

const mergeDoc = jsonArb({ key: fc.constantFrom('a', 'b', 'c', '__proto__', 'valueOf', '1'), scalar: fc.constantFrom(null, 0, 1, 'x', true, '😀'), maxLength: 3, depth: 3 });

describe('differential: json-merge-patch-apply against json-merge-patch (RFC 7396)', () => {
  it('gives the same document, member order included', async () => {
    await fc.assert(
      fc.asyncProperty(mergeDoc, mergeDoc, async (target, patch) => {
        const { result } = await succeed<{ result: unknown }>('json-merge-patch-apply', viaJson({ target, patch }));
        if (hasProtoKey(patch) || hasProtoKey(target)) {
          // The oracle sets the prototype here; RFC 7396 section 2's pseudocode, run by hand, decides.
          expect(JSON.stringify(result)).to.equal(JSON.stringify(mergePatchRef(viaJson(target), viaJson(patch))));
          return;
        }
        expect(JSON.stringify(result)).to.equal(JSON.stringify(jmp.apply(structuredClone(viaJson(target)), viaJson(patch))));
      }),
      { numRuns: 300 },
    );
  });
});

describe('differential: json-merge-patch-create against json-merge-patch (RFC 7396)', () => {
  it('its patch is json-merge-patch\'s, and it refuses exactly what json-merge-patch cannot express', async () => {
    await fc.assert(
      fc.asyncProperty(mergeDoc, mergeDoc, async (s, t) => {
        const source = viaJson(s);
        const target = viaJson(t);
        const ours = await outcome('json-merge-patch-create', { source, target });
        if (hasProtoKey(source, EQUALITY_TRAPS) || hasProtoKey(target, EQUALITY_TRAPS)) {
          // The oracle's traps (above): the patch must still rebuild the target by RFC 7396 section 2.
          if (ours.ok) expect(jsonEqual(mergePatchRef(source, (ours.value as { patch: unknown }).patch), target)).to.equal(true);
          return;
        }
        const isObj = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
        const generated = jmp.generate(structuredClone(source), structuredClone(target));
        const theirs = generated === undefined ? (isObj(source) && isObj(target) ? {} : target) : generated;
        const expressible = jsonEqual(jmp.apply(structuredClone(source), structuredClone(theirs)), target);
        if (!ours.ok) {
          expect(ours.code).to.equal('null_not_representable');
          expect(expressible, 'the oracle reproduced the target').to.equal(false);
          return;
        }
        const { patch } = ours.value as { patch: unknown };
        expect(jsonEqual(jmp.apply(structuredClone(source), structuredClone(patch)), target)).to.equal(true);
        expect(jsonEqual(patch, theirs), JSON.stringify(theirs)).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });
});

type Change = { op: 'added' | 'removed' | 'changed'; pointer: string; target_pointer?: string; old?: unknown; new?: unknown };

/** json-diff rules 2, 3 and 5 (index mode), written from the contract's text. */
function referenceDiffIndex(s: unknown, t: unknown, at: (string | number)[] = [], out: Change[] = []): Change[] {
  const isObj = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (isObj(s) && isObj(t)) {
    const so = s as Record<string, unknown>;
    const to = t as Record<string, unknown>;
    for (const k of Object.keys(so)) {
      if (!Object.hasOwn(to, k)) out.push({ op: 'removed', pointer: pointerOf([...at, k]), old: so[k] });
      else referenceDiffIndex(so[k], to[k], [...at, k], out);
    }
    for (const k of Object.keys(to)) if (!Object.hasOwn(so, k)) out.push({ op: 'added', pointer: pointerOf([...at, k]), new: to[k] });
  } else if (Array.isArray(s) && Array.isArray(t)) {
    for (let i = 0; i < Math.min(s.length, t.length); i++) referenceDiffIndex(s[i], t[i], [...at, i], out);
    for (let i = t.length; i < s.length; i++) out.push({ op: 'removed', pointer: pointerOf([...at, i]), old: s[i] });
    for (let i = s.length; i < t.length; i++) out.push({ op: 'added', pointer: pointerOf([...at, i]), new: t[i] });
  } else if (!jsonEqual(s, t)) out.push({ op: 'changed', pointer: pointerOf(at), old: s, new: t });
  return out;
}

function readBack(doc: unknown, pointer: string): unknown {
  return new JSONPointer(pointer).resolve(doc as never);
}

describe('differential: json-diff against references from its rules and json-p3 pointers', () => {
  it('index mode equals the reference change list exactly', async () => {
    await fc.assert(
      fc.asyncProperty(sourceTarget, async ([source, target]) => {
        const out = await succeed<{ equal: boolean; count: number; changes: Change[] }>('json-diff', viaJson({ source, target }));
        expect(JSON.stringify(out.changes)).to.equal(JSON.stringify(referenceDiffIndex(viaJson(source), viaJson(target))));
        expect(out.equal).to.equal(jsonEqual(viaJson(source), viaJson(target)));
      }),
      { numRuns: RUNS },
    );
  });
  it('lcs mode: every change reads back from the documents, and scalar arrays keep an LCS', async () => {
    await fc.assert(
      fc.asyncProperty(sourceTarget, async ([s, t]) => {
        const source = viaJson(s);
        const target = viaJson(t);
        const out = await succeed<{ equal: boolean; count: number; changes: Change[] }>('json-diff', { source, target, array_mode: 'lcs' });
        expect(out.equal).to.equal(jsonEqual(source, target));
        expect(out.count).to.equal(out.changes.length);
        const protoFree = !hasProtoKey(source) && !hasProtoKey(target); // json-p3's pointer reads the prototype
        for (const c of out.changes) {
          if (!protoFree) break;
          if (c.op !== 'added') expect(jsonEqual(readBack(source, c.pointer), c.old)).to.equal(true);
          if (c.op !== 'removed') expect(jsonEqual(readBack(target, c.target_pointer ?? c.pointer), c.new)).to.equal(true);
        }
        if (Array.isArray(source) && Array.isArray(target) && source.every((v) => typeof v === 'number') && target.every((v) => typeof v === 'number')) {
          const gone = new Set(out.changes.filter((c) => c.op !== 'added').map((c) => Number(c.pointer.slice(1))));
          const made = new Set(out.changes.filter((c) => c.op !== 'removed').map((c) => Number((c.target_pointer ?? c.pointer).slice(1))));
          const keptSource = source.filter((_, i) => !gone.has(i));
          const keptTarget = target.filter((_, i) => !made.has(i));
          expect(keptSource).to.deep.equal(keptTarget);
          expect(keptSource.length).to.equal(lcsLength(source, target));
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: json-pointer-get against json-p3 JSONPointer (RFC 6901)', () => {
  it('finds the same value, and names the RFC 6901 reason when nothing is there', async () => {
    const input = jsonArb({ maxLength: 3, depth: 3 }).chain((document) =>
      fc.record({ document: fc.constant(document), pointer: fc.oneof(pointerArb(document), fc.constantFrom('/a/+1', '#/a', '/a~', '/0/-')) }),
    );
    await fc.assert(
      fc.asyncProperty(input, async ({ document: d, pointer }) => {
        const document = viaJson(d);
        const ours = await outcome('json-pointer-get', { document, pointer });
        const tokens = parsePointerRef(pointer);
        if (tokens === null) {
          // json-p3 accepts a "~" at the end of a token ("/a~"); RFC 6901 section 3 allows "~" only
          // in "~0" and "~1", so the reference parser alone decides here.
          expect(ours.ok ? 'ok' : ours.code).to.equal('invalid_input');
          return;
        }
        const out = (ours as { ok: true; value: { found: boolean; value?: unknown; reason?: string; failed_token?: string; resolved_pointer?: string } }).value;
        // json-p3 looks "__proto__" and "constructor" up through the prototype chain; RFC 6901 reads members.
        if (!tokens.some((t) => t === '__proto__' || t === 'constructor' || t === 'valueOf' || t === 'toString')) {
          let theirs: { found: boolean; value?: unknown };
          try {
            theirs = { found: true, value: new JSONPointer(pointer).resolve(document as never) };
          } catch {
            theirs = { found: false };
          }
          expect(out.found).to.equal(theirs.found);
          if (out.found) expect(JSON.stringify(out.value)).to.equal(JSON.stringify(theirs.value));
        }
        const ref = resolveRef(document, tokens);
        expect(out.found).to.equal(ref.found);
        if (!ref.found) {
          const failed = tokens[ref.at]!;
          const parent = resolveRef(document, tokens.slice(0, ref.at));
          const p = (parent as { value: unknown }).value;
          const reason = Array.isArray(p)
            ? failed === '-' ? 'end_of_array_marker' : isIndexToken(failed) ? 'index_out_of_range' : 'invalid_array_index'
            : p !== null && typeof p === 'object' ? 'missing_member' : 'not_a_container';
          expect([out.reason, out.failed_token, out.resolved_pointer]).to.deep.equal([reason, failed, pointerOf(tokens.slice(0, ref.at))]);
        }
      }),
      { numRuns: 400 },
    );
  });
});

type Segment = { name: string } | { index: number };
const segmentArb: fc.Arbitrary<Segment> = fc.oneof(
  keyArb.filter((k) => k !== '').map((name) => ({ name })),
  fc.constantFrom("it's", 'a.b', 'a[0]', 'x]', '\\', '\u0001\n', '0', '12', 'A_b', 'ü').map((name) => ({ name })),
  fc.nat({ max: 12 }).map((index) => ({ index })),
);

/** A document holding the value "HERE" at exactly the given segments. */
function documentAt(segments: readonly Segment[]): unknown {
  let doc: unknown = 'HERE';
  for (const s of [...segments].reverse()) {
    if ('index' in s) {
      const arr: unknown[] = new Array(s.index + 1).fill(null);
      arr[s.index] = doc;
      doc = arr;
    } else doc = Object.fromEntries([[s.name, doc]]);
  }
  return doc;
}

/** Rule 5's dotted reader, written from the contract's text (this notation has no external standard). */
function readDotted(path: string): Segment[] | 'invalid' | 'ambiguous' {
  if (path === '') return [];
  const out: Segment[] = [];
  let i = 0;
  let expectName = true;
  while (i < path.length) {
    if (path[i] === '[') {
      const m = /^\[(0|[1-9][0-9]*)\]/.exec(path.slice(i));
      if (!m) return 'invalid';
      out.push({ index: Number(m[1]) });
      i += m[0].length;
      expectName = false;
      if (path[i] === '.') { i++; expectName = true; if (i === path.length) return 'invalid'; }
      continue;
    }
    if (!expectName) return 'invalid';
    let name = '';
    let allDigits = true;
    while (i < path.length && path[i] !== '.' && path[i] !== '[') {
      if (path[i] === ']') return 'invalid';
      if (path[i] === '\\') {
        if (i + 1 === path.length) return 'invalid';
        name += path[i + 1];
        allDigits = false;
        i += 2;
      } else {
        if (!/[0-9]/.test(path[i]!)) allDigits = false;
        name += path[i];
        i++;
      }
    }
    if (name === '') return 'invalid';
    if (allDigits) return 'ambiguous';
    out.push({ name });
    if (path[i] === '.') { i++; if (i === path.length) return 'invalid'; }
    expectName = path[i - 1] === '.';
  }
  return out;
}

describe('differential: json-pointer-convert against json-p3 (RFC 6901, RFC 9535)', () => {
  it('a pointer read by json-p3 and the JSONPath written for it select the same place', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segmentArb, { maxLength: 5 }), async (segments) => {
        const pointer = pointerOf(segments.map((s) => ('index' in s ? s.index : s.name)));
        const out = await succeed<{ path: string; segments: Segment[] }>('json-pointer-convert', { path: pointer, from: 'pointer', to: 'jsonpath' });
        // pointer_digits index: digit-only tokens become indices (rule 2); json-p3 keeps tokens as strings.
        const tokens = new JSONPointer(pointer).tokens;
        expect(out.segments.map((s) => ('index' in s ? String(s.index) : s.name))).to.deep.equal(tokens);
        expect(out.path).to.equal(normalizedPath(out.segments.map((s) => ('index' in s ? s.index : s.name))));
        // json-p3 refuses \u0000-\u001f escapes in a name literal, which RFC 9535 section 2.3.1.1
        // allows (and section 2.7 writes in normalized paths): such names are held to the reference only.
        // eslint-disable-next-line no-control-regex -- control characters are the subject here
        if (out.segments.some((s) => 'name' in s && /[\u0000-\u001f]/.test(s.name))) return;
        const doc = documentAt(out.segments);
        const nodes = jsonpath.query(out.path, doc as never);
        expect(nodes.values()).to.deep.equal(['HERE']);
        expect(nodes.nodes[0]!.path).to.equal(out.path);
        expect(out.path).to.equal(normalizedPath(out.segments.map((s) => ('index' in s ? s.index : s.name))));
      }),
      { numRuns: RUNS },
    );
  });
  it('a JSONPath written in any singular form reads to the segments json-p3 locates', async () => {
    const quoted = (name: string, q: string) => q + [...name].map((c) => (c === q || c === '\\' ? '\\' + c : c < ' ' ? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0') : c === '😀' ? '\\ud83d\\ude00' : c)).join('') + q;
    const spelled = fc.array(
      fc.tuple(segmentArb, fc.constantFrom("'", '"', '.', ' ')).map(([s, style]) => {
        if ('index' in s) return { s, text: style === ' ' ? `[ ${s.index} ]` : `[${s.index}]` };
        if (style === '.' && /^[A-Za-z_\u0080-\uffff][A-Za-z0-9_\u0080-\uffff]*$/.test(s.name)) return { s, text: '.' + s.name };
        return { s, text: `[${quoted(s.name, style === '"' ? '"' : "'")}]` };
      }),
      { maxLength: 5 },
    );
    await fc.assert(
      fc.asyncProperty(spelled, async (parts) => {
        const query = '$' + parts.map((p) => p.text).join('');
        const out = await succeed<{ path: string; segments: Segment[] }>('json-pointer-convert', { path: query, from: 'jsonpath', to: 'pointer' });
        // eslint-disable-next-line no-control-regex -- control characters are the subject here
        if (parts.some((p) => 'name' in p.s && /[\u0000-\u001f]/.test(p.s.name))) {
          // json-p3 refuses these escapes (see above): the segments are checked against the generator.
          expect(out.segments).to.deep.equal(parts.map((p) => p.s));
          return;
        }
        const doc = documentAt(parts.map((p) => p.s));
        const nodes = jsonpath.query(query, doc as never).nodes;
        expect(nodes.length).to.equal(1);
        expect(out.segments.map((s) => ('index' in s ? s.index : s.name))).to.deep.equal(nodes[0]!.location);
        expect(out.path).to.equal(pointerOf(nodes[0]!.location as (string | number)[]));
      }),
      { numRuns: RUNS },
    );
  });
  it('the dotted form round-trips and reads as rule 5 says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segmentArb, { maxLength: 5 }), async (segments) => {
        const pointer = pointerOf(segments.map((s) => ('index' in s ? s.index : s.name)));
        const dotted = await outcome('json-pointer-convert', { path: pointer, from: 'pointer', to: 'dotted', pointer_digits: 'name' });
        if (!dotted.ok) {
          expect(dotted.code).to.equal('invalid_input');
          expect(segments.some((s) => 'name' in s && s.name === '')).to.equal(true);
          return;
        }
        const text = (dotted.value as { path: string }).path;
        const read = readDotted(text);
        expect(read).to.deep.equal(segments.map((s) => ('index' in s ? { name: String(s.index) } : s)));
        const back = await succeed<{ path: string }>('json-pointer-convert', { path: text, from: 'dotted', to: 'pointer' });
        expect(back.path).to.equal(pointer);
      }),
      { numRuns: RUNS },
    );
  });
});

/** RFC 9535 queries built from its grammar, over a small vocabulary so that they select things. */
const queryArb: fc.Arbitrary<string> = (() => {
  const name = fc.constantFrom('a', 'b', 'constructor', '__proto__', '😀', '10');
  // json-p3 refuses number literals starting "0." or "0e" (RFC 9535 section 2.3.5.1 allows them), so
  // the generated literals avoid them.
  const literal = fc.constantFrom('1', '-1', '2', '1.0', '1.5', '1e0', 'true', 'false', 'null', "'a'", '"b"', "'1'", "''");
  const rel = fc.oneof(fc.constant('@'), name.map((n) => `@['${n}']`), fc.constant('@.a'), fc.constant('@[0]'), fc.constant('@.a.b'));
  const cmp = fc.tuple(fc.oneof(rel, literal), fc.constantFrom('==', '!=', '<', '<=', '>', '>='), fc.oneof(rel, literal)).map(([x, o, y]) => `${x} ${o} ${y}`);
  const test = fc.oneof(cmp, rel, rel.map((r) => `!${r}`), rel.map((r) => `length(${r}) >= 1`), fc.constant('count(@.*) == 2'), fc.constantFrom("match(@, 'a.*')", "search(@.a, '[0-9]')", 'value(@..a) == 1'));
  const filter = fc.oneof(test, fc.tuple(test, fc.constantFrom('&&', '||'), test).map(([x, o, y]) => `(${x}) ${o} ${y}`));
  const slice = fc.tuple(fc.option(fc.integer({ min: -4, max: 4 })), fc.option(fc.integer({ min: -4, max: 4 })), fc.option(fc.integer({ min: -3, max: 3 }))).map(
    ([a, b, c]) => `${a ?? ''}:${b ?? ''}${c === null ? '' : ':' + c}`,
  );
  const selector = fc.oneof(name.map((n) => `'${n}'`), fc.constant('*'), fc.integer({ min: -3, max: 3 }).map(String), slice, filter.map((f) => `?${f}`));
  const segment = fc.oneof(
    name.filter((n) => /^[A-Za-z_]/.test(n) || n === '😀').map((n) => `.${n}`),
    fc.constant('.*'),
    fc.array(selector, { minLength: 1, maxLength: 2 }).map((s) => `[${s.join(', ')}]`),
    fc.oneof(name.filter((n) => /^[A-Za-z_]/.test(n)), fc.constant('*')).map((n) => `..${n}`),
    selector.map((s) => `..[${s}]`),
  );
  const valid = fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => '$' + s.join(''));
  const invalid = fc.constantFrom(
    '$[01]', '$[-0]', '$.', '$..', ' $.a', '$.a ', "$['a'", '$[9007199254740992]', '$[?length(@.a)]',
    "$[?match(@, 'a') == true]", '$[?count(1) == 1]', '$[?@.a == 01]', '$[?@.* == 1]', '$a', "$[?value(@.*) == 1]",
  );
  return fc.oneof({ weight: 9, arbitrary: valid }, { weight: 1, arbitrary: invalid });
})();

const queryDoc = jsonArb({
  key: fc.constantFrom('a', 'b', 'constructor', '10', '2', '😀'),
  scalar: fc.constantFrom(null, true, false, 0, 1, -1, 1.5, 2, 'a', 'ab', 'b', '1', '', '😀9'),
  maxLength: 4,
  depth: 4,
});

/**
 * json-p3 with one fix: its match() and search() run RegExp.test on any value, so an array ["ab"]
 * "matches" 'a.*' through String(); RFC 9535 sections 2.4.6 and 2.4.7 give LogicalFalse unless the
 * first argument is a string. The wrappers add that check and keep json-p3's I-Regexp handling.
 */
const rfcJsonPath = (() => {
  const env = new JSONPathEnvironment();
  for (const name of ['match', 'search']) {
    const inner = env.functionRegister.get(name) as { call: (s: unknown, p: unknown) => boolean };
    env.functionRegister.set(name, Object.assign(Object.create(inner) as object, { call: (s: unknown, p: unknown) => typeof s === 'string' && inner.call(s, p) }) as never);
  }
  return env;
})();

describe('differential: json-query against json-p3 (RFC 9535)', () => {
  it('returns the same nodelist: locations, values and normalized paths', async () => {
    await fc.assert(
      fc.asyncProperty(queryDoc, queryArb, async (d, query) => {
        const document = viaJson(d);
        const ours = await outcome('json-query', { document, query });
        let theirs: { location: (string | number)[]; value: unknown }[] | null;
        try {
          theirs = rfcJsonPath.query(query, document as never).nodes.map((n) => ({ location: n.location as (string | number)[], value: n.value }));
        } catch {
          theirs = null;
        }
        expect(ours.ok ? 'ok' : ours.code, `json-p3: ${theirs === null ? 'error' : 'ok'}`).to.equal(theirs === null ? 'invalid_input' : 'ok');
        if (!ours.ok || theirs === null) return;
        const nodes = (ours.value as { nodes: { path: string; pointer: string; value: unknown }[] }).nodes;
        expect(nodes.map((n) => n.pointer)).to.deep.equal(theirs.map((n) => pointerOf(n.location)));
        expect(nodes.map((n) => n.path)).to.deep.equal(theirs.map((n) => normalizedPath(n.location)));
        expect(JSON.stringify(nodes.map((n) => n.value))).to.equal(JSON.stringify(theirs.map((n) => n.value)));
      }),
      { numRuns: 400 },
    );
  });
});

describe('differential: lone surrogates are refused before these tools run', () => {
  const inputs: [string, (s: string) => unknown][] = [
    ['json-patch-apply', (s) => ({ document: {}, patch: [{ op: 'add', path: '/a', value: s }] })],
    ['json-patch-create', (s) => ({ source: { [s]: 1 }, target: {} })],
    ['json-merge-patch-apply', (s) => ({ target: {}, patch: { a: s } })],
    ['json-merge-patch-create', (s) => ({ source: s, target: 1 })],
    ['json-diff', (s) => ({ source: [s], target: [] })],
    ['json-pointer-get', (s) => ({ document: {}, pointer: '/' + s })],
    ['json-pointer-convert', (s) => ({ path: '/' + s, from: 'pointer', to: 'jsonpath' })],
    ['json-query', (s) => ({ document: { a: s }, query: '$.a' })],
  ];
  for (const [id, make] of inputs) {
    it(`${id} answers invalid_input`, async () => {
      await fc.assert(
        fc.asyncProperty(loneSurrogateArb, async (s) => {
          const r = await outcome(id, make(s));
          expect(r.ok ? 'ok' : r.code).to.equal('invalid_input');
        }),
        { numRuns: RUNS },
      );
    });
  }
});
