import type { Input, Output } from '../../generated/tools/formats/tsv-from-json.js';
import { limits } from '../../generated/tools/formats/tsv-from-json.js';
import { formatPointer } from '../lib/json-pointer.js';
import { invalidInput } from '../lib/tool-error.js';
import { numberText } from './lib/json-numbers.js';
import { OutputBudget } from './lib/output-budget.js';
import { encodeTsvField } from './lib/tsv-escape.js';

/** `at` builds the field's pointer only for a fault: a call writes up to max_rows x max_columns fields. */
function fieldText(v: unknown, at: () => string, escape: boolean): string {
  let s: string;
  if (v === null || v === undefined) s = '';
  else if (typeof v === 'string') s = v;
  else if (typeof v === 'number') s = numberText(v);
  else if (typeof v === 'boolean') s = v ? 'true' : 'false';
  else throw invalidInput(at(), 'a TSV field must be a string, number, boolean or null');
  if (escape) return encodeTsvField(s);
  if (/[\t\n\r]/.test(s)) throw invalidInput(at(), 'a tab or line break cannot be written in TSV without escapes: "backslash"');
  return s;
}

export default function tsvFromJson(input: Input): Output {
  const escape = (input.escapes ?? 'none') === 'backslash';
  const columns: string[] = input.columns;
  const known = new Set(columns);
  const out = new OutputBudget('/rows', limits.max_output_chars);
  out.push(columns.map((c, i) => fieldText(c, () => formatPointer(['columns', i]), escape)).join('\t') + '\n');
  input.rows.forEach((row: Record<string, unknown>, r: number) => {
    for (const key of Object.keys(row)) if (!known.has(key)) throw invalidInput(formatPointer(['rows', r, key]), `${JSON.stringify(key)} is not one of the columns`);
    const fields = columns.map((c) => fieldText(Object.hasOwn(row, c) ? row[c] : null, () => formatPointer(['rows', r, c]), escape));
    out.push(fields.join('\t') + '\n');
  });
  return { text: out.text() };
}
