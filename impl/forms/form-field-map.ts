import type { Input, Output } from '../../generated/tools/forms/form-field-map.js';
import { limits } from '../../generated/tools/forms/form-field-map.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { pointerToken } from '../lib/json-pointer.js';
import { orderedObject } from '../lib/ordered-object.js';
import { ToolError, invalidInput } from '../lib/tool-error.js';

type Field = Input['definition']['fields'][number];
type Dropped = Output['dropped'][number];

const INPUT_BOUNDS = { depth: bound(limits, 'max_input_depth'), nodes: bound(limits, 'max_input_nodes'), bytes: bound(limits, 'max_input_bytes') };
const ID = { strings: bound(limits, 'max_id_bytes') };
const LABEL = { strings: bound(limits, 'max_label_bytes') };
const CHOICE = { strings: bound(limits, 'max_choice_bytes') };
const ANSWER_BOUNDS = { depth: bound(limits, 'max_answer_depth'), nodes: bound(limits, 'max_answer_nodes'), strings: bound(limits, 'max_answer_string_bytes') };

function checkLimits(input: Input, answers: [string, unknown][]): void {
  checkJsonBounds(input, '', INPUT_BOUNDS, 'the input');
  input.definition.fields.forEach((f, i) => {
    const at = `/definition/fields/${i}`;
    checkJsonBounds(f.id, `${at}/id`, ID);
    checkJsonBounds(f.label, `${at}/label`, LABEL);
    if (f.choices !== undefined) checkJsonBounds(f.choices, `${at}/choices`, CHOICE);
  });
  input.mapping.forEach((m, i) => {
    checkJsonBounds(m.from, `/mapping/${i}/from`, ID);
    checkJsonBounds(m.to, `/mapping/${i}/to`, ID);
  });
  for (const [key, value] of answers) checkJsonBounds(value, `/answers/${pointerToken(key)}`, ANSWER_BOUNDS, 'the answer');
}

export default function formFieldMap(input: Input): Output {
  const fields = input.definition.fields;
  // Answers are visited in code point order of their keys, so which fault is reported first does not
  // depend on JavaScript's own-key order (which lists integer-like keys first).
  const answerEntries = Object.entries(input.answers ?? {}).sort(([a], [b]) => compareCodePoints(a, b));
  checkLimits(input, answerEntries);

  const indexById = new Map<string, number>();
  fields.forEach((f, i) => {
    if (indexById.has(f.id)) throw invalidInput(`/definition/fields/${i}/id`, `repeats the id of field ${indexById.get(f.id)}`);
    indexById.set(f.id, i);
  });

  // Field index -> [mapping index, target id]; the mapping is applied once, never transitively.
  const mapped = new Map<number, { entry: number; to: string }>();
  input.mapping.forEach((m, i) => {
    const field = indexById.get(m.from);
    if (field === undefined) throw invalidInput(`/mapping/${i}/from`, 'is not the id of a field of the definition');
    if (mapped.has(field)) throw invalidInput(`/mapping/${i}/from`, `repeats the source of mapping ${mapped.get(field)!.entry}`);
    mapped.set(field, { entry: i, to: m.to });
  });

  const answers = new Map(answerEntries);
  const unknown = answerEntries.filter(([key]) => !indexById.has(key));
  if (unknown.length > 0) {
    const details = unknown.map(([key]) => ({
      pointer: `/answers/${pointerToken(key)}`,
      message: 'answers a field id the definition does not have',
    }));
    throw new ToolError('invalid_input', `${unknown.length} answer key(s) match no field of the definition`, details);
  }

  const keep = input.unmapped === 'keep';
  const outId = fields.map((f, i) => mapped.get(i)?.to ?? (keep ? f.id : null));
  checkCollisions(fields, outId, mapped);

  const outFields: Field[] = [];
  const outAnswers: [string, unknown][] = [];
  const renamed: Output['renamed'] = [];
  const dropped: Dropped[] = [];
  const unchanged: string[] = [];
  let moved = 0;
  let kept = 0;
  let answersDropped = 0;
  fields.forEach((f, i) => {
    const id = outId[i]!;
    const answered = answers.has(f.id);
    if (id === null) {
      const row: Dropped = { id: f.id, has_answer: answered };
      if (answered) {
        row.answer = answers.get(f.id);
        answersDropped++;
      }
      dropped.push(row);
      return;
    }
    const field: Field = { id, label: f.label, type: f.type, required: f.required };
    if (f.choices !== undefined) field.choices = [...f.choices];
    outFields.push(field);
    if (id === f.id) unchanged.push(id);
    else renamed.push({ from: f.id, to: id });
    if (answered) {
      outAnswers.push([id, answers.get(f.id)]);
      if (id === f.id) kept++;
      else moved++;
    }
  });

  const output: Output = {
    definition: { fields: outFields },
    answers: orderedObject(outAnswers), // output field order (rule 6), also for ids like "10"
    renamed,
    dropped,
    unchanged_ids: unchanged,
    counts: {
      fields_in: fields.length,
      fields_out: outFields.length,
      renamed: renamed.length,
      dropped: dropped.length,
      unchanged_ids: unchanged.length,
      answers_moved: moved,
      answers_dropped: answersDropped,
      answers_kept: kept,
    },
  };
  checkJsonBounds(output, '', { bytes: bound(limits, 'max_output_bytes') }, 'the result');
  return output;
}

/**
 * Scanning fields in order, the first field whose output id an earlier field already takes raises
 * `collision` for that target, naming every field that would take it, in field order.
 */
function checkCollisions(fields: Field[], outId: (string | null)[], mapped: Map<number, { entry: number; to: string }>): void {
  const taken = new Set<string>();
  for (let i = 0; i < fields.length; i++) {
    const target = outId[i];
    if (target === null || target === undefined) continue;
    if (!taken.has(target)) {
      taken.add(target);
      continue;
    }
    const sources: number[] = [];
    outId.forEach((t, j) => {
      if (t === target) sources.push(j);
    });
    const names = sources.map((j) => JSON.stringify(fields[j]!.id)).join(', ');
    const details = sources.map((j) => {
      const m = mapped.get(j);
      const source = JSON.stringify(fields[j]!.id);
      return m === undefined
        ? { pointer: `/definition/fields/${j}/id`, message: `field ${source} is kept unmapped under the target id ${JSON.stringify(target)}` }
        : { pointer: `/mapping/${m.entry}/to`, message: `field ${source} is mapped to the target id ${JSON.stringify(target)}` };
    });
    throw new ToolError('collision', `target id ${JSON.stringify(target)} would be taken by fields ${names}`, details, {
      target,
      sources: sources.map((j) => fields[j]!.id),
    });
  }
}
