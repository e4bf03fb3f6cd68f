import type { Input, Output } from '../../generated/tools/formats/ini-from-json.js';
import { formatPointer } from '../lib/json-pointer.js';
import { invalidInput } from '../lib/tool-error.js';
import { trimBlanks } from '../lib/trim-blanks.js';
import { isQuotedIniValue } from './lib/ini-dialect.js';
import { numberText } from './lib/json-numbers.js';

function hasEdgeBlank(s: string): boolean {
  return trimBlanks(s) !== s;
}

function checkName(name: string, pointer: string, what: string, forbidden: readonly string[]): void {
  if (name === '') throw invalidInput(pointer, `an empty ${what} cannot be written`);
  if (hasEdgeBlank(name)) throw invalidInput(pointer, `a ${what} with leading or trailing spaces or tabs would be trimmed on reading`);
  for (const ch of ['\n', '\r', ...forbidden]) if (name.includes(ch)) throw invalidInput(pointer, `a ${what} may not contain ${JSON.stringify(ch)}`);
}

function valueText(v: string | number | boolean | null, pointer: string): string {
  const s = v === null ? '' : typeof v === 'number' ? numberText(v) : String(v);
  if (s.includes('\n') || s.includes('\r')) throw invalidInput(pointer, 'INI values cannot hold line breaks');
  // Quoted so that readers with inline comments or whitespace trimming keep the value whole; our reader removes the pair.
  return hasEdgeBlank(s) || s.includes(';') || s.includes('#') || isQuotedIniValue(s) ? `"${s}"` : s;
}

export default function iniFromJson(input: Input): Output {
  const delimiter = input.dialect?.delimiter ?? '=';
  const separator = (input.dialect?.spaces_around_delimiter ?? true) ? ` ${delimiter} ` : delimiter;
  const sections = Object.entries(input.value);
  // Keys of section "" have no header, so they can only come first.
  sections.sort(([a], [b]) => Number(b === '') - Number(a === ''));
  const lines: string[] = [];
  for (const [name, keys] of sections) {
    if (name !== '') {
      checkName(name, formatPointer(['value', name]), 'section name', ['[', ']']);
      if (lines.length > 0) lines.push('');
      lines.push(`[${name}]`);
    }
    for (const [key, v] of Object.entries(keys as Record<string, string | number | boolean | null>)) {
      const pointer = formatPointer(['value', name, key]);
      checkName(key, pointer, 'key', [delimiter]);
      if (/^[;#[]/.test(key)) throw invalidInput(pointer, 'a key starting with ";", "#" or "[" would be read as a comment or header');
      lines.push(`${key}${separator}${valueText(v, pointer)}`);
    }
  }
  return { text: lines.map((l) => l + '\n').join('') };
}
