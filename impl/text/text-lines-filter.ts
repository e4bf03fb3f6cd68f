import type { Input, Output } from '../../generated/tools/text/text-lines-filter.js';
import { limits } from '../../generated/tools/text/text-lines-filter.js';
import { limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';
import { compactJsonBytes, splitLines } from './lib/lines.js';
import { checkLineSearchWork, compilePattern } from './lib/patterns.js';

export default function textLinesFilter(input: Input): Output {
  const compiled = compilePattern({ pattern: input.pattern, mode: input.mode, case_insensitive: input.case_insensitive }, limits);
  const all = splitLines(input.text);
  checkLineSearchWork(compiled, utf8Length(input.text), all.length, limits);
  const keep = (input.action ?? 'keep') === 'keep';
  const lines: Output['lines'] = [];
  let text = '';
  let matched = 0;
  all.forEach((line, i) => {
    const hit = compiled.re.test(line.text);
    if (hit) matched++;
    if (hit !== keep) return;
    lines.push({ number: i + 1, text: line.text });
    text += line.text + line.terminator;
  });
  const output: Output = { text, lines, matched, total: all.length };
  const bytes = compactJsonBytes(output);
  if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the selected lines take ${bytes} bytes of JSON, over ${limits.max_output_bytes} (max_output_bytes)`);
  return output;
}
