import type { Input, Output } from '../../generated/tools/text/text-patch-parse.js';
import { limits } from '../../generated/tools/text/text-patch-parse.js';
import { parsePatch } from './lib/unified-diff/parse.js';

export default function textPatchParse(input: Input): Output {
  const files = parsePatch(input.patch, '/patch', { maxLineNumber: limits.max_line_number });
  return {
    files: files.map((f) => {
      let deleted = 0;
      let inserted = 0;
      for (const h of f.hunks) {
        for (const l of h.lines) {
          if (l.op === 'delete') deleted++;
          else if (l.op === 'insert') inserted++;
        }
      }
      return {
        old_name: f.old_name,
        old_timestamp: f.old_timestamp,
        new_name: f.new_name,
        new_timestamp: f.new_timestamp,
        kind: f.kind,
        line: f.line,
        deleted,
        inserted,
        hunks: f.hunks,
      };
    }),
  };
}
