import type { Input, Output } from '../../generated/tools/formats/tsv-from-json.js';
import { limits } from '../../generated/tools/formats/tsv-from-json.js';
import { formatPointer } from '../lib/json-pointer.js';
import { invalidInput } from '../lib/tool-error.js';
import { numberText } from './lib/json-numbers.js';
import { OutputBudget } from './lib/output-budget.js';
import { encodeTsvField } from './lib/tsv-escape.js';

/** The field's text before escaping; `at` builds the field's pointer only for a fault (a call writes up to max_rows x max_columns fields). */
function fieldText(v: unknown, at: () => string, escape: boolean): string {
  let s: string;
  if (v === null || v === undefined) s = '';
  else if (typeof v === 'string') s = v;
  else if (typeof v === 'number') s = numberText(v);
  else if (typeof v === 'boolean') s = v ? 'true' : 'false';
  else throw invalidInput(at(), 'a TSV field must be a string, number, boolean or null');
  if (!escape && /[\t\n\r]/.test(s)) throw invalidInput(at(), 'a tab or line break cannot be written in TSV without escapes: "backslash"');
  return s;
}

export default function tsvFromJson(input: Input): Output {
  const escape = (input.escapes ?? 'none') === 'backslash';
  const columns: string[] = input.columns;
  const known = new Set(columns);
  const out = new OutputBudget('/rows', limits.max_output_chars);
  // Field by field (escaped in slices), so a record that passes the limit is refused there, not built whole first.
  const record = (fields: string[]) => {
    fields.forEach((f, i) => {
      if (i > 0) out.push('\t');
      if (escape) out.pushEncoded(f, encodeTsvField);
      else out.push(f);
    });
    out.push('\n');
  };
  record(columns.map((c, i) => fieldText(c, () => formatPointer(['columns', i]), escape)));
  input.rows.forEach((row: Record<string, unknown>, r: number) => {
    for (const key of Object.keys(row)) if (!known.has(key)) throw invalidInput(formatPointer(['rows', r, key]), `${JSON.stringify(key)} is not one of the columns`);
    record(columns.map((c) => fieldText(Object.hasOwn(row, c) ? row[c] : null, () => formatPointer(['rows', r, c]), escape)));
  });
  return { text: out.text() };
}
