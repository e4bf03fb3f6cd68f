// The form definition model shared by the form tools (contracts/fragments.yaml form-definition-model,
// contracts/schemas/form-definition.yaml): a definition is checked once into a list of problems and a
// model of its fields with bounds read as exact decimals and conditions resolved to field indexes.
// Answers are typed, compared and shown or hidden here too, so every tool reads them the same way.
import { codePointLength } from '../../lib/code-point-length.js';
import { compareDecimal, fromNumber, parsePlainDecimal, type Decimal } from '../../lib/decimal.js';
import { bound, checkJsonBounds } from '../../lib/json-bounds.js';
import { pointerToken } from '../../lib/json-pointer.js';
import { ToolError } from '../../lib/tool-error.js';

export type FieldType = 'string' | 'number' | 'integer' | 'boolean' | 'choice' | 'multi' | 'json';

export type FormCondition = { field: string; op: 'equals' | 'includes'; value: string | boolean };

export type FormField = {
  id: string;
  label: string;
  type: FieldType;
  required: boolean;
  choices?: string[];
  min?: string;
  max?: string;
  min_length?: number;
  max_length?: number;
  min_selections?: number;
  max_selections?: number;
  allow_other?: boolean;
  show_if?: FormCondition[];
};

export type FormDefinition = { fields: FormField[] };

export type Problem = { code: string; pointer: string; message: string };

/** A condition whose target is an earlier field, with its value read for that field's type. */
export type ConditionModel = { target: number; op: 'equals' | 'includes'; value: string | boolean; number: Decimal | null };

export type FieldModel = {
  readonly index: number;
  readonly field: FormField;
  readonly choices: ReadonlySet<string>;
  readonly min: Decimal | null;
  readonly max: Decimal | null;
  readonly conditions: readonly ConditionModel[];
};

export type DefinitionCheck = { problems: Problem[]; fields: FieldModel[] };

const NUMERIC = new Set<FieldType>(['number', 'integer']);
const CHOOSING = new Set<FieldType>(['choice', 'multi']);

/** Reads plain decimal text of at most `maxChars` characters; null when it is not that. */
export function readNumberText(text: string, maxChars: number): Decimal | null {
  return text.length <= maxChars ? parsePlainDecimal(text) : null;
}

/**
 * Every problem of a definition in document order of its pointers (field by field; inside a field in
 * the order of rule text: the field itself, id, choices, min, max, min_length, max_length,
 * min_selections, max_selections, allow_other, show_if), and the field models. `at` is the pointer of
 * the definition in the tool's input ("" or "/definition").
 */
export function checkDefinition(definition: FormDefinition, at: string, maxNumberChars: number): DefinitionCheck {
  const problems: Problem[] = [];
  const firstIndex = new Map<string, number>();
  const fields: FieldModel[] = [];
  definition.fields.forEach((f, i) => {
    const p = `${at}/fields/${i}`;
    const say = (pointer: string, code: string, message: string) => problems.push({ code, pointer: p + pointer, message });
    const choosing = CHOOSING.has(f.type);
    const numeric = NUMERIC.has(f.type);
    if (choosing && f.choices === undefined) say('', 'missing_choices', `${f.type} fields need choices`);
    const earlier = firstIndex.get(f.id);
    if (earlier !== undefined) say('/id', 'duplicate_field_id', `repeats the id of field ${earlier}`);
    else firstIndex.set(f.id, i);

    const choices = new Set<string>();
    if (f.choices !== undefined) {
      if (!choosing) say('/choices', 'choices_not_allowed', `${f.type} fields take no choices`);
      const seen = new Map<string, number>();
      f.choices.forEach((c, j) => {
        const k = seen.get(c);
        if (k !== undefined) say(`/choices/${j}`, 'duplicate_choice', `repeats choice ${k}`);
        else seen.set(c, j);
        choices.add(c);
      });
    }

    const bounds = <T>(lo: keyof FormField, hi: keyof FormField, fits: boolean, kind: string, reversed: (a: T, b: T) => boolean) => {
      const a = f[lo] as T | undefined;
      const b = f[hi] as T | undefined;
      if (a !== undefined && !fits) say(`/${lo}`, 'bound_not_allowed', `${lo} applies to ${kind} fields only`);
      if (b !== undefined && !fits) say(`/${hi}`, 'bound_not_allowed', `${hi} applies to ${kind} fields only`);
      if (fits && a !== undefined && b !== undefined && reversed(a, b)) say(`/${hi}`, 'bounds_reversed', `${hi} is less than ${lo}`);
    };
    let min: Decimal | null = null;
    let max: Decimal | null = null;
    if (f.min !== undefined) min = readNumberText(f.min, maxNumberChars);
    if (f.max !== undefined) max = readNumberText(f.max, maxNumberChars);
    bounds<string>('min', 'max', numeric, 'number and integer', () => compareDecimal(min!, max!) > 0);
    bounds<number>('min_length', 'max_length', f.type === 'string', 'string', (a, b) => a > b);
    bounds<number>('min_selections', 'max_selections', f.type === 'multi', 'multi', (a, b) => a > b);
    if (f.type === 'multi' && f.min_selections !== undefined && f.choices !== undefined) {
      const most = choices.size + (f.allow_other === true ? 1 : 0);
      if (f.min_selections > most) say('/min_selections', 'bound_unsatisfiable', `asks for ${f.min_selections} selections but only ${most} distinct ones exist`);
    }
    if (f.allow_other !== undefined && !choosing) say('/allow_other', 'allow_other_not_allowed', 'allow_other applies to choice and multi fields only');

    const conditions: ConditionModel[] = [];
    (f.show_if ?? []).forEach((c, k) => {
      const q = `/show_if/${k}`;
      const target = firstIndex.get(c.field) ?? definition.fields.findIndex((g) => g.id === c.field);
      if (target < 0) return say(`${q}/field`, 'condition_unknown_field', 'no field has this id');
      if (target === i) return say(`${q}/field`, 'condition_self_reference', 'a field cannot depend on itself');
      if (target > i) return say(`${q}/field`, 'condition_forward_reference', `field ${target} comes later; a condition may name earlier fields only`);
      const t = definition.fields[target]!;
      const opFits = c.op === 'includes' ? t.type === 'multi' : t.type !== 'multi' && t.type !== 'json';
      if (!opFits) return say(`${q}/op`, 'condition_op_mismatch', c.op === 'includes' ? `includes needs a multi field; field ${target} is ${t.type}` : `equals cannot test a ${t.type} field`);
      let number: Decimal | null = null;
      if (t.type === 'boolean') {
        if (typeof c.value !== 'boolean') return say(`${q}/value`, 'condition_value_type', 'boolean fields are compared with true or false');
      } else if (typeof c.value !== 'string') {
        return say(`${q}/value`, 'condition_value_type', `${t.type} fields are compared with a string`);
      } else if (NUMERIC.has(t.type)) {
        number = readNumberText(c.value, maxNumberChars);
        if (number === null) return say(`${q}/value`, 'condition_value_type', `${t.type} fields are compared with plain decimal text of at most ${maxNumberChars} characters`);
      } else if (CHOOSING.has(t.type) && t.choices !== undefined && !t.choices.includes(c.value) && !(t.allow_other === true && c.value !== '')) {
        return say(`${q}/value`, 'condition_value_not_a_choice', `is not a choice of field ${target}`);
      }
      conditions.push({ target, op: c.op, value: c.value, number });
    });
    fields.push({ index: i, field: f, choices, min, max, conditions });
  });
  return { problems, fields };
}

/** The field models of a definition without problems; otherwise invalid_input listing every problem. */
export function requireValidDefinition(definition: FormDefinition, at: string, maxNumberChars: number): FieldModel[] {
  const { problems, fields } = checkDefinition(definition, at, maxNumberChars);
  if (problems.length > 0) {
    const details = problems.map((p) => ({ pointer: p.pointer, message: `${p.code}: ${p.message}` }));
    throw new ToolError('invalid_input', `the form definition at ${at || '(root)'} has ${problems.length} problem(s); form-definition-validate lists them`, details);
  }
  return fields;
}

/** A typed answer: the value read for its field's type. */
export type Typed =
  | { kind: 'string'; text: string }
  | { kind: 'number'; value: Decimal }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'choice'; text: string; other: boolean }
  | { kind: 'multi'; items: string[]; other: string | null }
  | { kind: 'json'; value: unknown };

/** Why an answer is not well-typed for its field: a code, a pointer suffix inside the answer, a message. */
export type AnswerFaultCode =
  | 'wrong_type'
  | 'not_an_integer'
  | 'duplicate_selection'
  | 'not_a_choice'
  | 'second_other'
  | 'too_short'
  | 'too_long'
  | 'below_min'
  | 'above_max'
  | 'too_few_selections'
  | 'too_many_selections';
export type AnswerFault = { code: AnswerFaultCode; at: string; message: string };

function isIntegral(d: Decimal): boolean {
  return d.scale <= 0 || d.unscaled % 10n ** BigInt(d.scale) === 0n;
}

/**
 * Reads one present answer for its field: the typed value, or the first fault in the order type,
 * option membership (duplicates first), bounds. Bounds faults are reported with the typed value so a
 * caller that only needs the value (a tally) can still use it.
 */
export function readAnswer(m: FieldModel, value: unknown, maxNumberChars: number): { typed: Typed | null; fault: AnswerFault | null } {
  const f = m.field;
  const fault = (code: AnswerFaultCode, message: string, at = ''): AnswerFault => ({ code, at, message });
  const wrong = (what: string) => ({ typed: null, fault: fault('wrong_type', `${f.type} fields take ${what}`) });
  switch (f.type) {
    case 'json':
      return { typed: { kind: 'json', value }, fault: null };
    case 'boolean':
      return typeof value === 'boolean' ? { typed: { kind: 'boolean', value }, fault: null } : wrong('true or false');
    case 'string': {
      if (typeof value !== 'string') return wrong('a string');
      const typed: Typed = { kind: 'string', text: value };
      const n = codePointLength(value);
      if (f.min_length !== undefined && n < f.min_length) return { typed, fault: fault('too_short', `${n} code points; at least ${f.min_length} needed`) };
      if (f.max_length !== undefined && n > f.max_length) return { typed, fault: fault('too_long', `${n} code points; at most ${f.max_length} allowed`) };
      return { typed, fault: null };
    }
    case 'number':
    case 'integer': {
      let d: Decimal | null = null;
      if (typeof value === 'string') d = readNumberText(value, maxNumberChars);
      else if (typeof value === 'number' && Number.isFinite(value)) d = fromNumber(value);
      if (d === null) return wrong(`plain decimal text of at most ${maxNumberChars} characters or a JSON number`);
      if (f.type === 'integer' && !isIntegral(d)) return { typed: null, fault: fault('not_an_integer', 'has a fractional part') };
      const typed: Typed = { kind: 'number', value: d };
      if (m.min !== null && compareDecimal(d, m.min) < 0) return { typed, fault: fault('below_min', `is less than the minimum ${f.min!}`) };
      if (m.max !== null && compareDecimal(d, m.max) > 0) return { typed, fault: fault('above_max', `is greater than the maximum ${f.max!}`) };
      return { typed, fault: null };
    }
    case 'choice': {
      if (typeof value !== 'string') return wrong('a string');
      if (m.choices.has(value)) return { typed: { kind: 'choice', text: value, other: false }, fault: null };
      if (f.allow_other === true && value !== '') return { typed: { kind: 'choice', text: value, other: true }, fault: null };
      return { typed: null, fault: fault('not_a_choice', 'is not one of the choices') };
    }
    case 'multi': {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) return wrong('an array of strings');
      const items = value as string[];
      const seen = new Set<string>();
      let other: string | null = null;
      for (let j = 0; j < items.length; j++) {
        const v = items[j]!;
        if (seen.has(v)) return { typed: null, fault: fault('duplicate_selection', `repeats selection ${items.indexOf(v)}`, `/${j}`) };
        seen.add(v);
        if (m.choices.has(v)) continue;
        if (f.allow_other !== true || v === '') return { typed: null, fault: fault('not_a_choice', 'is not one of the choices', `/${j}`) };
        if (other !== null) return { typed: null, fault: fault('second_other', 'holds a second text outside the choices; one other text is allowed', `/${j}`) };
        other = v;
      }
      const typed: Typed = { kind: 'multi', items, other };
      if (f.min_selections !== undefined && items.length < f.min_selections) return { typed, fault: fault('too_few_selections', `${items.length} selected; at least ${f.min_selections} needed`) };
      if (f.max_selections !== undefined && items.length > f.max_selections) return { typed, fault: fault('too_many_selections', `${items.length} selected; at most ${f.max_selections} allowed`) };
      return { typed, fault: null };
    }
  }
}

/** Whether a well-typed answer satisfies a condition (the target is shown and answered). */
function satisfies(c: ConditionModel, typed: Typed): boolean {
  switch (typed.kind) {
    case 'multi':
      return c.op === 'includes' && typed.items.includes(c.value as string);
    case 'number':
      return c.number !== null && compareDecimal(typed.value, c.number) === 0;
    case 'boolean':
      return typed.value === c.value;
    case 'string':
    case 'choice':
      return typed.text === c.value;
    default:
      return false;
  }
}

/**
 * Which fields are shown for one answer set, in one pass in field order: a field is shown when every
 * condition's target is shown, answered with a well-typed answer (bounds do not matter), and satisfied.
 * `answerOf` returns the answer of a field id, or undefined when it is missing.
 */
export function shownFields(fields: readonly FieldModel[], answerOf: (id: string) => unknown, maxNumberChars: number): boolean[] {
  const shown: boolean[] = [];
  const typedCache = new Map<number, Typed | null>();
  const typedOf = (t: number): Typed | null => {
    if (!typedCache.has(t)) {
      const v = answerOf(fields[t]!.field.id);
      typedCache.set(t, v === undefined ? null : readAnswer(fields[t]!, v, maxNumberChars).typed);
    }
    return typedCache.get(t)!;
  };
  for (const m of fields) {
    shown.push(m.conditions.every((c) => {
      if (!shown[c.target]) return false;
      const typed = typedOf(c.target);
      return typed !== null && satisfies(c, typed);
    }));
  }
  return shown;
}

/** `/answers/<id>` style pointer. */
export function memberPointer(at: string, key: string): string {
  return `${at}/${pointerToken(key)}`;
}

/** The byte limits every form tool applies to a definition's strings (each tool's generated limits). */
export type DefinitionLimits = {
  readonly max_id_bytes: number;
  readonly max_label_bytes: number;
  readonly max_choice_bytes: number;
  readonly max_condition_value_bytes: number;
};

/**
 * limit_exceeded for the first string of the definition over its UTF-8 byte limit, field by field in
 * order: id, label, each choice, then each condition's field and (string) value.
 */
export function checkDefinitionLimits(definition: FormDefinition, at: string, limits: DefinitionLimits): void {
  const id = { strings: bound(limits, 'max_id_bytes') };
  definition.fields.forEach((f, i) => {
    const p = `${at}/fields/${i}`;
    checkJsonBounds(f.id, `${p}/id`, id);
    checkJsonBounds(f.label, `${p}/label`, { strings: bound(limits, 'max_label_bytes') });
    if (f.choices !== undefined) checkJsonBounds(f.choices, `${p}/choices`, { strings: bound(limits, 'max_choice_bytes') });
    (f.show_if ?? []).forEach((c, k) => {
      checkJsonBounds(c.field, `${p}/show_if/${k}/field`, id);
      checkJsonBounds(c.value, `${p}/show_if/${k}/value`, { strings: bound(limits, 'max_condition_value_bytes') });
    });
  });
}
