import type { Input, Output } from '../../generated/tools/forms/form-answers-diff.js';
import { limits } from '../../generated/tools/forms/form-answers-diff.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { compareDecimal, fromNumber, type Decimal } from '../lib/decimal.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { jsonEquals } from '../lib/json-value.js';
import { ToolError } from '../lib/tool-error.js';
import { checkDefinitionLimits, memberPointer, readNumberText, requireValidDefinition, type FormDefinition } from './lib/definition.js';

type Row = Output['changes'][number];

const ANSWER_BOUNDS = { depth: bound(limits, 'max_answer_depth'), nodes: bound(limits, 'max_answer_nodes'), strings: bound(limits, 'max_answer_string_bytes') };

function asNumber(v: unknown, chars: number): Decimal | null {
  if (typeof v === 'string') return readNumberText(v, chars);
  if (typeof v === 'number' && Number.isFinite(v)) return fromNumber(v);
  return null;
}

function asSelectionSet(v: unknown): string[] | null {
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) return null;
  return new Set(v).size === v.length ? (v as string[]) : null;
}

function checkAnswers(answers: Record<string, unknown>, at: string, known: Set<string>): [string, unknown][] {
  const entries = Object.entries(answers).sort(([a], [b]) => compareCodePoints(a, b));
  for (const [key, value] of entries) checkJsonBounds(value, memberPointer(at, key), ANSWER_BOUNDS, 'the answer');
  return entries.filter(([key]) => !known.has(key)).map(([key]) => [memberPointer(at, key), null]);
}

export default function formAnswersDiff(input: Input): Output {
  checkJsonBounds(input, '', { depth: bound(limits, 'max_input_depth'), nodes: bound(limits, 'max_input_nodes'), bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const definition = input.definition as FormDefinition;
  checkDefinitionLimits(definition, '/definition', limits);
  const ids = new Set(definition.fields.map((f) => f.id));
  const unknownBefore = checkAnswers(input.before, '/before', ids);
  const unknownAfter = checkAnswers(input.after, '/after', ids);
  const chars = limits.max_number_chars;
  const fields = requireValidDefinition(definition, '/definition', chars);
  const unknown = [...unknownBefore, ...unknownAfter];
  if (unknown.length > 0) {
    const details = unknown.map(([pointer]) => ({ pointer, message: 'answers a field id the definition does not have' }));
    throw new ToolError('invalid_input', `${unknown.length} answer key(s) match no field of the definition`, details);
  }

  const before = new Map(Object.entries(input.before));
  const after = new Map(Object.entries(input.after));
  const changes: Row[] = [];
  const counts = { added: 0, changed: 0, cleared: 0, unchanged: 0, unanswered: 0 };
  for (const m of fields) {
    const id = m.field.id;
    const pointer = `/definition/fields/${m.index}`;
    const was = before.has(id);
    const now = after.has(id);
    if (!was && !now) {
      counts.unanswered++;
      continue;
    }
    const b = before.get(id);
    const a = after.get(id);
    if (!was) {
      counts.added++;
      changes.push({ field: id, pointer, status: 'added', after: a });
      continue;
    }
    if (!now) {
      counts.cleared++;
      changes.push({ field: id, pointer, status: 'cleared', before: b });
      continue;
    }
    const type = m.field.type;
    let same: boolean;
    let delta: { selections_added: string[]; selections_removed: string[] } | null = null;
    const nb = type === 'number' || type === 'integer' ? asNumber(b, chars) : null;
    const na = type === 'number' || type === 'integer' ? asNumber(a, chars) : null;
    const sb = type === 'multi' ? asSelectionSet(b) : null;
    const sa = type === 'multi' ? asSelectionSet(a) : null;
    if (nb !== null && na !== null) same = compareDecimal(nb, na) === 0;
    else if (sb !== null && sa !== null) {
      const setB = new Set(sb);
      const setA = new Set(sa);
      delta = { selections_added: sa.filter((x) => !setB.has(x)), selections_removed: sb.filter((x) => !setA.has(x)) };
      same = delta.selections_added.length === 0 && delta.selections_removed.length === 0;
    } else same = jsonEquals(b, a);
    if (same) {
      counts.unchanged++;
      continue;
    }
    counts.changed++;
    changes.push({ field: id, pointer, status: 'changed', before: b, after: a, ...(delta ?? {}) });
  }
  const output: Output = { changed: changes.length > 0, changes, counts };
  checkJsonBounds(output, '', { bytes: bound(limits, 'max_output_bytes') }, 'the result');
  return output;
}
