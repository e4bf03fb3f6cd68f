import type { Input, Output } from '../../generated/tools/versions/dotenv-merge.js';
import { limits } from '../../generated/tools/versions/dotenv-merge.js';
import { limitExceeded } from '../lib/tool-error.js';
import { parseDotenv } from './lib/dotenv.js';

type Variable = Output['variables'][number];
type Warning = Output['warnings'][number];

export default function dotenvMerge(input: Input): Output {
  const { files } = input;
  if (files.length > limits.max_files) throw limitExceeded('/files', `${files.length} files; at most ${limits.max_files}`);
  let total = 0;
  for (const f of files) total += f.text.length;
  if (total > limits.max_total_length) throw limitExceeded('/files', `${total} code units in all texts; at most ${limits.max_total_length}`);

  const variables: Variable[] = [];
  const byKey = new Map<string, Variable>();
  const warnings: Warning[] = [];
  files.forEach((f, fileIndex) => {
    const { pairs, warnings: skipped } = parseDotenv(f.text);
    const lastLine = new Map<string, number>();
    for (const p of pairs) lastLine.set(p.key, p.line);
    const fileWarnings: Warning[] = skipped.map((w) => ({ file: f.name, file_index: fileIndex, line: w.line, code: 'skipped_line' as const, message: w.message }));
    const nextLine = new Map<string, number>();
    for (let i = pairs.length - 1; i >= 0; i--) {
      const p = pairs[i]!;
      const later = nextLine.get(p.key);
      if (later !== undefined) {
        const message = `${p.key} is set again on line ${later} of the same file; the value of line ${lastLine.get(p.key)} is kept`;
        fileWarnings.push({ file: f.name, file_index: fileIndex, line: p.line, code: 'duplicate_key', message });
      }
      nextLine.set(p.key, p.line);
    }
    fileWarnings.sort((a, b) => a.line - b.line);
    warnings.push(...fileWarnings);
    for (const p of pairs) {
      const v = byKey.get(p.key);
      if (v) {
        v.overridden.push({ file: v.file, file_index: v.file_index, line: v.line });
        v.value = p.value;
        v.file = f.name;
        v.file_index = fileIndex;
        v.line = p.line;
      } else {
        const nv: Variable = { key: p.key, value: p.value, file: f.name, file_index: fileIndex, line: p.line, overridden: [] };
        byKey.set(p.key, nv);
        variables.push(nv);
      }
    }
  });
  return { variables, warnings };
}
