import type { Input, Output } from '../../generated/tools/forms/form-responses-tally.js';
import { limits } from '../../generated/tools/forms/form-responses-tally.js';
import { reduceRational } from '../math/lib/rational.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { addDecimal, compareDecimal, formatDecimal, normalizeDecimal, pow10, type Decimal } from '../lib/decimal.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { ToolError } from '../lib/tool-error.js';
import { checkDefinitionLimits, memberPointer, readAnswer, requireValidDefinition, shownFields, type FieldModel, type FormDefinition } from './lib/definition.js';

type Tally = Output['fields'][number];

const ANSWER_BOUNDS = { depth: bound(limits, 'max_answer_depth'), nodes: bound(limits, 'max_answer_nodes'), strings: bound(limits, 'max_answer_string_bytes') };

type Acc = {
  answered: number;
  missing: number;
  skipped: number;
  invalid: number;
  options: Map<string, number>;
  other: Map<string, number>;
  otherCount: number;
  yes: number;
  no: number;
  sum: Decimal;
  min: Decimal | null;
  max: Decimal | null;
};

const text = (d: Decimal) => formatDecimal(normalizeDecimal(d));

function finish(m: FieldModel, a: Acc): Tally {
  const f = m.field;
  const row: Tally = { field: f.id, type: f.type, answered: a.answered, missing: a.missing, skipped: a.skipped, invalid: a.invalid };
  if (f.type === 'choice' || f.type === 'multi') {
    row.options = f.choices!.map((c) => ({ choice: c, count: a.options.get(c) ?? 0 }));
    if (f.allow_other === true) {
      const texts = [...a.other].sort(([x, n], [y, k]) => k - n || compareCodePoints(x, y)).map(([t, count]) => ({ text: t, count }));
      row.other = { count: a.otherCount, texts };
    }
  } else if (f.type === 'boolean') {
    row.booleans = { true: a.yes, false: a.no };
  } else if (f.type === 'number' || f.type === 'integer') {
    if (a.answered === 0) row.stats = { count: 0, sum: '0', min: null, max: null, mean: null };
    else {
      const mean = reduceRational({ num: a.sum.unscaled, den: pow10(a.sum.scale) * BigInt(a.answered) });
      row.stats = { count: a.answered, sum: text(a.sum), min: text(a.min!), max: text(a.max!), mean: { numerator: mean.num.toString(), denominator: mean.den.toString() } };
    }
  }
  return row;
}

export default function formResponsesTally(input: Input): Output {
  checkJsonBounds(input, '', { depth: bound(limits, 'max_input_depth'), nodes: bound(limits, 'max_input_nodes'), bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const definition = input.definition as FormDefinition;
  checkDefinitionLimits(definition, '/definition', limits);
  const ids = new Set(definition.fields.map((f) => f.id));
  const unknown: string[] = [];
  const responses = input.responses.map((r, i) => {
    const entries = Object.entries(r).sort(([a], [b]) => compareCodePoints(a, b));
    for (const [key, value] of entries) {
      checkJsonBounds(value, memberPointer(`/responses/${i}`, key), ANSWER_BOUNDS, 'the answer');
      if (!ids.has(key)) unknown.push(memberPointer(`/responses/${i}`, key));
    }
    return new Map(entries);
  });
  const chars = limits.max_number_chars;
  const fields = requireValidDefinition(definition, '/definition', chars);
  if (unknown.length > 0) {
    const details = unknown.map((pointer) => ({ pointer, message: 'answers a field id the definition does not have' }));
    throw new ToolError('invalid_input', `${unknown.length} answer key(s) match no field of the definition`, details);
  }

  const accs: Acc[] = fields.map(() => ({ answered: 0, missing: 0, skipped: 0, invalid: 0, options: new Map(), other: new Map(), otherCount: 0, yes: 0, no: 0, sum: { unscaled: 0n, scale: 0 }, min: null, max: null }));
  for (const answers of responses) {
    const shown = shownFields(fields, (id) => answers.get(id), chars);
    for (const m of fields) {
      const a = accs[m.index]!;
      if (!shown[m.index]) {
        a.skipped++;
        continue;
      }
      if (!answers.has(m.field.id)) {
        a.missing++;
        continue;
      }
      const { typed, fault } = readAnswer(m, answers.get(m.field.id), chars);
      if (typed === null || fault !== null) {
        a.invalid++;
        continue;
      }
      a.answered++;
      switch (typed.kind) {
        case 'choice':
          if (typed.other) {
            a.otherCount++;
            a.other.set(typed.text, (a.other.get(typed.text) ?? 0) + 1);
          } else a.options.set(typed.text, (a.options.get(typed.text) ?? 0) + 1);
          break;
        case 'multi':
          for (const s of typed.items) if (s !== typed.other) a.options.set(s, (a.options.get(s) ?? 0) + 1);
          if (typed.other !== null) {
            a.otherCount++;
            a.other.set(typed.other, (a.other.get(typed.other) ?? 0) + 1);
          }
          break;
        case 'boolean':
          if (typed.value) a.yes++;
          else a.no++;
          break;
        case 'number':
          a.sum = addDecimal(a.sum, typed.value);
          if (a.min === null || compareDecimal(typed.value, a.min) < 0) a.min = typed.value;
          if (a.max === null || compareDecimal(typed.value, a.max) > 0) a.max = typed.value;
          break;
        default:
          break;
      }
    }
  }
  const output: Output = { responses: responses.length, fields: fields.map((m) => finish(m, accs[m.index]!)) };
  checkJsonBounds(output, '', { bytes: bound(limits, 'max_output_bytes') }, 'the result');
  return output;
}
