import type { Input, Output } from '../../generated/tools/text/text-lines-split.js';
import { limits } from '../../generated/tools/text/text-lines-split.js';
import { limitExceeded } from '../lib/tool-error.js';
import { compactJsonBytes, splitLines, terminatorName } from './lib/lines.js';

type OutLine = Output['lines'][number];

export default function textLinesSplit(input: Input): Output {
  const lines = splitLines(input.text);
  const endings = { lf: 0, crlf: 0, cr: 0 };
  for (const line of lines) {
    const name = terminatorName(line.terminator);
    if (name !== 'none') endings[name]++;
  }
  const out: OutLine[] = [];
  if (input.include_lines !== false) {
    // The list's compact JSON size, counted line by line so a refused list costs no more than its limit.
    let bytes = 2;
    for (let i = 0; i < lines.length; i++) {
      const entry: OutLine = { number: i + 1, text: lines[i]!.text, terminator: terminatorName(lines[i]!.terminator) };
      bytes += compactJsonBytes(entry) + (i > 0 ? 1 : 0);
      if (bytes > limits.max_output_bytes) {
        throw limitExceeded('/text', `the list of ${lines.length} lines passes ${limits.max_output_bytes} bytes as compact JSON at line ${i + 1} (max_output_bytes); include_lines false returns only the counts`);
      }
      out.push(entry);
    }
  }
  const kinds = (endings.lf > 0 ? 1 : 0) + (endings.crlf > 0 ? 1 : 0) + (endings.cr > 0 ? 1 : 0);
  const last = lines[lines.length - 1];
  return {
    lines: out,
    line_count: lines.length,
    endings,
    mixed_endings: kinds >= 2,
    final_terminator: last !== undefined && last.terminator !== '',
  };
}
