import type { Input, Output } from '../../generated/tools/formats/ini-to-json.js';
import { orderedObject } from '../lib/ordered-object.js';
import { trimBlanks } from '../lib/trim-blanks.js';
import { isQuotedIniValue } from './lib/ini-dialect.js';
import { faultAt } from './lib/text-position.js';

const AT = '/text';

function leadingBlanks(line: string): number {
  let i = 0;
  while (line[i] === ' ' || line[i] === '\t') i++;
  return i;
}

/** 1-based column (code points) of UTF-16 index `i` in `line`. */
function columnOf(line: string, i: number): number {
  return [...line.slice(0, i)].length + 1;
}

export default function iniToJson(input: Input): Output {
  const dialect = input.dialect ?? {};
  const comments = dialect.comment_prefixes ?? [';', '#'];
  const delimiter = dialect.delimiter ?? '=';
  const duplicates = dialect.duplicate_keys ?? 'error';
  const unquote = dialect.unquote ?? true;

  const text = input.text.startsWith('\uFEFF') ? input.text.slice(1) : input.text;
  const sections = new Map<string, Map<string, string>>();
  let current: Map<string, string> | null = null;
  const lines = text.split(/\r\n|\n|\r/);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const lineNo = n + 1;
    const trimmed = trimBlanks(line);
    const start = leadingBlanks(line);
    if (trimmed === '' || comments.some((p: string) => trimmed.startsWith(p))) continue;
    if (trimmed.startsWith('[')) {
      const name = trimBlanks(trimmed.slice(1, -1));
      if (!trimmed.endsWith(']') || trimmed.length < 2 || name === '' || /[[\]]/.test(name)) {
        throw faultAt('syntax_error', AT, { line: lineNo, column: start + 1 }, 'a section header is "[name]" with a non-empty name holding no brackets');
      }
      current = sections.get(name) ?? new Map<string, string>();
      sections.set(name, current);
      continue;
    }
    const at = line.indexOf(delimiter);
    if (at < 0) throw faultAt('syntax_error', AT, { line: lineNo, column: start + 1 }, `the line is not a comment, section header or key ${delimiter} value`);
    const key = trimBlanks(line.slice(0, at));
    if (key === '') throw faultAt('syntax_error', AT, { line: lineNo, column: columnOf(line, at) }, `the key before ${JSON.stringify(delimiter)} is empty`);
    let value = trimBlanks(line.slice(at + 1));
    if (unquote && isQuotedIniValue(value)) value = value.slice(1, -1);
    if (current === null) {
      current = new Map<string, string>();
      sections.set('', current);
    }
    if (current.has(key)) {
      if (duplicates === 'error') throw faultAt('duplicate_key', AT, { line: lineNo, column: start + 1 }, `the key ${JSON.stringify(key)} appears twice in its section`);
      if (duplicates === 'first') continue;
    }
    current.set(key, value);
  }
  return { value: orderedObject([...sections].map(([name, keys]) => [name, orderedObject(keys)] as const)) as Output['value'] };
}
