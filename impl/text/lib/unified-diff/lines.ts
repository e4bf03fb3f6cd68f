// Lines as GNU diff, patch and diff3 read them: a line ends at LF and keeps it; the last line may
// lack it (an "incomplete line", written with "\ No newline at end of file"); CR is ordinary content,
// so "a\r\n" and "a\n" are different lines. Lines are compared including their terminator.
import { limitExceeded } from '../../../lib/tool-error.js';

/** The lines of `text`, each with its "\n" when it has one; the empty text has none. */
export function rawLines(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf('\n', start);
    if (end < 0) {
      out.push(text.slice(start));
      break;
    }
    out.push(text.slice(start, end + 1));
    start = end + 1;
  }
  return out;
}

/** `rawLines`, refused with limit_exceeded at `pointer` past `maxLines` lines. */
export function readLines(text: string, pointer: string, maxLines: number): string[] {
  const lines = rawLines(text);
  if (lines.length > maxLines) throw limitExceeded(pointer, `${lines.length} lines, more than the ${maxLines} allowed (max_lines)`);
  return lines;
}

/** Integer ids, equal exactly when the raw lines (terminator included) are equal, shared by all sequences given. */
export function internLines(sequences: readonly (readonly string[])[]): Int32Array[] {
  const ids = new Map<string, number>();
  return sequences.map((seq) => {
    const out = new Int32Array(seq.length);
    for (let i = 0; i < seq.length; i++) {
      const line = seq[i]!;
      let id = ids.get(line);
      if (id === undefined) {
        id = ids.size;
        ids.set(line, id);
      }
      out[i] = id;
    }
    return out;
  });
}
