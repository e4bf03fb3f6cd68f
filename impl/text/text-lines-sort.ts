import type { Input, Output } from '../../generated/tools/text/text-lines-sort.js';
import { limits } from '../../generated/tools/text/text-lines-sort.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { limitExceeded } from '../lib/tool-error.js';
import { lineKey } from './lib/line-keys.js';
import { compactJsonBytes, splitLines, terminatorText } from './lib/lines.js';
import { compareNatural } from './lib/natural-compare.js';

type Sorted = Output['lines'][number];

export default function textLinesSort(input: Input): Output {
  const lines = splitLines(input.text);
  const fold = { case_fold: input.case_fold };
  const keyed = lines.map((line, i) => ({ key: lineKey(line.text, fold), index: i }));
  const compare = input.order === 'natural' ? compareNatural : compareCodePoints;
  const sign = input.direction === 'descending' ? -1 : 1;
  // Array.prototype.sort is stable (ES2019), so equal keys keep their input order both ways.
  keyed.sort((a, b) => (a.key === b.key ? 0 : sign * compare(a.key, b.key)));

  const choice = input.line_ending ?? 'first';
  const ending = choice === 'first' ? (lines[0]?.terminator || '\n') : terminatorText(choice);
  // [] and the text's quotes; then each entry, its comma and its piece of the text (JSON escapes are
  // per character, so the pieces' sizes add up).
  let bytes = 4;
  let text = '';
  const out: Sorted[] = [];
  for (const [k, { index }] of keyed.entries()) {
    const entry = { text: lines[index]!.text, line: index + 1 };
    const piece = entry.text + ending;
    bytes += compactJsonBytes(entry) + (k > 0 ? 1 : 0) + compactJsonBytes(piece) - 2;
    if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the ${lines.length} sorted lines and their text pass ${limits.max_output_bytes} bytes as compact JSON at line ${k + 1} of the result (max_output_bytes)`);
    out.push(entry);
    text += piece;
  }
  return { lines: out, text, line_count: lines.length };
}
