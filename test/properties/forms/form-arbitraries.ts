// Arbitraries for the form tools: definitions that are valid by construction (distinct ids, distinct
// choices, bounds in order, conditions on earlier fields with fitting operators and values), and
// answer sets mixing missing, well-typed, out-of-bounds and ill-typed answers.
import fc from 'fast-check';

export type Condition = { field: string; op: 'equals' | 'includes'; value: string | boolean };
export type Field = {
  id: string;
  label: string;
  type: 'string' | 'number' | 'integer' | 'boolean' | 'choice' | 'multi' | 'json';
  required: boolean;
  choices?: string[];
  min?: string;
  max?: string;
  min_length?: number;
  max_length?: number;
  min_selections?: number;
  max_selections?: number;
  allow_other?: boolean;
  show_if?: Condition[];
};
export type Definition = { fields: Field[] };

const TYPES = ['string', 'number', 'integer', 'boolean', 'choice', 'multi', 'json'] as const;
const CHOICE_POOL = ['a', 'b', 'c', 'd', 'é', '😀'];
const TEXT_POOL = ['', 'a', 'b', 'x', 'ab', 'abc', '😀', 'yes', 'no'];

/** Small plain decimals, with trailing zeros and negative zero now and then. */
export const decimalText = fc.oneof(
  fc.tuple(fc.integer({ min: -30, max: 30 }), fc.constantFrom('', '.0', '.5', '.25', '.50', '.1')).map(([i, f]) => String(i) + f),
  fc.constantFrom('-0', '-0.5', '0.10', '12345678901.25'),
);

function plainNumberOf(text: string): number {
  return Number(text);
}

/** One field given the ids and fields before it (conditions only look back). */
function fieldArb(index: number, earlier: Field[]): fc.Arbitrary<Field> {
  return fc
    .record({
      type: fc.constantFrom(...TYPES),
      required: fc.boolean(),
      choices: fc.subarray(CHOICE_POOL, { minLength: 1, maxLength: 4 }),
      allowOther: fc.boolean(),
      lo: fc.option(decimalText, { nil: undefined }),
      hi: fc.option(decimalText, { nil: undefined }),
      lenLo: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      lenHi: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      conditionPicks: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 2 }),
    })
    .map(({ type, required, choices, allowOther, lo, hi, lenLo, lenHi, conditionPicks }) => {
      const f: Field = { id: `f${index}`, label: `Field ${index}`, type, required };
      if (type === 'choice' || type === 'multi') {
        f.choices = choices;
        if (allowOther) f.allow_other = true;
      }
      if (type === 'number' || type === 'integer') {
        let [a, b] = [lo, hi];
        if (a !== undefined && b !== undefined && plainNumberOf(a) > plainNumberOf(b)) [a, b] = [b, a];
        if (a !== undefined) f.min = a;
        if (b !== undefined) f.max = b;
      }
      if (type === 'string' || type === 'multi') {
        let [a, b] = [lenLo, lenHi];
        if (a !== undefined && b !== undefined && a > b) [a, b] = [b, a];
        const most = type === 'multi' ? (f.choices!.length + (f.allow_other ? 1 : 0)) : Infinity;
        if (a !== undefined && a > most) a = most;
        if (type === 'string') {
          if (a !== undefined) f.min_length = a;
          if (b !== undefined) f.max_length = b;
        } else {
          if (a !== undefined) f.min_selections = a;
          if (b !== undefined) f.max_selections = b;
        }
      }
      const conditions: Condition[] = [];
      for (const [t, v, flag] of conditionPicks) {
        const targets = earlier.filter((g) => g.type !== 'json');
        if (targets.length === 0) break;
        const g = targets[t % targets.length]!;
        conditions.push(conditionFor(g, v, flag));
      }
      if (conditions.length > 0) f.show_if = conditions;
      return f;
    });
}

function conditionFor(g: Field, v: number, flag: boolean): Condition {
  switch (g.type) {
    case 'boolean':
      return { field: g.id, op: 'equals', value: flag };
    case 'number':
    case 'integer':
      return { field: g.id, op: 'equals', value: String((v % 5) - 2) + (flag ? '.0' : '') };
    case 'choice':
      return { field: g.id, op: 'equals', value: g.choices![v % g.choices!.length]! };
    case 'multi':
      return { field: g.id, op: 'includes', value: g.choices![v % g.choices!.length]! };
    default:
      return { field: g.id, op: 'equals', value: TEXT_POOL[v % TEXT_POOL.length]! };
  }
}

/** A valid definition of 0..maxFields fields, ids f0, f1, ... */
export function definitionArb(maxFields = 6): fc.Arbitrary<Definition> {
  return fc.integer({ min: 0, max: maxFields }).chain((n) => {
    let arb: fc.Arbitrary<Field[]> = fc.constant([]);
    for (let i = 0; i < n; i++) arb = arb.chain((earlier) => fieldArb(i, earlier).map((f) => [...earlier, f]));
    return arb.map((fields) => ({ fields }));
  });
}

/** One answer for a field: often well-typed (in or out of bounds), sometimes ill-typed. */
export function answerArb(f: Field): fc.Arbitrary<unknown> {
  const junk = fc.constantFrom<unknown>(null, 1, 'x', true, [], ['a', 'a'], { k: 1 }, '1e3', '2.5', '', ['x', 'y']);
  const good: fc.Arbitrary<unknown> = (() => {
    switch (f.type) {
      case 'string':
        return fc.constantFrom(...TEXT_POOL);
      case 'number':
        return fc.oneof(decimalText, fc.constantFrom(0.1, 2.5, -3, 0.30000000000000004, 1e21, 7));
      case 'integer':
        return fc.oneof(fc.integer({ min: -30, max: 30 }).map(String), fc.integer({ min: -30, max: 30 }), fc.constantFrom('3.0', '-0', '4.5'));
      case 'boolean':
        return fc.boolean();
      case 'choice':
        return fc.constantFrom(...f.choices!, 'other text');
      case 'multi':
        return fc.subarray([...f.choices!, 'other text', 'second other'], { maxLength: Math.min(4, f.choices!.length + 2) }).chain((xs) => fc.shuffledSubarray(xs, { minLength: xs.length, maxLength: xs.length }));
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return fc.oneof({ arbitrary: good, weight: 4 }, { arbitrary: junk, weight: 1 });
}

/** An answer set: each field missing or answered, plus now and then a key no field has. */
export function answersArb(def: Definition): fc.Arbitrary<Record<string, unknown>> {
  const parts = def.fields.map((f) => fc.option(answerArb(f), { nil: undefined, freq: 3 }).map((v) => [f.id, v] as const));
  return fc.tuple(fc.tuple(...parts), fc.option(fc.constantFrom('zz', '__proto__', '10'), { nil: undefined, freq: 4 }), fc.jsonValue({ maxDepth: 1 })).map(([entries, extra, extraValue]) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of entries) if (v !== undefined) Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    if (extra !== undefined) Object.defineProperty(out, extra, { value: extraValue, enumerable: true, writable: true, configurable: true });
    return out;
  });
}

/** A definition together with an answer set for it. */
export const definitionWithAnswers = definitionArb().chain((def) => answersArb(def).map((answers) => ({ def, answers })));

/** Definitions with many problems: repeated ids and choices, misfit properties, conditions anywhere. */
export const messyDefinitionArb: fc.Arbitrary<Definition> = fc
.array(
    fc.record({
      id: fc.constantFrom('a', 'b', 'c'),
      label: fc.constant('L'),
      type: fc.constantFrom('string', 'number', 'multi', 'choice', 'boolean', 'json'),
      required: fc.boolean(),
      choices: fc.option(fc.array(fc.constantFrom('x', 'y'), { minLength: 1, maxLength: 3 }), { nil: undefined }),
      min: fc.option(fc.constantFrom('1', '2.0', '-1'), { nil: undefined }),
      max: fc.option(fc.constantFrom('1', '2.0', '-1'), { nil: undefined }),
      min_length: fc.option(fc.nat(3), { nil: undefined }),
      max_length: fc.option(fc.nat(3), { nil: undefined }),
      min_selections: fc.option(fc.nat(4), { nil: undefined }),
      allow_other: fc.option(fc.boolean(), { nil: undefined }),
      show_if: fc.option(fc.array(fc.record({ field: fc.constantFrom('a', 'b', 'c', 'q'), op: fc.constantFrom('equals', 'includes'), value: fc.oneof(fc.constantFrom('x', '1', ''), fc.boolean()) }), { minLength: 1, maxLength: 3 }), { nil: undefined }),
    }, { requiredKeys: ['id', 'label', 'type', 'required'] }),
    { maxLength: 5 },
  )
.map((fields) => ({ fields: fields.map((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined))) as Field[] }));

/** A second version of a definition: labels, required flags, choices, bounds and types changed at random, fields dropped or added. */
export function mutatedArb(def: Definition): fc.Arbitrary<Definition> {
  const perField = def.fields.map((f) =>
    fc.record({
      label: fc.boolean(),
      required: fc.boolean(),
      dropChoice: fc.boolean(),
      addChoice: fc.boolean(),
      toJson: fc.nat(9),
      widen: fc.boolean(),
      lo: fc.option(decimalText, { nil: undefined, freq: 2 }),
      lenLo: fc.option(fc.nat(3), { nil: undefined, freq: 2 }),
      other: fc.boolean(),
    }).map((m) => {
      const g: Field = { ...f };
      if (m.label) g.label = f.label + '!';
      if (m.required) g.required = !f.required;
      if (g.choices !== undefined) {
        const referenced = def.fields.some((h) => (h.show_if ?? []).some((c) => c.field === f.id && c.value === g.choices![0]));
        if (m.dropChoice && g.choices.length > 1 && !referenced) g.choices = g.choices.slice(1);
        if (m.addChoice && !g.choices.includes('new')) g.choices = [...g.choices, 'new'];
        if (m.other) g.allow_other = !(f.allow_other === true);
        if (g.allow_other === false) delete g.allow_other;
        if (g.type === 'multi' && g.min_selections !== undefined && g.min_selections > g.choices.length + (g.allow_other ? 1 : 0)) delete g.min_selections;
      }
      if ((g.type === 'number' || g.type === 'integer') && m.lo !== undefined) {
        if (g.max === undefined || Number(m.lo) <= Number(g.max)) g.min = m.lo;
      }
      if (g.type === 'string' && m.lenLo !== undefined && (g.max_length === undefined || m.lenLo <= g.max_length)) g.min_length = m.lenLo;
      if (m.widen && g.type === 'integer') g.type = 'number';
      return g;
    }),
  );
  return fc.tuple(fc.tuple(...perField), fc.subarray(def.fields.map((_, i) => i)), fc.boolean(), fc.boolean()).map(([fields, keepIdx, addOne, addRequired]) => {
    // json fields and dropped fields must not be condition targets of the kept fields.
    // A kept field keeps its condition targets (conditions look back, so one backward sweep closes the set).
    const keep = new Set(keepIdx);
    for (let i = fields.length - 1; i >= 0; i--) {
      if (!keep.has(i)) continue;
      for (const c of fields[i]!.show_if ?? []) keep.add(fields.findIndex((g) => g.id === c.field));
    }
    const out = fields.filter((_, i) => keep.has(i)).map((f) => ({ ...f }));
    if (addOne) out.push({ id: 'added', label: 'Added', type: 'string', required: addRequired });
    return { fields: out };
  });
}
