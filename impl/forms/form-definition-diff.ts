import type { Input, Output } from '../../generated/tools/forms/form-definition-diff.js';
import { limits } from '../../generated/tools/forms/form-definition-diff.js';
import { compareDecimal } from '../lib/decimal.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { checkDefinitionLimits, readNumberText, requireValidDefinition, type FieldModel, type FormCondition, type FormDefinition, type FormField } from './lib/definition.js';

type Change = Output['changed'][number]['changes'][number];
type Aspect = Change['aspect'];

const CHOOSING = new Set(['choice', 'multi']);

/** Matches before fields to after fields: explicit id_map entries first, then equal ids not claimed by an entry. */
function matchFields(before: FieldModel[], after: FieldModel[], idMap: Input['id_map']): Map<number, number> {
  const beforeIndex = new Map(before.map((m) => [m.field.id, m.index]));
  const afterIndex = new Map(after.map((m) => [m.field.id, m.index]));
  const match = new Map<number, number>();
  const claimed = new Set<number>();
  (idMap ?? []).forEach((e, k) => {
    const b = beforeIndex.get(e.from);
    if (b === undefined) throw invalidInput(`/id_map/${k}/from`, 'is not the id of a field of before');
    if (match.has(b)) throw invalidInput(`/id_map/${k}/from`, 'repeats the from of an earlier entry');
    const a = afterIndex.get(e.to);
    if (a === undefined) throw invalidInput(`/id_map/${k}/to`, 'is not the id of a field of after');
    if (claimed.has(a)) throw invalidInput(`/id_map/${k}/to`, 'repeats the to of an earlier entry');
    match.set(b, a);
    claimed.add(a);
  });
  const mapped = new Set(match.keys());
  for (const m of before) {
    if (mapped.has(m.index)) continue;
    const a = afterIndex.get(m.field.id);
    if (a !== undefined && !claimed.has(a)) {
      match.set(m.index, a);
      claimed.add(a);
    }
  }
  return match;
}

/** Whether every answer of type `from` is a well-typed answer of type `to`. */
function typeWidens(from: string, to: string): boolean {
  return to === 'json' || (from === 'integer' && to === 'number');
}

function sameNumber(a: string | undefined, b: string | undefined, chars: number): boolean {
  if (a === undefined || b === undefined) return a === b;
  return compareDecimal(readNumberText(a, chars)!, readNumberText(b, chars)!) === 0;
}

/** A condition as a comparable key, its field id mapped into `after` ids, numbers by value. */
function conditionKey(c: FormCondition, field: string, numeric: boolean, chars: number): string {
  let value: unknown = c.value;
  if (typeof c.value === 'string' && numeric) {
    const d = readNumberText(c.value, chars)!;
    let { unscaled, scale } = d;
    while (scale > 0 && unscaled % 10n === 0n) {
      unscaled /= 10n;
      scale--;
    }
    value = `${unscaled}e-${scale}`;
  }
  return JSON.stringify([field, c.op, typeof c.value, value]);
}

export default function formDefinitionDiff(input: Input): Output {
  checkJsonBounds(input, '', { depth: bound(limits, 'max_input_depth'), nodes: bound(limits, 'max_input_nodes'), bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const beforeDef = input.before as FormDefinition;
  const afterDef = input.after as FormDefinition;
  checkDefinitionLimits(beforeDef, '/before', limits);
  checkDefinitionLimits(afterDef, '/after', limits);
  (input.id_map ?? []).forEach((e, k) => {
    checkJsonBounds(e.from, `/id_map/${k}/from`, { strings: bound(limits, 'max_id_bytes') });
    checkJsonBounds(e.to, `/id_map/${k}/to`, { strings: bound(limits, 'max_id_bytes') });
  });
  const chars = limits.max_number_chars;
  const before = requireValidDefinition(beforeDef, '/before', chars);
  const after = requireValidDefinition(afterDef, '/after', chars);
  const match = matchFields(before, after, input.id_map);

  const renameToAfter = new Map<string, string>();
  for (const [b, a] of match) renameToAfter.set(before[b]!.field.id, after[a]!.field.id);
  const beforeType = new Map(before.map((m) => [m.field.id, m.field.type]));
  const afterType = new Map(after.map((m) => [m.field.id, m.field.type]));
  const isNumeric = (t: string | undefined) => t === 'number' || t === 'integer';

  const changed: Output['changed'] = [];
  let rows = 0;
  const removed: Output['removed'] = [];
  let unchanged = 0;
  for (const bm of before) {
    const a = match.get(bm.index);
    if (a === undefined) {
      removed.push({ id: bm.field.id, pointer: `/before/fields/${bm.index}`, breaking: true });
      continue;
    }
    const b = bm.field;
    const f = after[a]!.field;
    const changes: Change[] = [];
    const add = (aspect: Aspect, was: unknown, now: unknown, breaking: boolean) => {
      if (++rows > limits.max_change_rows) throw limitExceeded('', `more than ${limits.max_change_rows} change rows (max_change_rows)`);
      changes.push({ aspect, before: was ?? null, after: now ?? null, breaking });
    };
    if (b.id !== f.id) add('id', b.id, f.id, true);
    if (b.label !== f.label) add('label', b.label, f.label, false);
    if (b.type !== f.type) add('type', b.type, f.type, !typeWidens(b.type, f.type));
    if (b.required !== f.required) add('required', b.required, f.required, f.required);
    if (CHOOSING.has(b.type) && CHOOSING.has(f.type)) {
      const was = new Set(b.choices!);
      const now = new Set(f.choices!);
      for (const c of b.choices!) if (!now.has(c)) add('choice_removed', c, null, true);
      for (const c of f.choices!) if (!was.has(c)) add('choice_added', null, c, false);
      const bo = b.allow_other === true;
      const fo = f.allow_other === true;
      if (bo !== fo) add('allow_other', bo, fo, bo);
    }
    boundChanges(b, f, add, chars);
    // Conditions are a conjunction: compared as sets, their field ids mapped into after's ids (a
    // condition on a removed field matches nothing), numeric values by exact value.
    const wasConditions = new Set((b.show_if ?? []).map((c) => conditionKey(c, renameToAfter.get(c.field) ?? '', isNumeric(beforeType.get(c.field)), chars)));
    const nowConditions = new Set((f.show_if ?? []).map((c) => conditionKey(c, c.field, isNumeric(afterType.get(c.field)), chars)));
    if (wasConditions.size !== nowConditions.size || [...wasConditions].some((k) => !nowConditions.has(k))) add('show_if', b.show_if, f.show_if, true);
    if (changes.length === 0) unchanged++;
    else changed.push({ before_id: b.id, after_id: f.id, pointer: `/after/fields/${a}`, changes, breaking: changes.some((c) => c.breaking) });
  }
  const claimed = new Set(match.values());
  const added: Output['added'] = after.filter((m) => !claimed.has(m.index)).map((m) => ({ id: m.field.id, pointer: `/after/fields/${m.index}`, required: m.field.required, breaking: m.field.required }));
  const breakingCount = added.filter((x) => x.breaking).length + removed.length + changed.filter((c) => c.breaking).length;
  const output: Output = {
    breaking: breakingCount > 0,
    added,
    removed,
    changed,
    counts: { added: added.length, removed: removed.length, changed: changed.length, unchanged, breaking: breakingCount },
  };
  checkJsonBounds(output, '', { bytes: bound(limits, 'max_output_bytes') }, 'the result');
  return output;
}

type Add = (aspect: Aspect, was: unknown, now: unknown, breaking: boolean) => void;

/** Bounds: a lower bound raised or added, or an upper bound lowered or added, is breaking. */
function boundChanges(b: FormField, f: FormField, add: Add, chars: number): void {
  const cmp = (x: string, y: string) => compareDecimal(readNumberText(x, chars)!, readNumberText(y, chars)!);
  const numeric = (lo: 'min' | 'max') => {
    const was = b[lo];
    const now = f[lo];
    if (sameNumber(was, now, chars)) return;
    // Tightened: a bound appears, or moves inward (min up, max down).
    const tighter = now !== undefined && (was === undefined || (lo === 'min' ? cmp(now, was) > 0 : cmp(now, was) < 0));
    add(lo, was, now, tighter);
  };
  numeric('min');
  numeric('max');
  const counted = (lo: 'min_length' | 'max_length' | 'min_selections' | 'max_selections', isMin: boolean) => {
    const was = b[lo];
    const now = f[lo];
    if (was === now) return;
    const tighter = now !== undefined && (was === undefined || (isMin ? now > was : now < was));
    add(lo, was, now, tighter);
  };
  counted('min_length', true);
  counted('max_length', false);
  counted('min_selections', true);
  counted('max_selections', false);
}
