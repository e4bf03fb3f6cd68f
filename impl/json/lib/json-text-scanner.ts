import { ToolError, limitExceeded } from '../../lib/tool-error.js';

// A strict RFC 8259 reader for tools that must see a JSON text as written: number literals verbatim,
// string literals both raw and decoded, every member (duplicates included) in text order, and the
// exact place and reason of the first fault. JSON.parse gives none of these (it rounds numbers,
// keeps the last duplicate and reports positions only in its message), hence our own scanner.

export type JsonTextNode =
  | { kind: 'object'; start: number; members: JsonTextMember[] }
  | { kind: 'array'; start: number; items: JsonTextNode[] }
  | { kind: 'string'; start: number; raw: string; value: string; loneSurrogate: boolean }
  | { kind: 'number'; start: number; raw: string }
  | { kind: 'literal'; start: number; raw: 'true' | 'false' | 'null' };

export type JsonTextMember = { keyStart: number; rawKey: string; key: string; keyLoneSurrogate: boolean; value: JsonTextNode };

export type JsonTextFaultReason =
  | 'empty_text'
  | 'byte_order_mark'
  | 'unexpected_end'
  | 'unexpected_character'
  | 'comment'
  | 'single_quote'
  | 'trailing_comma'
  | 'unquoted_key'
  | 'missing_colon'
  | 'missing_comma'
  | 'invalid_number'
  | 'non_finite_number'
  | 'invalid_literal'
  | 'invalid_escape'
  | 'control_character'
  | 'trailing_content'
  | 'depth_limit';

/** `index` counts UTF-16 code units from 0; turn it into line/column/byte offset with TextPositions. */
export type JsonTextFault = { reason: JsonTextFaultReason; message: string; index: number };

export type JsonTextScan = { ok: true; root: JsonTextNode } | { ok: false; fault: JsonTextFault };

class Fault extends Error {
  constructor(readonly fault: JsonTextFault) {
    super(fault.message);
  }
}

const HEX = /^[0-9A-Fa-f]{4}$/;
const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isWordChar = (c: string | undefined) => c !== undefined && /[0-9A-Za-z_$.+-]/.test(c);

/**
 * Scans `text` as one JSON text (RFC 8259 section 2): optional whitespace (space, tab, LF, CR), one
 * value, optional whitespace. Containers nested deeper than `maxDepth` stop the scan with
 * `depth_limit`, so recursion is bounded (RFC 8259 section 9 lets parsers limit nesting).
 */
export function scanJsonText(text: string, maxDepth: number): JsonTextScan {
  let i = 0;
  const fail = (reason: JsonTextFaultReason, message: string, at = i): never => {
    throw new Fault({ reason, message, index: at });
  };
  const skipWs = () => {
    for (;;) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) i++;
      else return;
    }
  };
  const describe = (c: string) => (c === '' ? 'end of text' : `'${c}'`);

  // A value was expected at i; name the most likely mistake.
  const badValueStart = (afterComma: boolean): never => {
    const c = text[i];
    if (c === undefined) return fail('unexpected_end', 'the text ends where a value is expected');
    if ((c === ']' || c === '}') && afterComma) return fail('trailing_comma', `a comma before '${c}' (trailing commas are not JSON)`);
    if (c === "'") return fail('single_quote', 'strings must use double quotes');
    if (c === '/') return fail('comment', 'comments are not JSON');
    if (text.startsWith('NaN', i) || text.startsWith('Infinity', i)) return fail('non_finite_number', 'NaN and Infinity are not JSON numbers');
    if (c === '.' || c === '+') return fail('invalid_number', `a JSON number cannot start with '${c}'`);
    if (/[A-Za-z_$]/.test(c)) return fail('invalid_literal', 'only true, false and null are JSON literals');
    return fail('unexpected_character', `${describe(c)} cannot start a value`);
  };

  const scanString = (): { raw: string; value: string; loneSurrogate: boolean } => {
    const start = i;
    i++; // opening quote
    let value = '';
    let runStart = i;
    let loneSurrogate = false;
    let pendingHigh = false; // the decoded value ends with a \uD800-\uDBFF escape awaiting its pair
    for (;;) {
      const c = text.charCodeAt(i);
      if (Number.isNaN(c)) fail('unexpected_end', 'the text ends inside a string');
      if (c === 0x22) {
        value += text.slice(runStart, i);
        if (pendingHigh) loneSurrogate = true;
        i++;
        return { raw: text.slice(start, i), value, loneSurrogate };
      }
      if (c < 0x20) fail('control_character', `control character U+${c.toString(16).toUpperCase().padStart(4, '0')} must be escaped in a string`);
      if (c !== 0x5c) {
        if (pendingHigh) {
          loneSurrogate = true;
          pendingHigh = false;
        }
        i++;
        continue;
      }
      value += text.slice(runStart, i);
      const e = text[i + 1];
      if (e === undefined) fail('unexpected_end', 'the text ends inside an escape', i + 1);
      let decoded: string;
      let unit = -1;
      switch (e) {
        case '"': decoded = '"'; break;
        case '\\': decoded = '\\'; break;
        case '/': decoded = '/'; break;
        case 'b': decoded = '\b'; break;
        case 'f': decoded = '\f'; break;
        case 'n': decoded = '\n'; break;
        case 'r': decoded = '\r'; break;
        case 't': decoded = '\t'; break;
        case 'u': {
          const hex = text.slice(i + 2, i + 6);
          if (!HEX.test(hex)) {
            let k = 0;
            while (k < hex.length && /[0-9A-Fa-f]/.test(hex[k]!)) k++;
            if (i + 2 + k >= text.length) fail('unexpected_end', 'the text ends inside a \\u escape', text.length);
            fail('invalid_escape', '\\u must be followed by four hexadecimal digits', i + 2 + k);
          }
          unit = parseInt(hex, 16);
          decoded = String.fromCharCode(unit);
          break;
        }
        default:
          return fail('invalid_escape', `'\\${e}' is not a JSON escape`, i + 1);
      }
      const isLow = unit >= 0xdc00 && unit <= 0xdfff;
      if (pendingHigh && !isLow) loneSurrogate = true;
      if (!pendingHigh && isLow) loneSurrogate = true;
      pendingHigh = unit >= 0xd800 && unit <= 0xdbff;
      value += decoded;
      i += e === 'u' ? 6 : 2;
      runStart = i;
    }
  };

  const scanNumber = (): string => {
    const start = i;
    if (text[i] === '-') {
      i++;
      if (text.startsWith('Infinity', i)) fail('non_finite_number', 'Infinity is not a JSON number');
      if (!isDigit(text[i])) fail(text[i] === undefined ? 'unexpected_end' : 'invalid_number', 'a digit must follow the minus sign');
    }
    if (text[i] === '0') {
      i++;
      if (isDigit(text[i])) fail('invalid_number', 'a JSON number has no leading zeros');
    } else {
      while (isDigit(text[i])) i++;
    }
    if (text[i] === '.') {
      i++;
      if (!isDigit(text[i])) fail(text[i] === undefined ? 'unexpected_end' : 'invalid_number', 'a digit must follow the decimal point');
      while (isDigit(text[i])) i++;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (!isDigit(text[i])) fail(text[i] === undefined ? 'unexpected_end' : 'invalid_number', 'a digit must follow the exponent mark');
      while (isDigit(text[i])) i++;
    }
    if (isWordChar(text[i])) fail('invalid_number', `'${text[i]}' cannot continue a JSON number`);
    return text.slice(start, i);
  };

  const scanLiteral = (word: 'true' | 'false' | 'null'): void => {
    for (let k = 0; k < word.length; k++, i++) {
      if (text[i] === undefined) fail('unexpected_end', `the text ends inside '${word}'`);
      if (text[i] !== word[k]) fail('invalid_literal', 'only true, false and null are JSON literals');
    }
    if (isWordChar(text[i])) fail('invalid_literal', 'only true, false and null are JSON literals');
  };

  const scanValue = (depth: number, afterComma: boolean): JsonTextNode => {
    const start = i;
    const c = text[i];
    if (c === '{' || c === '[') {
      if (depth >= maxDepth) fail('depth_limit', `containers nest deeper than ${maxDepth} levels`);
    }
    if (c === '{') {
      i++;
      const members: JsonTextMember[] = [];
      skipWs();
      if (text[i] === '}') {
        i++;
        return { kind: 'object', start, members };
      }
      let comma = false;
      for (;;) {
        const k = text[i];
        if (k !== '"') {
          if (k === undefined) fail('unexpected_end', 'the text ends where a member name is expected');
          if (k === '}' && comma) fail('trailing_comma', "a comma before '}' (trailing commas are not JSON)");
          if (k === "'") fail('single_quote', 'member names must use double quotes');
          if (k === '/') fail('comment', 'comments are not JSON');
          if (/[A-Za-z_$]/.test(k!)) fail('unquoted_key', 'member names must be double-quoted strings');
          fail('unexpected_character', `${describe(k!)} where a member name is expected`);
        }
        const keyStart = i;
        const key = scanString();
        skipWs();
        if (text[i] !== ':') {
          if (text[i] === undefined) fail('unexpected_end', "the text ends where ':' is expected");
          fail('missing_colon', `${describe(text[i]!)} where ':' is expected after a member name`);
        }
        i++;
        skipWs();
        const value = scanValue(depth + 1, false);
        members.push({ keyStart, rawKey: key.raw, key: key.value, keyLoneSurrogate: key.loneSurrogate, value });
        skipWs();
        const d = text[i];
        if (d === '}') {
          i++;
          return { kind: 'object', start, members };
        }
        if (d !== ',') {
          if (d === undefined) fail('unexpected_end', "the text ends where ',' or '}' is expected");
          if (d === '/') fail('comment', 'comments are not JSON');
          fail('missing_comma', `${describe(d!)} where ',' or '}' is expected`);
        }
        i++;
        skipWs();
        comma = true;
      }
    }
    if (c === '[') {
      i++;
      const items: JsonTextNode[] = [];
      skipWs();
      if (text[i] === ']') {
        i++;
        return { kind: 'array', start, items };
      }
      let comma = false;
      for (;;) {
        items.push(scanValue(depth + 1, comma));
        skipWs();
        const d = text[i];
        if (d === ']') {
          i++;
          return { kind: 'array', start, items };
        }
        if (d !== ',') {
          if (d === undefined) fail('unexpected_end', "the text ends where ',' or ']' is expected");
          if (d === '/') fail('comment', 'comments are not JSON');
          fail('missing_comma', `${describe(d!)} where ',' or ']' is expected`);
        }
        i++;
        skipWs();
        comma = true;
      }
    }
    if (c === '"') return { kind: 'string', start, ...scanString() };
    if (c === '-' || isDigit(c)) return { kind: 'number', start, raw: scanNumber() };
    if (c === 't' || c === 'f' || c === 'n') {
      const word = c === 't' ? 'true' : c === 'f' ? 'false' : 'null';
      scanLiteral(word);
      return { kind: 'literal', start, raw: word };
    }
    return badValueStart(afterComma);
  };

  try {
    if (text.charCodeAt(0) === 0xfeff) fail('byte_order_mark', 'a JSON text must not start with a byte order mark (RFC 8259 section 8.1)');
    skipWs();
    if (i === text.length) fail('empty_text', 'the text holds no JSON value');
    const root = scanValue(0, false);
    skipWs();
    if (i < text.length) {
      if (text[i] === '/') fail('comment', 'comments are not JSON');
      fail('trailing_content', 'more text follows the JSON value');
    }
    return { ok: true, root };
  } catch (e) {
    if (e instanceof Fault) return { ok: false, fault: e.fault };
    throw e;
  }
}

export type TextPosition = { line: number; column: number; offset: number };

/**
 * Line (from 1), column (from 1, in Unicode code points) and UTF-8 byte offset (from 0) of UTF-16
 * indexes, computed in one forward pass. A line ends at LF, CR or CRLF (the line breaks JSON
 * whitespace allows). `indexes` must be ascending.
 */
export function textPositions(text: string, indexes: readonly number[]): TextPosition[] {
  const out: TextPosition[] = [];
  let line = 1;
  let column = 1;
  let offset = 0;
  let i = 0;
  for (const target of indexes) {
    while (i < target && i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 0x0a || (c === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
        line++;
        column = 1;
        offset++;
        i++;
        continue;
      }
      if (c === 0x0d) {
        // CR of a CRLF: the LF ends the line
        column++;
        offset++;
        i++;
        continue;
      }
      column++;
      if (c < 0x80) offset += 1;
      else if (c < 0x800) offset += 2;
      else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        offset += 4;
        i++;
      } else offset += 3;
      i++;
    }
    out.push({ line, column, offset });
  }
  return out;
}

export function textPosition(text: string, index: number): TextPosition {
  return textPositions(text, [index])[0]!;
}

/**
 * The tree of `text`, or the fault as the tools report it: `limit_exceeded` for nesting deeper than
 * `maxDepth`, otherwise `invalid_input` at `pointer` whose `extra` carries reason, line, column and
 * offset of the first fault.
 */
export function scanJsonTextOrThrow(text: string, maxDepth: number, pointer: string): JsonTextNode {
  const scan = scanJsonText(text, maxDepth);
  if (scan.ok) return scan.root;
  const at = textPosition(text, scan.fault.index);
  const where = `line ${at.line}, column ${at.column} (byte ${at.offset})`;
  if (scan.fault.reason === 'depth_limit') throw limitExceeded(pointer, `${scan.fault.message} at ${where}`);
  const message = `not valid JSON: ${scan.fault.message} at ${where}`;
  throw new ToolError('invalid_input', message, [{ pointer, message }], { reason: scan.fault.reason, ...at });
}
