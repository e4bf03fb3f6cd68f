// Differential tests, forms category: each form tool against an independent reading of its rules on
// seeded definitions and answer sets (test/properties/forms/form-arbitraries.ts).
//
// Oracles per tool:
//   form-definition-validate  CPython (collections.Counter for repeated ids and choices, decimal.Decimal
//                 for bound order), one python3 process per test with every sampled definition, listing
//                 (code, pointer) pairs in the document order of rule 6. No disagreement found.
//   form-answers-validate  Ajv (JSON Schema 2020-12) on a translation of the definition: one schema per
//                 field, `if` = the field's visibility (every condition: the target's own visibility,
//                 `required: [target]` and a `const`/`contains` test, nested), `then` = the field's
//                 checks (`required`, `type`, `minLength`/`maxLength` (Ajv counts code points),
//                 `minimum`/`maximum`, `enum` of the choices, `uniqueItems`, `minItems`/`maxItems`,
//                 `contains`/`maxContains: 1` for the one other text), `else` = `not: {required}` under
//                 hidden_answers reject; the set of fields with an error must equal the set of fields
//                 whose schema fails, and `valid` must equal Ajv's verdict on the whole translation
//                 (`additionalProperties: false` for unknown keys). Number answers given as decimal
//                 text are handed to Ajv as JSON numbers (the sampled texts have at most 15 digits, so
//                 binary64 keeps their order and equality); texts outside the plain grammar stay strings.
//                 This is the JSON Schema idiom for conditionals (the specification's "if-then-else"
//                 example of section 10.2.2 and json-schema.org's "Conditional validation" guide);
//                 no disagreement found.
//   form-definition-diff  CPython (sets for choices and show_if conditions, decimal.Decimal for bounds
//                 and numeric condition values) on a definition and a mutated second version, with and
//                 without an id_map renaming some fields: every added, removed and changed row with its
//                 aspect, values and classification. No disagreement found.
//   form-answers-diff  CPython (set() for multi answers of distinct strings, decimal.Decimal of the
//                 text or of repr(float) for number answers, json.dumps with sorted keys for everything
//                 else) on two seeded answer sets of one definition: every row with status, values and
//                 selection deltas. No disagreement found.
//   form-responses-tally  CPython (collections.Counter for choices, selections, other texts and booleans;
//                 fractions.Fraction of the text or of repr(float) for count, sum, min, max and mean) on
//                 seeded response sets, fed each response's tallied fields as form-answers-validate
//                 (hidden_answers ignore; itself held against Ajv above) classifies them. No disagreement found.
import { spawnSync } from 'node:child_process';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'chai';
import fc from 'fast-check';
import { answersArb, definitionArb, definitionWithAnswers, messyDefinitionArb, mutatedArb, type Condition, type Definition, type Field } from '../properties/forms/form-arbitraries.js';
import { runTool } from '../support/direct.js';
import { hasProgram } from './support/programs.js';

const RUNS = 300;

function python(script: string, input: unknown): unknown {
  const r = spawnSync('python3', ['-c', script], { input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 1 << 26 });
  if (r.status !== 0) throw new Error(r.stderr);
  return JSON.parse(r.stdout);
}

/** Samples `n` values of an arbitrary from the global seed (fast-check's sample uses it). */
function sample<T>(arb: fc.Arbitrary<T>, n: number): T[] {
  return fc.sample(arb, { numRuns: n });
}

const VALIDATE_PY = String.raw`
import json, sys
from collections import Counter
from decimal import Decimal
CHOOSING = {'choice', 'multi'}
def problems(fields):
    out = []
    first = {}
    for i, f in enumerate(fields):
        p = '/definition/fields/%d' % i
        t = f['type']
        if t in CHOOSING and 'choices' not in f: out.append(('missing_choices', p))
        if f['id'] in first: out.append(('duplicate_field_id', p + '/id'))
        else: first[f['id']] = i
        if 'choices' in f:
            if t not in CHOOSING: out.append(('choices_not_allowed', p + '/choices'))
            seen = Counter()
            for j, c in enumerate(f['choices']):
                if seen[c]: out.append(('duplicate_choice', '%s/choices/%d' % (p, j)))
                seen[c] += 1
        for lo, hi, fits, key in (('min', 'max', t in ('number', 'integer'), Decimal), ('min_length', 'max_length', t == 'string', int), ('min_selections', 'max_selections', t == 'multi', int)):
            for b in (lo, hi):
                if b in f and not fits: out.append(('bound_not_allowed', p + '/' + b))
            if fits and lo in f and hi in f and key(f[lo]) > key(f[hi]): out.append(('bounds_reversed', p + '/' + hi))
        if t == 'multi' and 'min_selections' in f and 'choices' in f:
            if f['min_selections'] > len(set(f['choices'])) + (1 if f.get('allow_other') is True else 0):
                out.append(('bound_unsatisfiable', p + '/min_selections'))
        if 'allow_other' in f and t not in CHOOSING: out.append(('allow_other_not_allowed', p + '/allow_other'))
        for k, c in enumerate(f.get('show_if', [])):
            q = '%s/show_if/%d' % (p, k)
            ids = [g['id'] for g in fields]
            if c['field'] not in ids: out.append(('condition_unknown_field', q + '/field')); continue
            tgt = ids.index(c['field'])
            if tgt == i: out.append(('condition_self_reference', q + '/field')); continue
            if tgt > i: out.append(('condition_forward_reference', q + '/field')); continue
            g = fields[tgt]
            ok = g['type'] == 'multi' if c['op'] == 'includes' else g['type'] not in ('multi', 'json')
            if not ok: out.append(('condition_op_mismatch', q + '/op')); continue
            v = c['value']
            if g['type'] == 'boolean':
                if not isinstance(v, bool): out.append(('condition_value_type', q + '/value'))
            elif not isinstance(v, str): out.append(('condition_value_type', q + '/value'))
            elif g['type'] in ('number', 'integer'):
                import re
                if len(v) > 100 or not re.fullmatch(r'-?(0|[1-9][0-9]*)(\.[0-9]+)?', v): out.append(('condition_value_type', q + '/value'))
            elif g['type'] in CHOOSING and 'choices' in g and v not in g['choices'] and not (g.get('allow_other') is True and v != ''):
                out.append(('condition_value_not_a_choice', q + '/value'))
    return out
print(json.dumps([problems(d['fields']) for d in json.load(sys.stdin)]))
`;

const DIFF_PY = String.raw`
import json, sys
from decimal import Decimal
CH = ('choice', 'multi')
def num(t): return None if t is None else Decimal(t)
def diff(case):
    before, after, idmap = case['before']['fields'], case['after']['fields'], case.get('id_map', [])
    bi = {f['id']: i for i, f in enumerate(before)}; ai = {f['id']: i for i, f in enumerate(after)}
    pair = {bi[e['from']]: ai[e['to']] for e in idmap}
    taken = set(pair.values())
    for i, f in enumerate(before):
        if i not in pair and f['id'] in ai and ai[f['id']] not in taken:
            pair[i] = ai[f['id']]; taken.add(ai[f['id']])
    ren = {before[b]['id']: after[a]['id'] for b, a in pair.items()}
    out = {'added': [], 'removed': [], 'changed': []}
    for i, b in enumerate(before):
        if i not in pair: out['removed'].append(b['id']); continue
        a = after[pair[i]]; rows = []
        widen = a['type'] == 'json' or (b['type'] == 'integer' and a['type'] == 'number')
        if b['id'] != a['id']: rows.append(['id', b['id'], a['id'], True])
        if b['label'] != a['label']: rows.append(['label', b['label'], a['label'], False])
        if b['type'] != a['type']: rows.append(['type', b['type'], a['type'], not widen])
        if b['required'] != a['required']: rows.append(['required', b['required'], a['required'], a['required']])
        if b['type'] in CH and a['type'] in CH:
            rows += [['choice_removed', c, None, True] for c in b['choices'] if c not in set(a['choices'])]
            rows += [['choice_added', None, c, False] for c in a['choices'] if c not in set(b['choices'])]
            bo, ao = b.get('allow_other') is True, a.get('allow_other') is True
            if bo != ao: rows.append(['allow_other', bo, ao, bo])
        for k, conv, is_min in (('min', num, True), ('max', num, False), ('min_length', int, True), ('max_length', int, False), ('min_selections', int, True), ('max_selections', int, False)):
            x, y = b.get(k), a.get(k)
            cx, cy = (None if x is None else conv(x)), (None if y is None else conv(y))
            if cx == cy and (x is None) == (y is None): continue
            tighter = y is not None and (x is None or (cy > cx if is_min else cy < cx))
            rows.append([k, x, y, tighter])
        def ckey(c, fields, rename):
            t = next(g for g in fields if g['id'] == c['field'])
            v = c['value']
            if t['type'] in ('number', 'integer'): v = Decimal(v).normalize()
            return (rename(c['field']), c['op'], type(c['value']).__name__, str(v))
        was = {ckey(c, before, lambda i: ren.get(i, None)) for c in b.get('show_if', [])}
        now = {ckey(c, after, lambda i: i) for c in a.get('show_if', [])}
        if was != now: rows.append(['show_if', b.get('show_if'), a.get('show_if'), True])
        if rows: out['changed'].append([b['id'], a['id'], rows])
    out['added'] = [[f['id'], f['required']] for j, f in enumerate(after) if j not in taken]
    return out
print(json.dumps([diff(c) for c in json.load(sys.stdin)]))
`;

const ANSWERS_DIFF_PY = String.raw`
import json, re, sys
from decimal import Decimal
NUM = re.compile(r'-?(0|[1-9][0-9]*)(\.[0-9]+)?')
def as_num(v):
    if isinstance(v, bool): return None
    if isinstance(v, str): return Decimal(v) if len(v) <= 100 and NUM.fullmatch(v) else None
    if isinstance(v, int): return Decimal(v)
    if isinstance(v, float): return Decimal(repr(v))
    return None
def as_set(v):
    return v if isinstance(v, list) and all(isinstance(x, str) for x in v) and len(set(v)) == len(v) else None
canon = lambda v: json.dumps(v, sort_keys=True)
def diff(case):
    rows = []
    b, a = case['before'], case['after']
    for i, f in enumerate(case['definition']['fields']):
        k = f['id']
        if k not in b and k not in a: continue
        if k not in b: rows.append([k, 'added', None, a[k], None, None]); continue
        if k not in a: rows.append([k, 'cleared', b[k], None, None, None]); continue
        x, y = b[k], a[k]
        if f['type'] in ('number', 'integer') and as_num(x) is not None and as_num(y) is not None:
            if as_num(x) != as_num(y): rows.append([k, 'changed', x, y, None, None])
        elif f['type'] == 'multi' and as_set(x) is not None and as_set(y) is not None:
            add = [s for s in y if s not in set(x)]; rem = [s for s in x if s not in set(y)]
            if add or rem: rows.append([k, 'changed', x, y, add, rem])
        elif canon(x) != canon(y): rows.append([k, 'changed', x, y, None, None])
    return rows
print(json.dumps([diff(c) for c in json.load(sys.stdin)]))
`;

const TALLY_PY = String.raw`
import json, sys
from collections import Counter
from fractions import Fraction
def frac(v):
    if isinstance(v, str): return Fraction(v)
    if isinstance(v, int): return Fraction(v)
    return Fraction(repr(v))
def text(q):
    # plain decimal text of a terminating fraction, no trailing zeros
    neg = q < 0; q = abs(q); k = 0
    while q.denominator != 1: q *= 10; k += 1
    d = str(q.numerator).rjust(k + 1, '0')
    body = d[:len(d) - k] + ('.' + d[len(d) - k:] if k else '')
    return ('-' if neg and q != 0 else '') + body
def tally(case):
    fields = case['definition']['fields']; rows = []
    for f in fields:
        vals = [r[f['id']] for r, ok in zip(case['responses'], case['tallied']) if f['id'] in ok]
        row = {'field': f['id']}
        if f['type'] in ('choice', 'multi'):
            sel = Counter(); other = Counter()
            for v in vals:
                for s in (v if f['type'] == 'multi' else [v]):
                    (sel if s in f['choices'] else other)[s] += 1
            row['options'] = [[c, sel[c]] for c in f['choices']]
            if f.get('allow_other') is True:
                row['other'] = [sum(other.values()), sorted([[t, n] for t, n in other.items()], key=lambda x: (-x[1], [ord(ch) for ch in x[0]]))]
        elif f['type'] == 'boolean':
            c = Counter(vals); row['booleans'] = [c[True], c[False]]
        elif f['type'] in ('number', 'integer'):
            xs = [frac(v) for v in vals]
            if xs:
                m = sum(xs) / len(xs)
                row['stats'] = [len(xs), text(sum(xs)), text(min(xs)), text(max(xs)), [str(m.numerator), str(m.denominator)]]
            else: row['stats'] = [0, '0', None, None, None]
        rows.append(row)
    return rows
print(json.dumps([tally(c) for c in json.load(sys.stdin)]))
`;

// ---- JSON Schema translation of a definition (form-answers-validate's oracle) ----

type Schema = Record<string, unknown> | boolean;

function typedMatch(target: Field, c: Condition): Schema {
  if (c.op === 'includes') return { allOf: [multiSchema(target, false), { contains: { const: c.value } }] };
  if (target.type === 'number' || target.type === 'integer') return { type: target.type, const: Number(c.value) };
  if (target.type === 'choice') return { allOf: [choiceSchema(target), { const: c.value }] };
  return { const: c.value };
}

function choiceSchema(f: Field): Schema {
  return f.allow_other === true ? { type: 'string', minLength: 1 } : { enum: f.choices };
}

function multiSchema(f: Field, bounds: boolean): Schema {
  const s: Record<string, unknown> = { type: 'array', items: { type: 'string' }, uniqueItems: true };
  if (bounds && f.min_selections !== undefined) s.minItems = f.min_selections;
  if (bounds && f.max_selections !== undefined) s.maxItems = f.max_selections;
  const membership = f.allow_other === true
    ? { items: { type: 'string', minLength: 1 }, anyOf: [{ items: { enum: f.choices } }, { contains: { not: { enum: f.choices } }, maxContains: 1 }] }
    : { items: { enum: f.choices } };
  return { allOf: [s, membership] };
}

function fieldSchema(f: Field): Schema {
  switch (f.type) {
    case 'string':
      return { type: 'string', ...(f.min_length !== undefined ? { minLength: f.min_length } : {}), ...(f.max_length !== undefined ? { maxLength: f.max_length } : {}) };
    case 'number':
    case 'integer':
      return { type: f.type, ...(f.min !== undefined ? { minimum: Number(f.min) } : {}), ...(f.max !== undefined ? { maximum: Number(f.max) } : {}) };
    case 'boolean':
      return { type: 'boolean' };
    case 'choice':
      return choiceSchema(f);
    case 'multi':
      return multiSchema(f, true);
    default:
      return true;
  }
}

function visibility(def: Definition, i: number): Schema {
  const f = def.fields[i]!;
  if (f.show_if === undefined) return true;
  return {
    allOf: f.show_if.map((c) => {
      const t = def.fields.findIndex((g) => g.id === c.field);
      return { allOf: [visibility(def, t), { required: [c.field], properties: { [c.field]: typedMatch(def.fields[t]!, c) } }] };
    }),
  };
}

function fieldRule(def: Definition, i: number, reject: boolean): Schema {
  const f = def.fields[i]!;
  const then = { ...(f.required ? { required: [f.id] } : {}), properties: { [f.id]: fieldSchema(f) } };
  const otherwise = reject ? { not: { required: [f.id] } } : true;
  return { if: visibility(def, i), then, else: otherwise };
}

/** Decimal-text answers of number fields become JSON numbers for Ajv; anything else is left as is. */
function forAjv(def: Definition, answers: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(answers)) {
    const f = def.fields.find((g) => g.id === k);
    const numeric = f !== undefined && (f.type === 'number' || f.type === 'integer');
    const value = numeric && typeof v === 'string' && /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/.test(v) ? Number(v) : v;
    Object.defineProperty(out, k, { value, enumerable: true, writable: true, configurable: true });
  }
  return out;
}

describe('forms differential', function () {
  this.timeout(120000);

  it('form-definition-validate agrees with CPython on the problems of messy definitions', async function () {
    if (!hasProgram('python3')) this.skip();
    const defs = sample(messyDefinitionArb, RUNS);
    const expected = python(VALIDATE_PY, defs) as [string, string][][];
    for (let n = 0; n < defs.length; n++) {
      const out = (await runTool('form-definition-validate', { definition: defs[n] })) as { problems: { code: string; pointer: string }[] };
      expect(out.problems.map((p) => [p.code, p.pointer]), JSON.stringify(defs[n])).to.deep.equal(expected[n]);
    }
  });

  it('form-definition-diff agrees with CPython on added, removed and changed rows', async function () {
    if (!hasProgram('python3')) this.skip();
    const arb = definitionArb(6).chain((before) =>
      fc.tuple(mutatedArb(before), fc.boolean()).map(([after, rename]) => {
        if (!rename || after.fields.length === 0 || after.fields[0]!.id === 'added') return { before, after };
        // Rename the first kept field in after and say so in id_map (conditions follow the new id).
        const old = after.fields[0]!.id;
        const fields = after.fields.map((f) => ({ ...f, id: f.id === old ? 'renamed' : f.id, ...(f.show_if ? { show_if: f.show_if.map((c) => ({ ...c, field: c.field === old ? 'renamed' : c.field })) } : {}) }));
        return { before, after: { fields }, id_map: [{ from: old, to: 'renamed' }] };
      }),
    );
    const cases = sample(arb, RUNS);
    const expected = python(DIFF_PY, cases) as { added: [string, boolean][]; removed: string[]; changed: [string, string, [string, unknown, unknown, boolean][]][] }[];
    for (let n = 0; n < cases.length; n++) {
      type Out = { added: { id: string; required: boolean }[]; removed: { id: string }[]; changed: { before_id: string; after_id: string; changes: { aspect: string; before: unknown; after: unknown; breaking: boolean }[] }[] };
      const out = (await runTool('form-definition-diff', cases[n])) as Out;
      const got = {
        added: out.added.map((a) => [a.id, a.required]),
        removed: out.removed.map((r) => r.id),
        changed: out.changed.map((c) => [c.before_id, c.after_id, c.changes.map((x) => [x.aspect, x.before, x.after, x.breaking])]),
      };
      expect(got, JSON.stringify(cases[n])).to.deep.equal(expected[n]);
    }
  });

  it('form-answers-diff agrees with CPython on every row', async function () {
    if (!hasProgram('python3')) this.skip();
    const known = (def: Definition, answers: Record<string, unknown>) => Object.fromEntries(Object.entries(answers).filter(([k]) => def.fields.some((f) => f.id === k)));
    const arb = definitionArb(6).chain((definition) => fc.tuple(answersArb(definition), answersArb(definition)).map(([x, y]) => ({ definition, before: known(definition, x), after: known(definition, y) })));
    const cases = sample(arb, RUNS);
    const expected = python(ANSWERS_DIFF_PY, cases) as unknown[][];
    for (let n = 0; n < cases.length; n++) {
      type Row = { field: string; status: string; before?: unknown; after?: unknown; selections_added?: string[]; selections_removed?: string[] };
      const out = (await runTool('form-answers-diff', cases[n])) as { changes: Row[] };
      const got = out.changes.map((r) => [r.field, r.status, r.before ?? null, r.after ?? null, r.selections_added ?? null, r.selections_removed ?? null]);
      expect(got, JSON.stringify(cases[n])).to.deep.equal(expected[n]);
    }
  });

  it('form-responses-tally agrees with CPython Counter and Fraction on every count and statistic', async function () {
    if (!hasProgram('python3')) this.skip();
    const known = (def: Definition, answers: Record<string, unknown>) => Object.fromEntries(Object.entries(answers).filter(([k]) => def.fields.some((f) => f.id === k)));
    const arb = definitionArb(6).chain((definition) => fc.array(answersArb(definition).map((a) => known(definition, a)), { maxLength: 15 }).map((responses) => ({ definition, responses })));
    const cases = sample(arb, RUNS);
    const fed = [];
    for (const c of cases) {
      const tallied: string[][] = [];
      for (const answers of c.responses) {
        const v = (await runTool('form-answers-validate', { definition: c.definition, answers, hidden_answers: 'ignore' })) as { errors: { field: string }[]; hidden: string[] };
        tallied.push(Object.keys(answers).filter((k) => !v.hidden.includes(k) && !v.errors.some((e) => e.field === k)));
      }
      fed.push({ ...c, tallied });
    }
    const expected = python(TALLY_PY, fed) as Record<string, unknown>[][];
    for (let n = 0; n < cases.length; n++) {
      type Row = { field: string; options?: { choice: string; count: number }[]; other?: { count: number; texts: { text: string; count: number }[] }; booleans?: { true: number; false: number }; stats?: { count: number; sum: string; min: string | null; max: string | null; mean: { numerator: string; denominator: string } | null } };
      const out = (await runTool('form-responses-tally', cases[n])) as { fields: Row[] };
      const got = out.fields.map((r) => {
        const row: Record<string, unknown> = { field: r.field };
        if (r.options) row.options = r.options.map((o) => [o.choice, o.count]);
        if (r.other) row.other = [r.other.count, r.other.texts.map((t) => [t.text, t.count])];
        if (r.booleans) row.booleans = [r.booleans.true, r.booleans.false];
        if (r.stats) row.stats = [r.stats.count, r.stats.sum, r.stats.min, r.stats.max, r.stats.mean === null ? null : [r.stats.mean.numerator, r.stats.mean.denominator]];
        return row;
      });
      expect(got, JSON.stringify(cases[n])).to.deep.equal(expected[n]);
    }
  });

  it('form-answers-validate agrees with Ajv on a JSON Schema translation, field by field and overall', async () => {
    const ajv = new Ajv2020({ strict: false, allErrors: false });
    const cases = sample(fc.tuple(definitionWithAnswers, fc.constantFrom('reject' as const, 'ignore' as const)), RUNS);
    let invalidSeen = 0;
    for (const [{ def, answers }, mode] of cases) {
      const out = (await runTool('form-answers-validate', { definition: def, answers, hidden_answers: mode })) as { valid: boolean; errors: { field: string; code: string }[] };
      const data = forAjv(def, answers);
      const failing = def.fields.filter((_, i) => !ajv.validate(fieldRule(def, i, mode === 'reject'), data)).map((f) => f.id);
      const erring = out.errors.filter((e) => e.code !== 'unknown_field').map((e) => e.field);
      const context = JSON.stringify({ def, answers, mode });
      expect(erring, context).to.deep.equal(failing);
      const whole = { type: 'object', properties: Object.fromEntries(def.fields.map((f) => [f.id, true])), additionalProperties: false, allOf: [true, ...def.fields.map((_, i) => fieldRule(def, i, mode === 'reject'))] };
      expect(out.valid, context).to.equal(ajv.validate(whole, data));
      if (!out.valid) invalidSeen++;
    }
    expect(invalidSeen).to.be.greaterThan(RUNS / 10);
    expect(invalidSeen).to.be.lessThan(RUNS);
  });
});
