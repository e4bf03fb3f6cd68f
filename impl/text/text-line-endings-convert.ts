import type { Input, Output } from '../../generated/tools/text/text-line-endings-convert.js';
import { limits } from '../../generated/tools/text/text-line-endings-convert.js';
import { limitExceeded } from '../lib/tool-error.js';
import { compactJsonBytes, terminatorText } from './lib/lines.js';

/** Builtin regular-expression counts: one step each, however long the text. */
const count = (text: string, re: RegExp) => text.match(re)?.length ?? 0;

export default function textLineEndingsConvert(input: Input): Output {
  const { text, target } = input;
  const mode = input.final_newline ?? 'keep';
  const endings = { lf: count(text, /(?<!\r)\n/g), crlf: count(text, /\r\n/g), cr: count(text, /\r(?!\n)/g) };
  const last = /(\r\n|\r|\n)$/.exec(text)?.[1];
  const lastName = last === undefined ? undefined : last === '\n' ? 'lf' : last === '\r\n' ? 'crlf' : 'cr';
  const terminators = endings.lf + endings.crlf + endings.cr;
  let lines = terminators + (text !== '' && last === undefined ? 1 : 0);
  let converted = terminators - endings[target];

  const ending = terminatorText(target);
  let out = text.replace(/\r\n|\r|\n/g, ending);
  if (mode === 'add' && text !== '' && last === undefined) out += ending;
  if (mode === 'remove' && lastName !== undefined) {
    out = out.slice(0, out.length - ending.length);
    if (lastName !== target) converted--;
    // The last line was empty exactly when the text is now empty or ends with a terminator.
    if (out === '' || out.endsWith(ending)) lines--;
  }
  const bytes = compactJsonBytes(out);
  if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the converted text takes ${bytes} bytes as a compact JSON string; at most ${limits.max_output_bytes} allowed (max_output_bytes)`);
  return { text: out, changed: out !== text, line_count: lines, endings_before: endings, converted };
}
