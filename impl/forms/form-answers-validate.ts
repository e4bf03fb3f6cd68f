import type { Input, Output } from '../../generated/tools/forms/form-answers-validate.js';
import { limits } from '../../generated/tools/forms/form-answers-validate.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { checkDefinitionLimits, memberPointer, readAnswer, requireValidDefinition, shownFields, type FormDefinition } from './lib/definition.js';

type AnswerError = Output['errors'][number];

const ANSWER_BOUNDS = { depth: bound(limits, 'max_answer_depth'), nodes: bound(limits, 'max_answer_nodes'), strings: bound(limits, 'max_answer_string_bytes') };

export default function formAnswersValidate(input: Input): Output {
  checkJsonBounds(input, '', { depth: bound(limits, 'max_input_depth'), nodes: bound(limits, 'max_input_nodes'), bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const definition = input.definition as FormDefinition;
  checkDefinitionLimits(definition, '/definition', limits);
  // Code point order of the keys, so neither the fault reported first nor the order of unknown keys
  // depends on JavaScript's own-key order (integer-like keys first).
  const entries = Object.entries(input.answers).sort(([a], [b]) => compareCodePoints(a, b));
  for (const [key, value] of entries) checkJsonBounds(value, memberPointer('/answers', key), ANSWER_BOUNDS, 'the answer');
  const fields = requireValidDefinition(definition, '/definition', limits.max_number_chars);

  const answers = new Map(entries);
  const shown = shownFields(fields, (id) => answers.get(id), limits.max_number_chars);
  const reject = (input.hidden_answers ?? 'reject') === 'reject';
  const errors: AnswerError[] = [];
  const hidden: string[] = [];
  const known = new Set<string>();
  let answered = 0;
  for (const m of fields) {
    const id = m.field.id;
    known.add(id);
    const at = memberPointer('/answers', id);
    const present = answers.has(id);
    if (present) answered++;
    if (!shown[m.index]) {
      hidden.push(id);
      if (present && reject) errors.push({ field: id, code: 'answered_while_hidden', pointer: at, message: 'answers a field its show_if conditions hide' });
      continue;
    }
    if (!present) {
      if (m.field.required) errors.push({ field: id, code: 'required', pointer: at, message: 'a required field has no answer' });
      continue;
    }
    const { fault } = readAnswer(m, answers.get(id), limits.max_number_chars);
    if (fault !== null) errors.push({ field: id, code: fault.code, pointer: at + fault.at, message: fault.message });
  }
  for (const [key] of entries) {
    if (!known.has(key)) errors.push({ field: key, code: 'unknown_field', pointer: memberPointer('/answers', key), message: 'no field of the definition has this id' });
  }
  return {
    valid: errors.length === 0,
    errors,
    hidden,
    counts: { fields: fields.length, shown: fields.length - hidden.length, hidden: hidden.length, answered, errors: errors.length },
  };
}
