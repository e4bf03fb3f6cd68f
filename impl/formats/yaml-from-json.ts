import type { Input, Output } from '../../generated/tools/formats/yaml-from-json.js';
import { limits } from '../../generated/tools/formats/yaml-from-json.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { doubleQuoter } from './lib/double-quoted.js';
import { numberText } from './lib/json-numbers.js';
import { OutputBudget } from './lib/output-budget.js';

const AT = '/value';
// YAML 1.2 limits implicit keys to 1024 characters; longer written keys use the explicit "? " form.
const MAX_IMPLICIT_KEY = 1000;
// Words a YAML 1.1 or 1.2 reader would take for a boolean or null when unquoted.
const RESERVED_WORDS = new Set(['y', 'n', 'yes', 'no', 'true', 'false', 'on', 'off', 'null']);

function isPlainChar(c: number, first: boolean): boolean {
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f || c === 0x2f) return true; // A-Z a-z _ /
  if (c >= 0xa0) return c !== 0xfeff && c !== 0x2028 && c !== 0x2029 && c !== 0xfffe && c !== 0xffff && !(c >= 0xd800 && c <= 0xdfff);
  if (first) return false;
  return (c >= 0x30 && c <= 0x39) || c === 0x20 || c === 0x2e || c === 0x28 || c === 0x29 || c === 0x2b || c === 0x2d || c === 0x40 || c === 0x3d; // 0-9 space . ( ) + - @ =
}

/** Conservative: a string is written plain only when no YAML 1.1 or 1.2 reader can take it for anything else. */
function isPlainSafe(s: string): boolean {
  if (s.length === 0 || s.endsWith(' ')) return false;
  // By code point: an emoji (U+1F600) first is a character at or above U+00A0, not two surrogates.
  let first = true;
  for (const ch of s) {
    if (!isPlainChar(ch.codePointAt(0)!, first)) return false;
    first = false;
  }
  return !RESERVED_WORDS.has(s.toLowerCase());
}

// Not printable in YAML (section 5.1), or a line break / BOM to other readers: escaped as \uXXXX.
const doubleQuoted = doubleQuoter(
  [],
  (c) => c < 0x20 || (c >= 0x7f && c <= 0x9f) || c === 0xfeff || c === 0x2028 || c === 0x2029 || c === 0xfffe || c === 0xffff,
);

function scalarText(v: unknown): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'number') return numberText(v);
  const s = v as string;
  return isPlainSafe(s) ? s : doubleQuoted(s);
}

function isNonEmptyCollection(v: unknown): v is unknown[] | Record<string, unknown> {
  if (Array.isArray(v)) return v.length > 0;
  return v !== null && typeof v === 'object' && Object.keys(v).length > 0;
}

function inlineText(v: unknown): string {
  if (Array.isArray(v)) return '[]';
  if (v !== null && typeof v === 'object') return '{}';
  return scalarText(v);
}

function writeBlock(out: OutputBudget, v: unknown[] | Record<string, unknown>, indent: number, firstPrefix: string): void {
  const pad = ' '.repeat(indent);
  let prefix = firstPrefix; // "- " items put their first line after the dash
  const line = (text: string) => {
    out.push(prefix + text + '\n');
    prefix = pad;
  };
  // A scalar value ends its line; a quoted string is pushed as escaped slices, so one that grows
  // when escaped is refused at the output limit rather than built whole first.
  const valueLine = (head: string, item: unknown) => {
    if (typeof item === 'string' && !isPlainSafe(item)) {
      out.push(`${prefix}${head} "`);
      out.pushEncoded(item, doubleQuoted.body);
      out.push('"\n');
      prefix = pad;
    } else line(`${head} ${inlineText(item)}`);
  };
  if (Array.isArray(v)) {
    for (const item of v) {
      if (isNonEmptyCollection(item)) {
        writeBlock(out, item, indent + 2, prefix + '- ');
        prefix = pad;
      } else valueLine('-', item);
    }
    return;
  }
  for (const [k, item] of Object.entries(v)) {
    const key = scalarText(k);
    const explicit = key.length > MAX_IMPLICIT_KEY;
    if (explicit) line(`? ${key}`);
    const head = explicit ? ':' : `${key}:`;
    if (isNonEmptyCollection(item)) {
      line(head);
      writeBlock(out, item, indent + 2, ' '.repeat(indent + 2));
    } else valueLine(head, item);
  }
}

export default function yamlFromJson(input: Input): Output {
  const value: unknown = input.value;
  checkJsonBounds(value, AT, { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') });
  const out = new OutputBudget(AT, limits.max_output_chars);
  if (isNonEmptyCollection(value)) writeBlock(out, value, 0, '');
  else out.push(inlineText(value) + '\n');
  return { text: out.text() };
}
