import type { Input, Output } from '../../generated/tools/csv/csv-join.js';
import { limits } from '../../generated/tools/csv/csv-join.js';
import { ToolError, invalidInput, limitExceeded } from '../lib/tool-error.js';
import { resolveDialect } from './lib/csv-dialect.js';
import { keyCellNormalizer, recordCharsLowerBound, tupleKey } from './lib/csv-key-tuple.js';
import { outputTooLong, parseCsv, resolveColumn, serializeCsv } from './lib/csv-table.js';

export default function csvJoin(input: Input): Output {
  const dialect = resolveDialect(input.dialect, '/dialect');
  const left = parseCsv(input.left, dialect, '/left', limits, { uniqueHeader: true });
  const right = parseCsv(input.right, dialect, '/right', limits, { uniqueHeader: true });
  const type = input.type ?? 'inner';
  const li: number[] = [];
  const ri: number[] = [];
  input.on.forEach((pair, k) => {
    const l = resolveColumn(left, pair.left, `/on/${k}/left`);
    const r = resolveColumn(right, pair.right, `/on/${k}/right`);
    if (li.includes(l)) throw invalidInput(`/on/${k}/left`, `left column ${JSON.stringify(pair.left)} is paired twice`);
    if (ri.includes(r)) throw invalidInput(`/on/${k}/right`, `right column ${JSON.stringify(pair.right)} is paired twice`);
    li.push(l);
    ri.push(r);
  });
  const rightKeys = new Set(ri);
  const rightKept = Array.from({ length: right.width }, (_, k) => k).filter((k) => !rightKeys.has(k));

  let header: string[] | null = null;
  if (left.header !== null && right.header !== null) {
    const suffix = input.right_suffix ?? '';
    const taken = new Set(left.header);
    const added = rightKept.map((k) => {
      const original = right.header![k]!;
      const name = taken.has(original) ? original + suffix : original;
      if (taken.has(name)) {
        const message = `right column ${JSON.stringify(original)} would be written as ${JSON.stringify(name)}, which is already an output column; set or change right_suffix`;
        throw new ToolError('collision', message, [{ pointer: '/right', message }]);
      }
      taken.add(name);
      return name;
    });
    header = [...left.header, ...added];
  }

  const normalize = keyCellNormalizer(input.match ?? {});
  const index = new Map<string, number[]>();
  right.rows.forEach((row, j) => {
    const key = tupleKey(row, ri, normalize);
    const list = index.get(key);
    if (list) list.push(j);
    else index.set(key, [j]);
  });

  // Size the result before building it: many-to-many keys multiply rows.
  const leftChars = left.rows.map((row) => recordCharsLowerBound(row));
  const rightChars = right.rows.map((row) => recordCharsLowerBound(row, rightKeys));
  const matches = left.rows.map((row) => index.get(tupleKey(row, li, normalize)) ?? []);
  const rightMatched = new Uint8Array(right.rows.length);
  let rows = 0;
  let chars = 0;
  let matched = 0;
  let leftUnmatched = 0;
  // Each row is counted as it is found, so m x n pairs on one key stop at the first row past a limit
  // instead of being walked in full (131072 x 131072 fit in the inputs) before the check.
  const count = (rowChars: number) => {
    rows++;
    chars += rowChars;
    if (rows > limits.max_output_rows) throw limitExceeded('/on', `the join would produce more than ${limits.max_output_rows} rows (limit max_output_rows)`);
    if (chars > limits.max_output_chars) throw outputTooLong('/on', 'the join', limits.max_output_chars);
  };
  matches.forEach((list, i) => {
    if (list.length === 0) {
      leftUnmatched++;
      if (type === 'left' || type === 'full') count(leftChars[i]! + rightKept.length);
      return;
    }
    for (const j of list) {
      rightMatched[j] = 1;
      matched++;
      count(leftChars[i]! + rightChars[j]!);
    }
  });
  let rightUnmatched = 0;
  rightMatched.forEach((m, j) => {
    if (m) return;
    rightUnmatched++;
    if (type === 'right' || type === 'full') count(left.width + recordCharsLowerBound(right.rows[j]!));
  });

  const out: string[][] = [];
  const emptyRight = rightKept.map(() => '');
  matches.forEach((list, i) => {
    const l = left.rows[i]!;
    if (list.length === 0) {
      if (type === 'left' || type === 'full') out.push([...l, ...emptyRight]);
      return;
    }
    for (const j of list) {
      const r = right.rows[j]!;
      out.push([...l, ...rightKept.map((k) => r[k]!)]);
    }
  });
  if (type === 'right' || type === 'full') {
    rightMatched.forEach((m, j) => {
      if (m) return;
      const r = right.rows[j]!;
      // Key columns are shared: a right-only row carries its key in the left key columns.
      const l = Array.from({ length: left.width }, () => '');
      li.forEach((c, k) => {
        l[c] = r[ri[k]!]!;
      });
      out.push([...l, ...rightKept.map((k) => r[k]!)]);
    });
  }
  return {
    csv: serializeCsv(header, out, dialect, '/on', limits),
    rows: out.length,
    matched_rows: matched,
    left_unmatched_rows: leftUnmatched,
    right_unmatched_rows: rightUnmatched,
  };
}
