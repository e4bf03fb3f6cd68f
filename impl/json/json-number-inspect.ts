import type { Input, Output } from '../../generated/tools/json/json-number-inspect.js';
import { limits } from '../../generated/tools/json/json-number-inspect.js';
import { limitExceeded } from '../lib/tool-error.js';
import { scanJsonTextOrThrow, textPositions } from './lib/json-text-scanner.js';
import { inspectNumberLiteral } from './lib/json-text-numbers.js';
import { walkJsonText } from './lib/json-text-walk.js';

type Row = Output['numbers'][number];

export default function jsonNumberInspect(input: Input): Output {
  const text = input.text;
  const root = scanJsonTextOrThrow(text, limits.max_depth, '/text');
  const all = (input.report ?? 'flagged') === 'all';
  let count = 0;
  let flagged = 0;
  const picked: { pointer: string; index: number; raw: string; verdict: ReturnType<typeof inspectNumberLiteral> }[] = [];
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
  const numbers: Row[] = picked.map((p, k) => ({
    pointer: p.pointer,
    ...at[k]!,
    // A literal longer than max_literal_chars is shown by its head; `literal_length` tells.
    literal: p.raw.length > limits.max_literal_chars ? p.raw.slice(0, limits.max_literal_chars) : p.raw,
    literal_length: p.raw.length,
    double: p.verdict.doubleText,
    round_trips: p.verdict.roundTrips,
    out_of_range: p.verdict.outOfRange,
    exceeds_safe_integer: p.verdict.exceedsSafeInteger,
  }));
  return { number_count: count, flagged_count: flagged, numbers };
}
