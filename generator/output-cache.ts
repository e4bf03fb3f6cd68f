// Slow outputs (Ajv validators, the SDK types) record the hash of what they were built from and of
// their own body, in a line after their header. When both still match, the committed file is reused
// as is; a hand edit breaks the body hash, so `--check` still names the file. `--no-cache` rebuilds
// everything, byte for byte the same.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
const CACHE_LINE = /^\/\/ cache: inputs ([0-9a-f]{32}) body ([0-9a-f]{32})$/;

/** The file as head lines, the cache line, then the body. */
export function withCacheLine(head: string[], inputs: string, body: string): string {
  return [...head, `// cache: inputs ${inputs} body ${sha(body)}`, body].join('\n');
}

/** The committed file at `path` when it was built from `inputs` and is untouched since; else null. */
export function reusable(root: string, path: string, head: string[], inputs: string): string | null {
  let text: string;
  try {
    text = readFileSync(join(root, path), 'utf8');
  } catch {
    return null;
  }
  const lines = text.split('\n');
  if (!head.every((h, i) => lines[i] === h)) return null;
  const m = CACHE_LINE.exec(lines[head.length] ?? '');
  if (!m || m[1] !== inputs || m[2] !== sha(lines.slice(head.length + 1).join('\n'))) return null;
  return text;
}
