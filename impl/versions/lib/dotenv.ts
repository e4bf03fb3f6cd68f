// The .env reader shared by dotenv-parse and dotenv-merge: the rules of the `dotenv` npm package's
// `parse` (motdotla/dotenv, the LINE regular expression of its parser), read with a linear scan instead
// of the backtracking regex, plus warnings for the lines dotenv skips in silence.
//
// One pair per line, except that a quoted value may run over several lines:
//   [ws] [export ws+] KEY ws* "=" [ws] VALUE [ws] [# comment]      KEY of [A-Za-z0-9_.-]+
//   [ws] [export ws+] KEY ":" ws VALUE ...                          (dotenv's YAML-like form)
// VALUE is 'single', "double" or `backtick` quoted (closing quote: the first one not preceded by a
// backslash, or else the last such escaped quote, whose rest of line is only blanks and an optional
// comment, as the regex's greedy match then backtracking picks it), or unquoted: everything up to the
// first "#" or the line end, trimmed, and a value that then starts and ends with the same quote loses
// the two. Only in a value whose first character is '"' are the two-character escapes \n and \r
// turned into LF and CR; nothing else is unescaped (\t, \\ and \" stay as written).
// "ws" is JavaScript's \s without the line feed: a pair never spans lines outside quotes.

export type DotenvPair = { key: string; value: string; line: number };
export type DotenvWarning = { line: number; message: string };
export type DotenvResult = { pairs: DotenvPair[]; warnings: DotenvWarning[] };

function isBlank(c: number): boolean {
  // JavaScript's \s (WhiteSpace and LineTerminator), line feed excluded.
  if (c === 10) return false;
  if (c <= 32) return c === 32 || (c >= 9 && c <= 13);
  if (c < 160) return false;
  return c === 160 || c === 5760 || (c >= 8192 && c <= 8202) || c === 8232 || c === 8233 || c === 8239 || c === 8287 || c === 12288 || c === 65279;
}

function isKeyChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 46 || c === 45;
}

/** Index tables for one quote character, each O(n): where the quoted value opened at `o` closes. */
class QuoteIndex {
  private readonly nextOpen: Int32Array; // first unescaped quote at or after i (-1: none)
  private readonly prevGoodEscaped: Int32Array; // last escaped quote at or before i whose tail is fine (-1)
  constructor(private readonly text: string, q: number, tailOk: Uint8Array) {
    const n = text.length;
    this.nextOpen = new Int32Array(n + 1).fill(-1);
    this.prevGoodEscaped = new Int32Array(n).fill(-1);
    for (let i = n - 1; i >= 0; i--) {
      const unescaped = text.charCodeAt(i) === q && (i === 0 || text.charCodeAt(i - 1) !== 92);
      this.nextOpen[i] = unescaped ? i : this.nextOpen[i + 1]!;
    }
    let last = -1;
    for (let i = 0; i < n; i++) {
      if (text.charCodeAt(i) === q && i > 0 && text.charCodeAt(i - 1) === 92 && tailOk[i + 1] === 1) last = i;
      this.prevGoodEscaped[i] = last;
    }
  }
  /** The closing quote of a value opened at o, or -1. A quote right after the opening one is unescaped. */
  close(o: number, tailOk: Uint8Array): number {
    const u = this.nextOpen[o + 1]!;
    if (u !== -1 && tailOk[u + 1] === 1) return u;
    const limit = u === -1 ? this.text.length - 1 : u - 1;
    if (limit <= o) return -1;
    const j = this.prevGoodEscaped[limit]!;
    return j > o + 1 ? j : -1;
  }
}

export function parseDotenv(source: string): DotenvResult {
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const n = text.length;
  // tailOk[i]: from i to the line end there are only blanks, then optionally "#" and anything.
  const tailOk = new Uint8Array(n + 1);
  tailOk[n] = 1;
  for (let i = n - 1; i >= 0; i--) {
    const c = text.charCodeAt(i);
    tailOk[i] = c === 10 || c === 35 ? 1 : isBlank(c) ? tailOk[i + 1]! : 0;
  }
  const indexes = new Map<number, QuoteIndex>();
  const indexFor = (q: number): QuoteIndex => {
    let ix = indexes.get(q);
    if (!ix) indexes.set(q, (ix = new QuoteIndex(text, q, tailOk)));
    return ix;
  };

  const pairs: DotenvPair[] = [];
  const warnings: DotenvWarning[] = [];
  let pos = 0;
  let line = 1;
  const lineEnd = (from: number): number => {
    const e = text.indexOf('\n', from);
    return e === -1 ? n : e;
  };
  const skipBlanks = (from: number): number => {
    let i = from;
    while (i < n && isBlank(text.charCodeAt(i))) i++;
    return i;
  };
  // Reads KEY and separator from i; returns the index after the separator, or -1.
  const readKey = (i: number): { key: string; after: number } | null => {
    let k = i;
    while (k < n && isKeyChar(text.charCodeAt(k))) k++;
    if (k === i) return null;
    const key = text.slice(i, k);
    const c = text.charCodeAt(k);
    if (c === 58 && k + 1 < n && isBlank(text.charCodeAt(k + 1))) return { key, after: k + 2 };
    const s = skipBlanks(k);
    if (text.charCodeAt(s) === 61) return { key, after: s + 1 };
    return null;
  };

  while (pos < n) {
    const start = skipBlanks(pos);
    const end = lineEnd(start);
    const c0 = text.charCodeAt(start);
    if (start >= n || c0 === 10 || c0 === 35) {
      pos = end + 1;
      line++;
      continue;
    }
    let kv: { key: string; after: number } | null = null;
    if (text.startsWith('export', start) && start + 6 < end && isBlank(text.charCodeAt(start + 6))) {
      kv = readKey(skipBlanks(start + 6));
    }
    kv ??= readKey(start);
    if (!kv) {
      const shown = text.slice(start, Math.min(end, start + 40));
      warnings.push({ line, message: `line ${line} is not KEY=VALUE, a comment or blank; skipped (it starts "${shown}")` });
      pos = end + 1;
      line++;
      continue;
    }
    const keyLine = line;
    const v = skipBlanks(kv.after);
    const q = text.charCodeAt(v);
    let value: string;
    let next: number; // index of the line end after the pair
    let first: number; // first character of the trimmed raw value: '"' turns on \n and \r
    const close = v < n && (q === 34 || q === 39 || q === 96) ? indexFor(q).close(v, tailOk) : -1;
    if (close !== -1) {
      first = q;
      value = text.slice(v + 1, close);
      next = lineEnd(close + 1);
      for (let i = v; i < close; i++) if (text.charCodeAt(i) === 10) line++;
    } else {
      // Unquoted: up to "#" or the line end, trimmed; matching outer quotes dropped.
      let e = kv.after;
      while (e < end && text.charCodeAt(e) !== 35) e++;
      value = text.slice(kv.after, e).trim();
      first = value.charCodeAt(0);
      if (value.length >= 2 && (first === 34 || first === 39 || first === 96) && value.charCodeAt(value.length - 1) === first) value = value.slice(1, -1);
      next = end;
    }
    if (first === 34 && value.includes('\\')) value = value.replace(/\\n/g, '\n').replace(/\\r/g, '\r');
    pairs.push({ key: kv.key, value, line: keyLine });
    pos = next + 1;
    line++;
  }
  return { pairs, warnings };
}

