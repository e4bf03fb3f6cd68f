import type { Input, Output } from '../../generated/tools/text/text-replace.js';
import { limits } from '../../generated/tools/text/text-replace.js';
import { ToolError, limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';
import { TextIndex, compilePattern, findAll } from './lib/patterns.js';

/** A replacement template, parsed: literal text, or a group number (0 is the whole match). */
type Part = string | number;

function refuse(message: string, reason: string): never {
  throw new ToolError('invalid_input', message, [{ pointer: '/replacement', message }], { reason });
}

/** `$$`, `$n` (the longest run of digits), `${n}` and `${name}`; any other `$` is refused. */
function parseTemplate(template: string, groupNames: (string | null)[]): Part[] {
  const parts: Part[] = [];
  let literal = '';
  let i = 0;
  while (i < template.length) {
    const c = template[i]!;
    if (c !== '$') {
      literal += c;
      i++;
      continue;
    }
    const next = template[i + 1];
    if (next === '$') {
      literal += '$';
      i += 2;
      continue;
    }
    let ref: string;
    if (next === '{') {
      const close = template.indexOf('}', i + 2);
      if (close < 0) refuse(`an unclosed \${ at offset ${i} of the replacement`, 'unclosed_brace');
      ref = template.slice(i + 2, close);
      i = close + 1;
    } else {
      let j = i + 1;
      while (j < template.length && template.charCodeAt(j) >= 0x30 && template.charCodeAt(j) <= 0x39) j++;
      if (j === i + 1) refuse(`a $ at offset ${i} of the replacement is neither $$, $n, \${n} nor \${name}; write $$ for a literal $`, 'bad_reference');
      ref = template.slice(i + 1, j);
      i = j;
    }
    let group: number;
    if (/^[0-9]+$/.test(ref)) {
      group = ref.length > 6 ? Infinity : Number(ref);
      if (group >= groupNames.length) refuse(`the replacement refers to group ${ref}, but the pattern has ${groupNames.length - 1} groups`, 'unknown_group');
    } else {
      group = groupNames.indexOf(ref);
      if (ref === '' || group < 1) refuse(`the replacement refers to a group named "${ref}", which the pattern does not have`, 'unknown_group');
    }
    if (literal !== '') parts.push(literal);
    literal = '';
    parts.push(group);
  }
  if (literal !== '') parts.push(literal);
  return parts;
}

export default function textReplace(input: Input): Output {
  const compiled = compilePattern(input, limits);
  const parts: Part[] = input.literal_replacement ? [input.replacement] : parseTemplate(input.replacement, compiled.groupNames);
  const index = new TextIndex(input.text);
  const text = input.text;
  const matches = findAll(compiled, index, input.limit ?? Infinity, limits);
  let result = '';
  let bytes = 0;
  let run = 0;
  const add = (s: string) => {
    bytes += utf8Length(s);
    if (bytes > limits.max_output_bytes) throw limitExceeded('/replacement', `the result would pass ${limits.max_output_bytes} UTF-8 bytes (max_output_bytes)`);
    result += s;
  };
  for (const m of matches) {
    const start = index.utf16(m.start);
    add(text.slice(run, start));
    for (const part of parts) {
      if (typeof part === 'string') add(part);
      else if (part === 0) add(text.slice(start, index.utf16(m.end)));
      else {
        const gs = m.groups[2 * (part - 1)]!;
        if (gs >= 0) add(text.slice(index.utf16(gs), index.utf16(m.groups[2 * (part - 1) + 1]!)));
      }
    }
    run = index.utf16(m.end);
  }
  add(text.slice(run));
  return { result, count: matches.length };
}
