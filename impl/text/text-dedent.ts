import type { Input, Output } from '../../generated/tools/text/text-dedent.js';
import { limits } from '../../generated/tools/text/text-dedent.js';
import { limitExceeded } from '../lib/tool-error.js';
import { compactJsonBytes, splitLines } from './lib/lines.js';

export default function textDedent(input: Input): Output {
  const lines = splitLines(input.text);
  // Builtins (an anchored regex without backtracking, startsWith) count as one step each, so the
  // work per line does not grow with its indentation.
  const indents = lines.map((l) => /^[ \t]*/.exec(l.text)![0].length);
  let margin: string | undefined;
  lines.forEach((l, i) => {
    if (indents[i] === l.text.length) return; // blank
    if (margin === undefined) margin = l.text.slice(0, indents[i]);
    else if (!l.text.startsWith(margin)) {
      // The longest prefix of the margin this line starts with, by binary search.
      let lo = 0;
      let hi = Math.min(margin.length, indents[i]!);
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (l.text.startsWith(margin.slice(0, mid))) lo = mid;
        else hi = mid - 1;
      }
      margin = margin.slice(0, lo);
    }
  });
  margin ??= '';
  const marginLength = margin.length;
  const clear = (input.blank_lines ?? 'clear') === 'clear';
  const text = lines
    .map((l, i) => {
      if (indents[i] === l.text.length) {
        // Emptying a blank line that ends in LF right after a bare CR would fuse CR and LF into one
        // CRLF break and lose a line, so that line keeps its blanks.
        const fuses = l.terminator === '\n' && i > 0 && lines[i - 1]!.terminator === '\r';
        return (clear && !fuses ? '' : l.text) + l.terminator;
      }
      return l.text.slice(marginLength) + l.terminator;
    })
    .join('');
  const bytes = compactJsonBytes(text);
  if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the output text takes ${bytes} bytes as a compact JSON string; at most ${limits.max_output_bytes} allowed (max_output_bytes)`);
  return { text, margin, changed: text !== input.text, line_count: lines.length };
}
