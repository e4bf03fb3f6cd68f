// RE2 patterns for the Text tools (text-find, text-replace, text-lines-filter), run by re2js: RE2's
// syntax and leftmost-first semantics (as Go's regexp), no backreferences or look-around, so a
// search runs in time linear in the text for a given pattern.
//
// Two things re2js does not bound for us, bounded here:
//   - Finding every match can still be quadratic (Rust's regex documents O(m·n²) for iterating
//     matches): for `a*b|a` on "aaaa…" each match is one "a", but proving that the first
//     alternative fails reads to the end of the text every time. The engine reads the text through
//     a counting view, and the reads of all searches together are held to a budget.
//   - Compiling: a 512-character pattern can expand to 90000 instructions (`(?:a{1000})` repeated);
//     the program size is refused past a limit, and the read budget shrinks as the program grows
//     (the engine does at most O(instructions) work per byte it reads).
// The view is over the UTF-8 bytes of the text (re2js's other input, a string, cannot be observed),
// so the engine's positions are byte offsets; `TextIndex` maps them to UTF-16 offsets, code points
// and lines.
import { RE2JS } from 're2js';
import { ToolError, limitExceeded } from '../../lib/tool-error.js';
import { splitLines } from './lines.js';

export type PatternInput = {
  pattern: string;
  mode: 'literal' | 'regex';
  case_insensitive?: boolean | undefined;
  multiline?: boolean | undefined;
  dot_all?: boolean | undefined;
};

export type PatternLimits = { max_program_instructions: number; max_search_work: number };

export type CompiledPattern = {
  re: RE2JS;
  instructions: number;
  /** Group names by group number (index 0 is the whole match); null for an unnamed group. */
  groupNames: (string | null)[];
};

/** Go regexp.QuoteMeta's set: a literal pattern matches its text exactly. */
const RE2_SPECIAL = /[\\.+*?()|[\]{}^$]/g;

export function quoteRe2(text: string): string {
  return text.replace(RE2_SPECIAL, '\\$&');
}

export function compilePattern(input: PatternInput, limits: PatternLimits, pointer = '/pattern'): CompiledPattern {
  const source = input.mode === 'literal' ? quoteRe2(input.pattern) : input.pattern;
  let flags = 0;
  if (input.case_insensitive) flags |= RE2JS.CASE_INSENSITIVE;
  if (input.multiline) flags |= RE2JS.MULTILINE;
  if (input.dot_all) flags |= RE2JS.DOTALL;
  let re: RE2JS;
  try {
    re = RE2JS.compile(source, flags);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    const message = `not an RE2 pattern: ${reason}`;
    throw new ToolError('invalid_input', message, [{ pointer, message }], { reason });
  }
  const instructions = re.re2().numberOfInstructions() as number;
  if (instructions > limits.max_program_instructions) {
    throw limitExceeded(pointer, `the pattern compiles to ${instructions} RE2 instructions, over ${limits.max_program_instructions} (max_program_instructions)`);
  }
  const groupNames: (string | null)[] = new Array<string | null>(re.groupCount() + 1).fill(null);
  for (const [name, index] of Object.entries(re.re2().namedGroups as Record<string, number>)) groupNames[index] = name;
  return { re, instructions, groupNames };
}

/** Where a text position is, in every unit the tools report. */
export type Position = { line: number; column: number; code_point: number; utf16: number; byte: number };

/**
 * The text's UTF-8 bytes with maps between units: byte offset -> UTF-16 offset (at code point
 * boundaries), UTF-16 offset -> code point offset, and the UTF-16 offset where each line starts.
 */
export class TextIndex {
  readonly text: string;
  readonly bytes: number[];
  private readonly byteToUtf16: Int32Array;
  private readonly utf16ToCodePoint: Int32Array;
  private readonly lineStarts: number[];

  constructor(text: string) {
    this.text = text;
    const encoded = new TextEncoder().encode(text);
    this.bytes = Array.from(encoded);
    this.byteToUtf16 = new Int32Array(encoded.length + 1);
    this.utf16ToCodePoint = new Int32Array(text.length + 1);
    let byte = 0;
    let cp = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      this.byteToUtf16[byte] = i;
      this.utf16ToCodePoint[i] = cp;
      if (c < 0x80) byte += 1;
      else if (c < 0x800) byte += 2;
      else if (c >= 0xd800 && c <= 0xdbff) {
        byte += 4; // the service refuses lone surrogates, so a pair follows
        this.utf16ToCodePoint[i + 1] = cp;
        i++;
      } else byte += 3;
      cp++;
    }
    this.byteToUtf16[byte] = text.length;
    this.utf16ToCodePoint[text.length] = cp;
    this.lineStarts = [0];
    let start = 0;
    for (const line of splitLines(text)) {
      start += line.text.length + line.terminator.length;
      if (line.terminator !== '' && start < text.length) this.lineStarts.push(start);
    }
  }

  utf16(byte: number): number {
    return this.byteToUtf16[byte]!;
  }

  codePoint(utf16: number): number {
    return this.utf16ToCodePoint[utf16]!;
  }

  /** 1-based line of a UTF-16 offset: the last line starting at or before it. */
  line(utf16: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= utf16) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  position(byte: number): Position {
    const utf16 = this.utf16(byte);
    const line = this.line(utf16);
    const codePoint = this.codePoint(utf16);
    return { line, column: codePoint - this.codePoint(this.lineStarts[line - 1]!) + 1, code_point: codePoint, utf16, byte };
  }
}

/** One match: byte offsets of the whole match and of each group (-1 when a group took no part). */
export type RawMatch = { start: number; end: number; groups: number[] };

/**
 * What one byte read costs against max_search_work beyond the program's size: measured, a read
 * costs about as much as 32 instructions' worth of thread steps (the counting view and the
 * engine's bookkeeping), so small programs are not let read far more than large ones can.
 */
const READ_COST = 32;

/** UTF-8 length of the code point whose lead byte is `b`. */
const width = (b: number) => (b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4);

/**
 * Every non-overlapping leftmost-first match, as Go's FindAll: after a match the search resumes
 * at its end; an empty match is skipped when it starts where the previous match ended, and after
 * an empty match the search moves on by one code point. Stops after `max` matches (the caller
 * passes one more than it needs to tell "exactly max" from "more"). The engine's reads of the text,
 * over all searches, may cost at most `limits.max_search_work` (instructions + READ_COST per byte read).
 */
export function findAll(compiled: CompiledPattern, index: TextIndex, max: number, limits: PatternLimits, pointer = '/pattern'): RawMatch[] {
  const allowedReads = Math.floor(limits.max_search_work / (compiled.instructions + READ_COST));
  let reads = 0;
  const refuse = () =>
    limitExceeded(pointer, `the search would read the text more than ${allowedReads} times over for this pattern (max_search_work ${limits.max_search_work} / (instructions + ${READ_COST})); a simpler pattern or a shorter text fits`);
  // Every read by a string key is counted: indices, and the few `length` reads beside them.
  const view = new Proxy(index.bytes, {
    get(target, key) {
      if (typeof key === 'string' && ++reads > allowedReads) throw refuse();
      return target[key as unknown as number];
    },
  });
  const matcher = compiled.re.matcher(view);
  const groups = compiled.groupNames.length - 1;
  const n = index.bytes.length;
  const out: RawMatch[] = [];
  let pos = 0;
  let prevEnd = -1;
  while (out.length < max && pos <= n) {
    if (!matcher.find(pos)) break;
    const start = matcher.start();
    const end = matcher.end();
    let accept = true;
    if (end === pos) {
      if (start === prevEnd) accept = false;
      pos += pos < n ? width(index.bytes[pos]!) : 1;
    } else pos = end;
    prevEnd = end;
    if (!accept) continue;
    const g: number[] = [];
    for (let k = 1; k <= groups; k++) g.push(matcher.start(k), matcher.end(k));
    out.push({ start, end, groups: g });
  }
  return out;
}


/**
 * A per-line test (text-lines-filter): one leftmost search per line, on re2js's DFA when it can,
 * so no search resumes and the work is O(bytes × instructions) in all, which the caller checks
 * against `max_search_work` before searching: (UTF-8 bytes + lines) × (instructions + READ_COST).
 */
export function checkLineSearchWork(compiled: CompiledPattern, bytes: number, lines: number, limits: PatternLimits, pointer = '/pattern'): void {
  const work = (bytes + lines) * (compiled.instructions + READ_COST);
  if (work > limits.max_search_work) {
    throw limitExceeded(pointer, `searching ${lines} lines (${bytes} bytes) with a pattern of ${compiled.instructions} instructions would cost ${work}, over ${limits.max_search_work} (max_search_work): a simpler pattern or a shorter text fits`);
  }
}
