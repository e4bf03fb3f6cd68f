import type { Input, Output } from '../../generated/tools/text/text-display-width.js';
import { limits } from '../../generated/tools/text/text-display-width.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { splitLines } from './lib/lines.js';
import { isControl, textWidth } from './lib/unicode/display-width.js';

export default function textDisplayWidth(input: Input): Output {
  const text = input.text;
  const ambiguous = input.ambiguous_width ?? 1;
  if (input.control_characters === 'reject') {
    let offset = 0;
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (cp !== 0x0a && cp !== 0x0d && isControl(cp)) {
        throw invalidInput('/text', `the text holds control character U+${cp.toString(16).toUpperCase().padStart(4, '0')} at code point offset ${offset} (control_characters is reject)`);
      }
      offset++;
    }
  }
  const lines = splitLines(text);
  if (input.per_line && lines.length > limits.max_line_widths) {
    throw limitExceeded('/text', `the text has ${lines.length} lines; per_line lists at most ${limits.max_line_widths} (max_line_widths)`);
  }
  const widths = lines.map((line) => textWidth(line.text, ambiguous));
  let width = 0;
  let total = 0;
  for (const w of widths) {
    if (w > width) width = w;
    total += w;
  }
  const out: Output = { width, total_width: total, lines: lines.length };
  if (input.per_line) out.line_widths = widths;
  return out;
}
