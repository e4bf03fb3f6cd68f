import type { Input, Output } from '../../generated/tools/text/text-html-unescape.js';
import { limits } from '../../generated/tools/text/text-html-unescape.js';
import { limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';
import { LONGEST_NAME, NAMED_REFERENCES } from './lib/html-named-references.js';

/** WHATWG HTML 13.2.5.80, numeric character reference end state: the C1 controls read as windows-1252. */
const C1: ReadonlyMap<number, number> = new Map([
  [0x80, 0x20ac], [0x82, 0x201a], [0x83, 0x0192], [0x84, 0x201e], [0x85, 0x2026], [0x86, 0x2020], [0x87, 0x2021],
  [0x88, 0x02c6], [0x89, 0x2030], [0x8a, 0x0160], [0x8b, 0x2039], [0x8c, 0x0152], [0x8e, 0x017d], [0x91, 0x2018],
  [0x92, 0x2019], [0x93, 0x201c], [0x94, 0x201d], [0x95, 0x2022], [0x96, 0x2013], [0x97, 0x2014], [0x98, 0x02dc],
  [0x99, 0x2122], [0x9a, 0x0161], [0x9b, 0x203a], [0x9c, 0x0153], [0x9e, 0x017e], [0x9f, 0x0178],
]);

/** ASCII classes, one bit each: 1 digit, 2 hex digit, 4 letter or digit. */
const ASCII_CLASS = (() => {
  const t = new Uint8Array(128);
  for (let c = 0x30; c <= 0x39; c++) t[c] = 7;
  for (let c = 0x41; c <= 0x5a; c++) t[c] = c <= 0x46 ? 6 : 4;
  for (let c = 0x61; c <= 0x7a; c++) t[c] = c <= 0x66 ? 6 : 4;
  return t;
})();
const DIGIT = 1;
const HEX_DIGIT = 2;
const ALNUM = 4;
/** NaN (past the end) and non-ASCII code units are in no class. */
const is = (c: number, cls: number) => ((ASCII_CLASS[c] ?? 0) & cls) !== 0;

function numericValue(value: number): string {
  if (value === 0 || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff)) return '\ufffd';
  return String.fromCodePoint(C1.get(value) ?? value);
}

type Reference = { text: string; end: number } | null;

/** A numeric reference at `at` (the `&`), or null when no digits follow `&#` / `&#x`. */
function numeric(text: string, at: number, needSemicolon: boolean): Reference {
  let i = at + 2;
  const hex = text.charCodeAt(i) === 0x78 || text.charCodeAt(i) === 0x58;
  if (hex) i++;
  const start = i;
  let value = 0;
  for (; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (((ASCII_CLASS[c] ?? 0) & (hex ? HEX_DIGIT : DIGIT)) === 0) break;
    // Past U+10FFFF the value only has to stay past it (the standard's overflow flag).
    if (value <= 0x10ffff) value = value * (hex ? 16 : 10) + parseInt(text[i]!, 16);
  }
  if (i === start) return null;
  const semicolon = text.charCodeAt(i) === 0x3b;
  if (!semicolon && needSemicolon) return null;
  return { text: numericValue(value), end: semicolon ? i + 1 : i };
}

/** The longest named reference at `at` (the `&`, an ASCII alphanumeric after it), or null. */
function named(text: string, at: number, attribute: boolean, needSemicolon: boolean): Reference {
  const start = at + 1;
  let run = 0;
  while (run < LONGEST_NAME && ((ASCII_CLASS[text.charCodeAt(start + run)] ?? 0) & ALNUM) !== 0) run++;
  if (run < LONGEST_NAME && text.charCodeAt(start + run) === 0x3b) {
    const found = NAMED_REFERENCES.get(text.slice(start, start + run + 1));
    if (found !== undefined) return { text: found, end: start + run + 1 };
  }
  if (needSemicolon) return null;
  // Legacy names (without their semicolon) are at most 6 characters.
  for (let k = Math.min(run, 6); k >= 2; k--) {
    const found = NAMED_REFERENCES.get(text.slice(start, start + k));
    if (found === undefined) continue;
    const next = text.charCodeAt(start + k);
    // In an attribute value, "&not=" or "&notx" stays as written (13.2.5.73, "historical reasons").
    if (attribute && (next === 0x3d || is(next, ALNUM))) return null;
    return { text: found, end: start + k };
  }
  return null;
}

export default function textHtmlUnescape(input: Input): Output {
  const text = input.text;
  const attribute = (input.context ?? 'content') === 'attribute';
  const needSemicolon = input.require_semicolon ?? false;
  let out = '';
  let run = 0;
  let decoded = 0;
  for (let at = text.indexOf('&'); at >= 0; at = text.indexOf('&', at + 1)) {
    if (at < run) continue;
    const c = text.charCodeAt(at + 1);
    const ref = c === 0x23 ? numeric(text, at, needSemicolon) : is(c, ALNUM) ? named(text, at, attribute, needSemicolon) : null;
    if (ref === null) continue;
    out += text.slice(run, at) + ref.text;
    run = ref.end;
    decoded++;
  }
  const result = decoded === 0 ? text : out + text.slice(run);
  const bytes = utf8Length(result);
  if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the decoded text is ${bytes} UTF-8 bytes, over ${limits.max_output_bytes} (max_output_bytes)`);
  return { result, decoded };
}
