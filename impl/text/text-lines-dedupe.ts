import type { Input, Output } from '../../generated/tools/text/text-lines-dedupe.js';
import { limits } from '../../generated/tools/text/text-lines-dedupe.js';
import { limitExceeded } from '../lib/tool-error.js';
import { lineKey } from './lib/line-keys.js';
import { compactJsonBytes, splitLines } from './lib/lines.js';

type Kept = Output['lines'][number];

export default function textLinesDedupe(input: Input): Output {
  const lines = splitLines(input.text);
  const options = { trim: input.trim, case_fold: input.case_fold };
  const kept: { entry: Kept; index: number }[] = [];
  if ((input.scope ?? 'global') === 'global') {
    // A Map, so keys such as "__proto__" are ordinary data.
    const first = new Map<string, Kept>();
    lines.forEach((line, i) => {
      const key = lineKey(line.text, options);
      const seen = first.get(key);
      if (seen) seen.count++;
      else {
        const entry = { text: line.text, line: i + 1, count: 1 };
        first.set(key, entry);
        kept.push({ entry, index: i });
      }
    });
  } else {
    let previous: string | undefined;
    lines.forEach((line, i) => {
      const key = lineKey(line.text, options);
      if (key === previous) kept[kept.length - 1]!.entry.count++;
      else kept.push({ entry: { text: line.text, line: i + 1, count: 1 }, index: i });
      previous = key;
    });
  }

  // [] and the text's quotes; then each entry, its comma and its piece of the text (JSON escapes are
  // per character, so the pieces' sizes add up).
  let bytes = 4;
  let text = '';
  const out: Kept[] = [];
  for (const [k, { entry, index }] of kept.entries()) {
    const piece = entry.text + lines[index]!.terminator;
    bytes += compactJsonBytes(entry) + (k > 0 ? 1 : 0) + compactJsonBytes(piece) - 2;
    if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the ${kept.length} kept lines and their text pass ${limits.max_output_bytes} bytes as compact JSON at kept line ${k + 1} (max_output_bytes)`);
    out.push(entry);
    text += piece;
  }
  return { lines: out, text, line_count: lines.length, kept_count: out.length, removed_count: lines.length - out.length };
}
