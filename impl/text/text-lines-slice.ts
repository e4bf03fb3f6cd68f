import type { Input, Output } from '../../generated/tools/text/text-lines-slice.js';
import { limits } from '../../generated/tools/text/text-lines-slice.js';
import { limitExceeded } from '../lib/tool-error.js';
import { compactJsonBytes, splitLines } from './lib/lines.js';

type OutLine = Output['lines'][number];

export default function textLinesSlice(input: Input): Output {
  const lines = splitLines(input.text);
  const n = lines.length;
  const resolve = (k: number) => (k > 0 ? k : n + 1 + k);
  const s = resolve(input.start ?? 1);
  const e = resolve(input.end ?? -1);
  const clipped = s < 1 || s > n || e < 1 || e > n;
  const from = Math.max(s, 1);
  const to = Math.min(e, n);

  const out: OutLine[] = [];
  let text = '';
  if (from <= to) {
    // The result's compact JSON size, counted line by line so a refused one costs no more than its limit.
    const refuse = () => limitExceeded('/end', `lines ${from} to ${to} and their text pass ${limits.max_output_bytes} bytes as compact JSON (max_output_bytes); select fewer lines`);
    // [] and the text's quotes; then each entry, its comma, and its piece of the text (JSON escapes
    // are per character, so the pieces' sizes add up).
    let bytes = 4;
    for (let k = from; k <= to; k++) {
      const line = lines[k - 1]!;
      const entry: OutLine = { number: k, text: line.text };
      bytes += compactJsonBytes(entry) + (k > from ? 1 : 0) + compactJsonBytes(line.text + line.terminator) - 2;
      if (bytes > limits.max_output_bytes) throw refuse();
      out.push(entry);
      text += line.text + line.terminator;
    }
  }
  return { lines: out, text, total_lines: n, first: out.length ? from : null, last: out.length ? to : null, clipped };
}
