import type { Input, Output } from '../../generated/tools/json/json-pointer-convert.js';
import { limits } from '../../generated/tools/json/json-pointer-convert.js';
import { formatPointer, parsePointer } from '../lib/json-pointer.js';
import { ToolError, limitExceeded } from '../lib/tool-error.js';

type Segment = { name: string } | { index: number };

const INDEX = /^(0|[1-9][0-9]*)$/;

function fault(reason: string, offset: number, what: string): never {
  const message = `${what} (at character ${offset})`;
  throw new ToolError('invalid_input', message, [{ pointer: '/path', message }], { reason, offset });
}

function indexValue(digits: string, offset: number): number {
  const n = Number(digits);
  // RFC 9535 section 2.1 bounds indices to the I-JSON integer range.
  if (!Number.isSafeInteger(n)) fault('index_too_large', offset, 'an array index above 2^53-1');
  return n;
}

function fromPointer(path: string, digitsAsIndex: boolean): Segment[] {
  const tokens = parsePointer(path);
  if (tokens === null) fault('invalid_pointer', 0, 'not an RFC 6901 JSON Pointer: it must be "" or start with "/", and "~" must be followed by 0 or 1');
  return tokens.map((t) => (digitsAsIndex && INDEX.test(t) ? { index: indexValue(t, 0) } : { name: t }));
}

// RFC 9535 section 2.5.1.1: member-name-shorthand characters (surrogates cannot occur here: the
// service refuses lone surrogates and a pair is one code point).
const isNameFirst = (cp: number) => (cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a) || cp === 0x5f || cp >= 0x80;
const isNameChar = (cp: number) => isNameFirst(cp) || (cp >= 0x30 && cp <= 0x39);

function fromJsonPath(path: string): Segment[] {
  if (path[0] !== '$') fault('invalid_jsonpath', 0, 'a JSONPath query starts with "$"');
  const out: Segment[] = [];
  let i = 1;
  const isBlank = (c: string | undefined) => c === ' ' || c === '\t' || c === '\n' || c === '\r';
  while (i < path.length) {
    const c = path[i];
    if (c === '.') {
      if (path[i + 1] === '.') fault('not_singular', i, 'descendant segments ("..") select many nodes; only a singular path converts');
      i++;
      const start = i;
      while (i < path.length) {
        const cp = path.codePointAt(i)!;
        if (!(i === start ? isNameFirst(cp) : isNameChar(cp))) break;
        i += cp > 0xffff ? 2 : 1;
      }
      if (i === start) fault(path[i] === '*' ? 'not_singular' : 'invalid_jsonpath', i, path[i] === '*' ? 'a wildcard selects many nodes' : 'a member name must follow "."');
      out.push({ name: path.slice(start, i) });
      continue;
    }
    if (c !== '[') fault('invalid_jsonpath', i, `unexpected ${JSON.stringify(c)}; expected "." or "["`);
    i++;
    while (isBlank(path[i])) i++;
    const q = path[i];
    if (q === "'" || q === '"') {
      const { value, end } = readStringLiteral(path, i);
      out.push({ name: value });
      i = end;
    } else {
      const m = /^-?[0-9]+/.exec(path.slice(i, i + 40));
      if (!m) fault(q === '*' || q === '?' || q === ':' ? 'not_singular' : 'invalid_jsonpath', i, 'expected a quoted name or an index');
      const text = m[0];
      if (text.startsWith('-')) fault('negative_index', i, 'a negative index counts from the end of an array and needs the document; only non-negative indices convert');
      if (!INDEX.test(text)) fault('invalid_jsonpath', i, 'an index has no leading zeros');
      out.push({ index: indexValue(text, i) });
      i += text.length;
    }
    while (isBlank(path[i])) i++;
    if (path[i] !== ']') fault(path[i] === ',' || path[i] === ':' ? 'not_singular' : 'invalid_jsonpath', i, 'expected "]"');
    i++;
  }
  return out;
}

// RFC 9535 section 2.3.1.1 string literals, in single or double quotes.
function readStringLiteral(path: string, at: number): { value: string; end: number } {
  const quote = path[at]!;
  let i = at + 1;
  let value = '';
  for (;;) {
    const c = path[i];
    if (c === undefined) fault('invalid_jsonpath', i, 'unterminated string literal');
    if (c === quote) return { value, end: i + 1 };
    if (c.charCodeAt(0) < 0x20) fault('invalid_jsonpath', i, 'a control character must be escaped');
    if (c !== '\\') {
      value += c;
      i++;
      continue;
    }
    const e = path[i + 1];
    const simple: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', '/': '/', '\\': '\\' };
    if (e !== undefined && Object.hasOwn(simple, e)) {
      value += simple[e];
      i += 2;
    } else if (e === quote) {
      value += quote;
      i += 2;
    } else if (e === 'u') {
      const read = (k: number) => (/^[0-9A-Fa-f]{4}$/.test(path.slice(k, k + 4)) ? parseInt(path.slice(k, k + 4), 16) : -1);
      const unit = read(i + 2);
      if (unit < 0) fault('invalid_jsonpath', i, '\\u needs four hex digits');
      if (unit >= 0xdc00 && unit <= 0xdfff) fault('invalid_jsonpath', i, 'a low surrogate escape without a high one');
      if (unit >= 0xd800 && unit <= 0xdbff) {
        const low = path.slice(i + 6, i + 8) === '\\u' ? read(i + 8) : -1;
        if (!(low >= 0xdc00 && low <= 0xdfff)) fault('invalid_jsonpath', i, 'a high surrogate escape without a low one');
        value += String.fromCharCode(unit, low);
        i += 12;
      } else {
        value += String.fromCharCode(unit);
        i += 6;
      }
    } else fault('invalid_jsonpath', i, 'not a JSONPath escape');
  }
}

function toJsonPath(segments: Segment[]): string {
  let out = '$';
  for (const s of segments) {
    if ('index' in s) {
      out += `[${s.index}]`;
      continue;
    }
    // RFC 9535 section 2.7: normalized paths escape only ', \ and the controls, hex in lowercase.
    let name = '';
    for (const ch of s.name) {
      const c = ch.charCodeAt(0);
      const short: Record<number, string> = { 0x08: '\\b', 0x09: '\\t', 0x0a: '\\n', 0x0c: '\\f', 0x0d: '\\r', 0x27: "\\'", 0x5c: '\\\\' };
      name += short[c] ?? (c < 0x20 ? '\\u' + c.toString(16).padStart(4, '0') : ch);
    }
    out += `['${name}']`;
  }
  return out;
}

function fromDotted(path: string): Segment[] {
  if (path === '') return [];
  const out: Segment[] = [];
  let i = 0;
  let expectName = true; // at the start or after "."
  while (i <= path.length) {
    if (path[i] === '[') {
      const close = path.indexOf(']', i);
      const digits = close < 0 ? '' : path.slice(i + 1, close);
      if (!INDEX.test(digits)) fault('invalid_dotted', i, 'brackets hold an array index without leading zeros, such as [0]');
      if (expectName && i > 0) fault('invalid_dotted', i, 'a "." must be followed by a member name');
      out.push({ index: indexValue(digits, i + 1) });
      i = close + 1;
      expectName = false;
      if (i === path.length) break;
      if (path[i] !== '.' && path[i] !== '[') fault('invalid_dotted', i, 'expected "." or "[" after "]"');
      if (path[i] === '.') {
        i++;
        expectName = true;
      }
      continue;
    }
    if (!expectName) fault('invalid_dotted', i, 'expected "." or "["');
    const start = i;
    let name = '';
    let escaped = false;
    while (i < path.length && path[i] !== '.' && path[i] !== '[' && path[i] !== ']') {
      if (path[i] === '\\') {
        if (i + 1 >= path.length) fault('invalid_dotted', i, 'a backslash at the end escapes nothing');
        escaped = true;
        const cp = path.codePointAt(i + 1)!;
        name += String.fromCodePoint(cp);
        i += cp > 0xffff ? 3 : 2;
        continue;
      }
      name += path[i];
      i++;
    }
    if (name === '') fault('invalid_dotted', i, 'empty member name (".." or a leading or trailing ".")');
    if (path[i] === ']') fault('invalid_dotted', i, 'an unescaped "]"');
    if (!escaped && /^[0-9]+$/.test(name)) {
      fault('ambiguous_dotted', start, `"${name}" could be a member name or an array index; write [${name}] for an index or \\${name} for a name`);
    }
    out.push({ name });
    expectName = false;
    if (i === path.length) break;
    if (path[i] === '.') {
      i++;
      expectName = true;
      if (i === path.length) fault('invalid_dotted', i, 'a trailing "."');
    }
  }
  return out;
}

function toDotted(segments: Segment[]): string {
  let out = '';
  segments.forEach((s, k) => {
    if ('index' in s) {
      out += `[${s.index}]`;
      return;
    }
    if (s.name === '') fault('not_representable', 0, 'an empty member name has no dotted form');
    let name = s.name.replace(/[\\.[\]]/g, (c) => '\\' + c);
    if (/^[0-9]+$/.test(s.name)) name = '\\' + name; // a digit-only name would read as ambiguous
    out += (k > 0 ? '.' : '') + name;
  });
  return out;
}

export default function jsonPointerConvert(input: Input): Output {
  const digitsAsIndex = (input.pointer_digits ?? 'index') === 'index';
  const segments =
    input.from === 'pointer' ? fromPointer(input.path, digitsAsIndex) : input.from === 'jsonpath' ? fromJsonPath(input.path) : fromDotted(input.path);
  if (segments.length > limits.max_segments) throw limitExceeded('/path', `more than ${limits.max_segments} segments (max_segments)`);
  const path =
    input.to === 'pointer' ? formatPointer(segments.map((s) => ('index' in s ? s.index : s.name))) : input.to === 'jsonpath' ? toJsonPath(segments) : toDotted(segments);
  return { path, segments };
}
