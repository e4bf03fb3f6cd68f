import type { Input, Output } from '../../generated/tools/json/json-number-inspect.js';
import { limits } from '../../generated/tools/json/json-number-inspect.js';
import { limitExceeded } from '../lib/tool-error.js';
import { scanJsonTextOrThrow, textPositions } from './lib/json-text-scanner.js';
import { inspectNumberLiteral } from './lib/json-text-numbers.js';
import { walkJsonText } from './lib/json-text-walk.js';
import { compactBytesWithin } from './lib/json-doc-tree.js';

type Row = Output['numbers'][number];

export default function jsonNumberInspect(input: Input): Output {
  const text = input.text;
  const root = scanJsonTextOrThrow(text, limits.max_depth, '/text');
  const all = (input.report ?? 'flagged') === 'all';
  let count = 0;
  let flagged = 0;
  const picked: Picked[] = [];
  walkJsonText(root, ({ node, pointer }) => {
    if (node.kind !== 'number') return;
    count++;
    const verdict = inspectNumberLiteral(node.raw);
    const isFlagged = !verdict.roundTrips || verdict.exceedsSafeInteger;
    if (isFlagged) flagged++;
    if (!isFlagged && !all) return;
    if (picked.length === limits.max_rows) throw limitExceeded('/text', `more than ${limits.max_rows} numbers to report (max_rows)`);
    picked.push({ pointer, index: node.start, raw: node.raw, verdict });
  });
  // The walk is in document order, which is text order: positions come in one pass.
  const at = textPositions(text, picked.map((p) => p.index));
  // A row's pointer repeats every member name on its path, so 1000 rows under one deep path of long
  // names would be hundreds of MB: rows are measured as they are built and refused at the first past the limit.
  let bytes = 2; // []
  const numbers: Row[] = picked.map((p, k) => {
    const row = rowOf(p, at[k]!);
    bytes += (k > 0 ? 1 : 0) + compactBytesWithin(row, limits.max_output_bytes - bytes);
    if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the rows would pass ${limits.max_output_bytes} bytes as compact JSON at row ${k + 1} (max_output_bytes)`);
    return row;
  });
  return { number_count: count, flagged_count: flagged, numbers };
}

type Picked = { pointer: string; index: number; raw: string; verdict: ReturnType<typeof inspectNumberLiteral> };

function rowOf(p: Picked, at: ReturnType<typeof textPositions>[number]): Row {
  return {
    pointer: p.pointer,
    ...at,
    // A literal longer than max_literal_chars is shown by its head; `literal_length` tells.
    literal: p.raw.length > limits.max_literal_chars ? p.raw.slice(0, limits.max_literal_chars) : p.raw,
    literal_length: p.raw.length,
    double: p.verdict.doubleText,
    round_trips: p.verdict.roundTrips,
    out_of_range: p.verdict.outOfRange,
    exceeds_safe_integer: p.verdict.exceedsSafeInteger,
  };
}
