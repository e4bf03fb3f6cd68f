import type { Input, Output } from '../../generated/tools/text/text-diff-inline.js';
import { limits } from '../../generated/tools/text/text-diff-inline.js';
import { jsonStringBytes } from '../lib/json-measure.js';
import { limitExceeded } from '../lib/tool-error.js';
import { myersOps, OP_DELETE, OP_EQUAL, OP_INSERT, OP_NAMES, toRuns } from '../sequences/lib/myers.js';
import { graphemeEnds } from './lib/unicode/graphemes.js';
import { wordSegments } from './lib/unicode/words.js';

type Segment = Output['segments'][number];

// Unicode's White_Space property (PropList.txt), unchanged since Unicode 6.3: written out rather
// than read from the runtime's regex engine, whose tables follow Node's ICU.
function isWhiteSpace(c: number): boolean {
  return (c >= 0x09 && c <= 0x0d) || c === 0x20 || c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

function allWhiteSpace(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (!isWhiteSpace(text.charCodeAt(i))) return false;
  return true;
}

/** UTF-16 offsets where each token ends, in order. */
function tokenEnds(text: string, granularity: 'words' | 'graphemes', pointer: string): number[] {
  let ends: number[];
  if (granularity === 'graphemes') ends = graphemeEnds(text);
  else {
    ends = [];
    let previousBlank = false;
    for (const s of wordSegments(text)) {
      const blank = allWhiteSpace(text, s.start, s.end);
      if (blank && previousBlank) ends[ends.length - 1] = s.end; // a whitespace run is one token
      else ends.push(s.end);
      previousBlank = blank;
    }
  }
  if (ends.length > limits.max_tokens) throw limitExceeded(pointer, `the text has ${ends.length} tokens, more than max_tokens (${limits.max_tokens})`);
  return ends;
}

export default function textDiffInline(input: Input): Output {
  const granularity = input.granularity ?? 'words';
  const oldEnds = tokenEnds(input.old, granularity, '/old');
  const newEnds = tokenEnds(input.new, granularity, '/new');
  const tokensOf = (text: string, ends: number[]) => ends.map((end, k) => text.slice(k === 0 ? 0 : ends[k - 1], end));
  const oldTokens = tokensOf(input.old, oldEnds);
  const newTokens = tokensOf(input.new, newEnds);
  const ids = new Map<string, number>();
  const intern = (tokens: string[]) =>
    Int32Array.from(tokens, (t) => {
      let id = ids.get(t);
      if (id === undefined) ids.set(t, (id = ids.size));
      return id;
    });
  const steps = myersOps(intern(oldTokens), intern(newTokens), limits.max_edit_distance, '/new');

  // Code point offsets of every token start, per text.
  const cpStarts = (text: string, ends: number[]) => {
    const starts = new Int32Array(ends.length + 1);
    let cp = 0;
    let k = 0;
    for (let i = 0; i < text.length; i++) {
      while (k < ends.length && i === (k === 0 ? 0 : ends[k - 1])) starts[k++] = cp;
      const u = text.charCodeAt(i);
      if (!(u >= 0xdc00 && u <= 0xdfff)) cp++;
    }
    while (k <= ends.length) starts[k++] = cp;
    return starts;
  };
  const oldCp = cpStarts(input.old, oldEnds);
  const newCp = cpStarts(input.new, newEnds);

  const segments: Segment[] = [];
  let bytes = 0;
  const counts = [0, 0, 0];
  for (const run of toRuns(steps)) {
    const fromOld = run.op !== OP_INSERT;
    const tokens = fromOld ? oldTokens.slice(run.aStart, run.aStart + run.length) : newTokens.slice(run.bStart, run.bStart + run.length);
    const text = tokens.join('');
    bytes += jsonStringBytes(text) - 2;
    if (bytes > limits.max_output_bytes) throw limitExceeded('/new', `the segments take more than ${limits.max_output_bytes} bytes in the response (max_output_bytes)`);
    segments.push({ op: OP_NAMES[run.op], text, old_offset: oldCp[run.aStart]!, new_offset: newCp[run.bStart]! });
    counts[run.op]! += run.length;
  }
  const deleted = counts[OP_DELETE]!;
  const inserted = counts[OP_INSERT]!;
  return { segments, equal_tokens: counts[OP_EQUAL]!, deleted_tokens: deleted, inserted_tokens: inserted, distance: deleted + inserted };
}
