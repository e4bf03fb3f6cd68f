import type { Input, Output } from '../../generated/tools/formats/toml-from-json.js';
import { limits } from '../../generated/tools/formats/toml-from-json.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer } from '../lib/json-pointer.js';
import { invalidInput, ToolError } from '../lib/tool-error.js';
import { doubleQuoter } from './lib/double-quoted.js';
import { OutputBudget } from './lib/output-budget.js';
import { tomlDateTimeType } from './lib/toml-datetime.js';

type Path = (string | number)[];
type Obj = Record<string, unknown>;
const DATE_TYPES = new Set(['offset-date-time', 'local-date-time', 'local-date', 'local-time']);

function isObject(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function pointerOf(path: Path): string {
  return '/value' + formatPointer(path);
}

/** The literal text of a {type, value} date object, null when `v` is not one; a malformed one is an error. */
function dateLiteral(v: Obj, path: Path, typedDates: boolean): string | null {
  if (!typedDates) return null;
  const keys = Object.keys(v);
  if (keys.length !== 2 || !Object.hasOwn(v, 'type') || !Object.hasOwn(v, 'value') || !DATE_TYPES.has(v.type as string)) return null;
  if (typeof v.value !== 'string' || tomlDateTimeType(v.value) !== v.type) {
    throw invalidInput(pointerOf([...path, 'value']), `not a valid TOML ${String(v.type)} literal`);
  }
  return v.value;
}

const tomlString = doubleQuoter(
  [
    [0x08, '\\b'],
    [0x0c, '\\f'],
  ],
  (c) => c < 0x20 || c === 0x7f,
);

function tomlKey(k: string): string {
  return /^[A-Za-z0-9_-]+$/.test(k) ? k : tomlString(k);
}

function tomlNumber(n: number): string {
  if (Number.isSafeInteger(n)) return Object.is(n, -0) ? '0' : String(n);
  const s = String(n);
  // An integral double beyond 2^53 (or written by String without "." or "e") must stay a float.
  return /[.e]/.test(s) ? s : `${s}.0`;
}

function isArrayOfTables(v: unknown, typedDates: boolean, path: Path): v is Obj[] {
  return Array.isArray(v) && v.length > 0 && v.every((x, i) => isObject(x) && dateLiteral(x, [...path, i], typedDates) === null);
}

/** Writes the inline form of `v` into `out` as it goes, so a value whose text passes the limit is refused there. */
function inline(out: OutputBudget, v: unknown, path: Path, typedDates: boolean): void {
  if (v === null) throw new ToolError('toml_null_rejected', 'TOML has no null', [{ pointer: pointerOf(path), message: 'null has no TOML form; remove the member or use another value' }]);
  if (typeof v === 'boolean') return out.push(v ? 'true' : 'false');
  if (typeof v === 'number') return out.push(tomlNumber(v));
  if (typeof v === 'string') {
    out.push('"');
    out.pushEncoded(v, tomlString.body);
    return out.push('"');
  }
  if (Array.isArray(v)) {
    out.push('[');
    v.forEach((x, i) => {
      if (i > 0) out.push(', ');
      inline(out, x, [...path, i], typedDates);
    });
    return out.push(']');
  }
  const o = v as Obj;
  const date = dateLiteral(o, path, typedDates);
  if (date !== null) return out.push(date);
  const entries = Object.entries(o);
  if (entries.length === 0) return out.push('{}');
  entries.forEach(([k, x], i) => {
    out.push(`${i === 0 ? '{ ' : ', '}${tomlKey(k)} = `);
    inline(out, x, [...path, k], typedDates);
  });
  out.push(' }');
}

function writeTable(out: OutputBudget, obj: Obj, keys: string[], path: Path, header: string | null, typedDates: boolean): void {
  if (header !== null) out.push(header + '\n');
  const later: [string, unknown][] = [];
  for (const [k, v] of Object.entries(obj)) {
    const isTable = isObject(v) && dateLiteral(v, [...path, k], typedDates) === null;
    if (isTable || isArrayOfTables(v, typedDates, [...path, k])) later.push([k, v]);
    else {
      out.push(`${tomlKey(k)} = `);
      inline(out, v, [...path, k], typedDates);
      out.push('\n');
    }
  }
  for (const [k, v] of later) {
    const sub = [...keys, k];
    const dotted = sub.map(tomlKey).join('.');
    const blank = () => (out.size > 0 ? '\n' : ''); // a blank line before every header but a first one
    if (Array.isArray(v)) v.forEach((el, i) => writeTable(out, el as Obj, sub, [...path, k, i], `${blank()}[[${dotted}]]`, typedDates));
    else writeTable(out, v as Obj, sub, [...path, k], `${blank()}[${dotted}]`, typedDates);
  }
}

export default function tomlFromJson(input: Input): Output {
  const value = input.value as Obj;
  checkJsonBounds(value, '/value', { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') });
  const out = new OutputBudget('/value', limits.max_output_chars);
  writeTable(out, value, [], [], null, input.typed_dates ?? true);
  return { text: out.text() };
}
