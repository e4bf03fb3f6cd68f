import type { Input, Output } from '../../generated/tools/text/text-patch-reverse.js';
import { limits } from '../../generated/tools/text/text-patch-reverse.js';
import { BoundedText } from './lib/unified-diff/format.js';
import { parsePatch } from './lib/unified-diff/parse.js';
import { reverseFile, writeFile } from './lib/unified-diff/render.js';

export default function textPatchReverse(input: Input): Output {
  const files = parsePatch(input.patch, '/patch', { maxLineNumber: limits.max_line_number });
  const out = new BoundedText(limits.max_output_chars, '/patch', 'max_output_chars');
  let hunks = 0;
  for (const f of files) {
    const r = reverseFile(f);
    writeFile(out, r, r.hunks);
    hunks += r.hunks.length;
  }
  return { patch: out.toString(), files: files.length, hunks };
}
