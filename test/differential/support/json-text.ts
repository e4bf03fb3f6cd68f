// JSON texts for the text-reading tools: the same value spelled many ways (whitespace, escapes,
// number forms, duplicate names), broken texts, and an independent reading of a text through
// Microsoft's jsonc-parser (names, literals and their places) for the differential tests.
import fc from 'fast-check';
import * as jsonc from 'jsonc-parser';
import { jsonArb, keyArb } from './json-arbitraries.js';

const WHITESPACE = ['', '', '', ' ', '\n', '\t', '\r\n', '  '];
const NUMBER_FORMS = ['1.0', '-0', '1E+2', '1e2', '0.000001', '1e-7', '12345678901234567890', '9007199254740993', '0.1000000000000000055511151231257827', '2.50', '1e400', '-1e400', '1e-400', '-0.0', '5e-324', '1.7976931348623157e308', '123e-20', '0'];

/** A valid RFC 8259 text for `value`, with choices drawn from `picks` (whitespace, escapes, number spellings). */
export function renderJson(value: unknown, picks: readonly number[]): string {
  let k = 0;
  const pick = (n: number) => (picks.length === 0 ? 0 : picks[k++ % picks.length]! % n);
  const ws = () => WHITESPACE[pick(WHITESPACE.length)]!;
  const str = (s: string) => {
    let out = '"';
    for (const ch of s) {
      const c = ch.codePointAt(0)!;
      const spell = pick(6);
      if (ch === '"' || ch === '\\') out += '\\' + ch;
      else if (c < 0x20 || spell === 0) out += ch.split('').map((u) => '\\u' + u.charCodeAt(0).toString(16).padStart(4, '0')).map((e) => (pick(2) ? '\\u' + e.slice(2).toUpperCase() : e)).join('');
      else if (ch === '/' && spell === 1) out += '\\/';
      else out += ch;
    }
    // Now and then an escape that leaves a lone surrogate: valid grammar (RFC 8259 section 8.2), no text.
    if (pick(25) === 0) out += ['\\ud800', '\\uDFFF', '\\udbff'][pick(3)];
    return out + '"';
  };
  const write = (v: unknown): string => {
    if (v === null || typeof v === 'boolean') return String(v);
    if (typeof v === 'number') return pick(5) === 0 ? NUMBER_FORMS[pick(NUMBER_FORMS.length)]! : JSON.stringify(v);
    if (typeof v === 'string') return str(v);
    if (Array.isArray(v)) return v.length === 0 ? '[' + ws() + ']' : '[' + v.map((x) => ws() + write(x) + ws()).join(',') + ']';
    const entries = Object.entries(v as Record<string, unknown>);
    // Now and then a name is written twice (RFC 8259 section 4 allows it; tools must report it).
    if (entries.length > 0 && pick(7) === 0) entries.push([entries[0]![0], entries[entries.length - 1]![1]]);
    if (entries.length === 0) return '{' + ws() + '}';
    return '{' + entries.map(([n, x]) => ws() + str(n) + ws() + ':' + ws() + write(x) + ws()).join(',') + '}';
  };
  return ws() + write(value) + ws();
}

export const textValueArb = jsonArb({ key: keyArb, maxLength: 4, depth: 4 });

/** A valid JSON text, spelled in one of many ways. */
export const jsonTextArb: fc.Arbitrary<string> = fc
  .tuple(textValueArb, fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 40 }))
  .map(([v, picks]) => renderJson(v, picks));

const BREAKERS = [',', '}', ']', '{', '[', '"', "'", '/', '0', '01', '-', '.', '+', 'a', 'NaN', 'tru', '\u0001', '\\', '\\x', '\\u12', ' ', '\uFEFF', ':', '\\ud800'];

/** Valid texts, and valid texts with one breaking edit, so every fault of rule 4 turns up. */
export const maybeBrokenTextArb: fc.Arbitrary<string> = fc.oneof(
  jsonTextArb,
  fc.tuple(jsonTextArb, fc.nat(), fc.constantFrom(...BREAKERS), fc.boolean()).map(([t, at, b, del]) => {
    const i = at % (t.length + 1);
    return t.slice(0, i) + b + t.slice(del ? i + 1 : i);
  }).filter((t) => !hasLoneSurrogate(t)), // a cut through a surrogate pair: refused before any tool runs
  fc.constantFrom('', ' ', '\uFEFF{}', '[1,]', '{"a" 1}', '{a:1}', "['a']", '[1 2]', 'Infinity', '-Infinity', 'nul', '"\\q"', '"a\u0000"', '1 2', '/* */1', '{"a":1,}'),
);

export type TextItem = { kind: 'name' | 'string' | 'number'; text: string; value: unknown; offset: number; path: (string | number)[] };

/**
 * What jsonc-parser (the VS Code JSON reader) sees in a valid text: every member name, string and
 * number literal with its UTF-16 offset and location, and the names repeated within one object.
 */
export function readWithJsonc(text: string): { items: TextItem[]; duplicates: TextItem[] } {
  const items: TextItem[] = [];
  const duplicates: TextItem[] = [];
  const seen: Set<string>[] = [];
  jsonc.visit(
    text,
    {
      onObjectBegin: () => void seen.push(new Set()),
      onObjectEnd: () => void seen.pop(),
      onObjectProperty: (name, offset, length, _l, _c, path) => {
        const item: TextItem = { kind: 'name', text: text.slice(offset, offset + length), value: name, offset, path: [...path(), name] };
        items.push(item);
        const names = seen[seen.length - 1]!;
        if (names.has(name)) duplicates.push(item);
        names.add(name);
      },
      onLiteralValue: (value, offset, length, _l, _c, path) => {
        if (typeof value === 'string' || typeof value === 'number') {
          items.push({ kind: typeof value === 'string' ? 'string' : 'number', text: text.slice(offset, offset + length), value, offset, path: path() });
        }
      },
    },
    { disallowComments: true, allowTrailingComma: false },
  );
  return { items, duplicates };
}

/** Line, column (code points) and UTF-8 offset of a UTF-16 offset; lines end at LF, CR or CRLF. */
export function placeOf(text: string, utf16: number): { line: number; column: number; offset: number } {
  const before = text.slice(0, utf16);
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: [...lines[lines.length - 1]!].length + 1, offset: Buffer.byteLength(before, 'utf8') };
}

export function hasLoneSurrogate(s: string): boolean {
  return /\p{Surrogate}/u.test(s);
}
