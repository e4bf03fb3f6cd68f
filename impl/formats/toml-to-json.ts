import type { Input, Output } from '../../generated/tools/formats/toml-to-json.js';
import { limits } from '../../generated/tools/formats/toml-to-json.js';
import { parse, TomlDate, TomlError } from 'smol-toml';
import { formatPointer } from '../lib/json-pointer.js';
import { orderedObject } from '../lib/ordered-object.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { integerToJson } from './lib/json-numbers.js';
import { faultAt, textFault } from './lib/text-position.js';
import { tomlKeyOrder } from './lib/toml-key-order.js';
import { tomlDateTimeType, type TomlDateTimeType } from './lib/toml-datetime.js';

const AT = '/text';
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

function skipString(text: string, i: number): number {
  const q = text[i]!;
  const triple = text.startsWith(q.repeat(3), i);
  let j = i + (triple ? 3 : 1);
  while (j < text.length) {
    if (q === '"' && text[j] === '\\') j += 2;
    else if (triple ? text.startsWith(q.repeat(3), j) : text[j] === q) {
      if (!triple) return j + 1;
      j += 3;
      while (text[j] === q) j++; // up to two quotes may end the content
      return j;
    } else j++;
  }
  return j;
}

/**
 * Checks every date-time literal in value position against the TOML grammar (see toml-datetime.ts).
 * Runs only on text smol-toml has accepted, so a light scan suffices: strings and comments are
 * skipped, key positions (line starts, table headers, after "{" or "," in an inline table) are not values.
 */
function checkDateLiterals(text: string): void {
  const stack: string[] = [];
  let inValue = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '"' || c === "'") {
      i = skipString(text, i);
      continue;
    }
    if (c === '#') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (c === '\n') {
      if (stack.length === 0) inValue = false;
    } else if (c === '[' && !inValue && stack.length === 0) {
      while (i < text.length && text[i] !== '\n' && text[i] !== '#') i = text[i] === '"' || text[i] === "'" ? skipString(text, i) : i + 1;
      continue;
    } else if (c === '=') inValue = true;
    else if (c === '[') stack.push('[');
    else if (c === '{') {
      stack.push('{');
      inValue = false;
    } else if (c === ']' || c === '}') {
      stack.pop();
      inValue = true;
    } else if (c === ',') inValue = stack[stack.length - 1] === '[';
    else if (inValue && c >= '0' && c <= '9') {
      let j = i;
      while (j < text.length && /[0-9A-Za-z:.+_-]/.test(text[j]!)) {
        j++;
        // A space may separate date and time ("1979-05-27 07:32:00").
        if (text[j] === ' ' && j - i === 10 && /^\d{4}-\d{2}-\d{2}$/.test(text.slice(i, j)) && /\d/.test(text[j + 1] ?? '')) j++;
      }
      const token = text.slice(i, j);
      if (/^(\d{4}-\d{2}-|\d{2}:)/.test(token) && tomlDateTimeType(token) === null) {
        throw textFault('syntax_error', AT, text, i, `invalid date-time ${JSON.stringify(token)}`);
      }
      i = j;
      continue;
    }
    i++;
  }
}

function dateValue(d: TomlDate): { type: TomlDateTimeType; value: string } {
  const type: TomlDateTimeType = d.isDateTime() ? (d.isLocal() ? 'local-date-time' : 'offset-date-time') : d.isDate() ? 'local-date' : 'local-time';
  // Millisecond precision (TOML 1.0 lets readers truncate beyond it); trailing zeros of the fraction dropped.
  const value = d.toISOString().replace(/\.(\d*?)0*(?=$|[Z+-])/, (_m, digits: string) => (digits ? `.${digits}` : ''));
  return { type, value };
}

function toJson(v: unknown, path: (string | number)[], order: Map<object, Set<string>>): unknown {
  if (path.length > limits.max_depth) throw limitExceeded(AT, `tables and arrays nest deeper than ${limits.max_depth} (max_depth; at ${formatPointer(path)})`);
  if (typeof v === 'bigint') {
    if (v < INT64_MIN || v > INT64_MAX) throw invalidInput(AT, `the integer at ${formatPointer(path)} is outside the 64-bit range TOML 1.0 allows`);
    return integerToJson(v);
  }
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw invalidInput(AT, `the float at ${formatPointer(path)} is inf or nan, which JSON cannot hold`);
    return Object.is(v, -0) ? 0 : v;
  }
  if (v instanceof TomlDate) return dateValue(v);
  if (Array.isArray(v)) return v.map((x, i) => toJson(x, [...path, i], order));
  if (v !== null && typeof v === 'object') {
    // Keys in the order the text first defines them (rule 1), which the parsed object does not keep for "2" or "10".
    const own = Object.keys(v);
    const defined = order.get(v);
    const keys = defined ? [...defined].filter((k) => Object.hasOwn(v, k)) : own;
    if (keys.length !== own.length) keys.push(...own.filter((k) => !defined!.has(k)));
    return orderedObject(keys.map((k) => [k, toJson((v as Record<string, unknown>)[k], [...path, k], order)] as const));
  }
  return v;
}

export default function tomlToJson(input: Input): Output {
  const text = input.text;
  let table: Record<string, unknown>;
  try {
    table = parse(text, { integersAsBigInt: 'asNeeded', maxDepth: limits.max_depth });
  } catch (e) {
    if (!(e instanceof TomlError)) throw e;
    const message = e.message.replace(/^Invalid TOML document: /, '').split('\n')[0]!;
    // smol-toml reports every fault as TomlError; the two we branch on are told apart by message.
    const code = message.startsWith('trying to redefine') ? 'duplicate_key' : message.startsWith('document contains excessively nested') ? 'limit_exceeded' : 'syntax_error';
    throw faultAt(code, AT, { line: e.line, column: e.column }, message);
  }
  checkDateLiterals(text);
  return { value: toJson(table, [], tomlKeyOrder(text, table)) as Output['value'] };
}
