// From text to index terms, identically for contracts (at generation) and for queries (per request):
//   words (normalize.ts) -> drop stop words -> Porter stem (stem.ts) -> canonical synonym (synonyms.ts)
// plus three kinds of compound terms that carry word order, which a bag of words loses:
//   "sha256"     a letter word joined with the number that follows it ("sha-256", "utf 8", "crc 32")
//   "json patch" two content words in a row (stop words between them are skipped)
//   "yaml>json"  a direction: "yaml to json", "yaml into json", "json from yaml" (A to B; B from A
//                between two formats)
import { words } from './normalize.js';
import { stem } from './stem.js';
import { FORMAT_TERMS, PHRASES, canonical } from './synonyms.js';

// English function words and the filler of requests ("how do I ...", "I need a tool that ...").
// "per" and "where" are kept: they mark grouping ("total per region") and filtering ("rows where").
export const STOP_WORDS: ReadonlySet<string> = new Set(
  ('a an the and or but nor of to in on at by for with from into onto as is are was were be been being am '
    + 'does did doing done have has had having it its this that these those there here then than '
    + 'so such too very just also only any some each every all both either neither other another same '
    + 'i me my mine we us our you your he she him her they them their what which who whom whose when why how '
    + 'can could would should will shall may might must need needs want wants like please tool tools '
    + 'give gives get gets got make makes made let lets using use used via about up out over s t etc e g eg ie '
    + 'not no yes if whether whatever one two several many much multiple few lot lots bunch thing things something stuff '
    + 'help quick quickly given certain specific particular together don doesn isn aren won didn shouldn wouldn couldn ll ve re d m')
    .split(' '),
);

const DIRECTION_FORWARD = new Set(['to', 'into', 'as']);
// The verb of "convert hex to text" is no source: the direction is hex>text, not convert>text.
const CONVERSION_VERBS = new Set(['convert', 'turn', 'change', 'transform', 'translate', 'map', 'write', 'export', 'import',
  'read', 'parse', 'render', 'encode', 'decode', 'cast', 'switch', 'move', 'go', 'output', 'save', 'dump', 'serialize']);
const DIRECTION_BACKWARD = new Set(['from']);
const LETTERS = /^\p{L}+$/u;
const STARTS_WITH_DIGIT = /^\p{N}/u;
const NUMBER = /^\p{N}+$/u;

export type TermKind = 'word' | 'joined' | 'pair' | 'direction';
export type Term = { term: string; kind: TermKind };

export function termOf(word: string): string {
  return canonical(stem(word));
}

/** Index terms of a text, in order of appearance, with repeats (term frequency counts them). */
export function analyze(text: string): Term[] {
  const ws = rewritePhrases(words(text));
  for (const shape of shapes(text)) ws.push(shape);
  const out: Term[] = [];
  // A number alone ("rows 100 to 200", "2024-01-31") says nothing about a task; joined to the word
  // before it ("sha 256", "rfc 6902") it does, as a joined term.
  const content: (string | null)[] = ws.map((w) => (STOP_WORDS.has(w) || NUMBER.test(w) ? null : termOf(w)));
  const sources: (string | null)[] = content.map((t, i) => (CONVERSION_VERBS.has(ws[i]!) ? null : t));
  let previous: string | null = null;
  for (let i = 0; i < ws.length; i++) {
    const t = content[i];
    if (t !== null && t !== undefined) {
      out.push({ term: t, kind: 'word' });
      if (previous !== null && previous !== t) out.push({ term: `${previous} ${t}`, kind: 'pair' });
      previous = t;
    }
    const w = ws[i]!;
    const next = ws[i + 1];
    if (next !== undefined && t !== null && LETTERS.test(w) && STARTS_WITH_DIGIT.test(next)) out.push({ term: canonical(w + next), kind: 'joined' });
    if (DIRECTION_FORWARD.has(w) || DIRECTION_BACKWARD.has(w)) {
      // "ini file to json": both "file>json" and "ini>json"; the second is the one tools name.
      const after = neighbours(content, i, +1, 1)[0];
      if (after === undefined) continue;
      for (const before of neighbours(sources, i, -1, 2)) {
        if (before === after) continue;
        // "B from A" is a direction only between formats ("yaml from json"), not in "rows from a csv".
        if (DIRECTION_BACKWARD.has(w) && !(FORMAT_TERMS.has(before) && FORMAT_TERMS.has(after))) continue;
        out.push({ term: DIRECTION_FORWARD.has(w) ? `${before}>${after}` : `${after}>${before}`, kind: 'direction' });
      }
    }
  }
  return out;
}

/** Up to `count` nearest content words on one side, skipping at most two stop words ("to a csv"). */
function neighbours(content: (string | null)[], i: number, step: 1 | -1, count: number): string[] {
  const out: string[] = [];
  for (let j = i + step, skipped = 0; j >= 0 && j < content.length && out.length < count; j += step) {
    const t = content[j];
    if (t !== null && t !== undefined) out.push(t);
    else if (++skipped > 2) break;
  }
  return out;
}

// Pasted examples name what they are: "/users/0/name" is a JSON Pointer, "$.store.book" a JSONPath.
const POINTER_SHAPE = /^\/[^\s/]*\p{L}/u;
const JSONPATH_SHAPE = /^\$[.[]/;

/** Words implied by the shape of a whitespace-separated chunk of the raw text. */
function shapes(text: string): string[] {
  const out = new Set<string>();
  for (const chunk of text.split(/\s+/)) {
    if (POINTER_SHAPE.test(chunk)) out.add('pointer');
    if (JSONPATH_SHAPE.test(chunk)) out.add('jsonpath');
  }
  return [...out];
}

/** Applies PHRASES left to right, longest first where two start at the same word. */
export function rewritePhrases(ws: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < ws.length; ) {
    let hit: (typeof PHRASES)[number] | undefined;
    for (const p of PHRASES) {
      if ((!hit || p[0].length > hit[0].length) && p[0].every((w, k) => ws[i + k] === w)) hit = p;
    }
    if (hit) {
      out.push(...hit[1]);
      i += hit[0].length;
    } else out.push(ws[i++]!);
  }
  return out;
}
