import type { Input, Output } from '../../generated/tools/paths/path-variables-expand.js';
import { limits } from '../../generated/tools/paths/path-variables-expand.js';
import { ToolError, invalidInput, limitExceeded } from '../lib/tool-error.js';
import { checkLength, foldAscii } from './lib/path-model.js';

const isNameStart = (c: number) => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x5f;
const isNameChar = (c: number) => isNameStart(c) || (c >= 0x30 && c <= 0x39);

export default function pathVariablesExpand(input: Input): Output {
  const text = input.path;
  checkLength(text, limits.max_path_length, '/path');
  const windows = input.style === 'windows';
  const entries = Object.entries(input.variables ?? {});
  if (entries.length > limits.max_variables)
    throw limitExceeded('/variables', `${entries.length} variables, more than max_variables ${limits.max_variables}`);
  // key (folded for windows) -> [name as given, value]
  const vars = new Map<string, [string, string]>();
  for (const [name, value] of entries) {
    if (value.length > limits.max_path_length)
      throw limitExceeded(`/variables/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`, `the value of ${name} is longer than max_path_length ${limits.max_path_length}`);
    const key = windows ? foldAscii(name) : name;
    if (vars.has(key)) throw new ToolError('duplicate_key', `variables ${vars.get(key)![0]} and ${name} are the same name ignoring case`, [{ pointer: '/variables', message: `duplicate name ${name}` }]);
    vars.set(key, [name, value]);
  }
  const keep = input.on_undefined === 'keep';
  const used: string[] = [];
  const usedSet = new Set<string>();
  const undefinedNames: string[] = [];
  const undefinedSet = new Set<string>();
  const parts: string[] = [];
  let length = 0;
  const emit = (s: string) => {
    length += s.length;
    if (length > limits.max_output_length) throw limitExceeded('/path', `the expanded path is longer than max_output_length ${limits.max_output_length}`);
    parts.push(s);
  };
  /** Emits the value of `name`, or handles an undefined one (writing `asWritten` with keep). */
  const reference = (name: string, asWritten: string) => {
    const key = windows ? foldAscii(name) : name;
    const found = vars.get(key);
    if (found) {
      if (!usedSet.has(key)) {
        usedSet.add(key);
        used.push(found[0]);
      }
      emit(found[1]);
      return;
    }
    if (!keep) throw invalidInput('/path', `the variable ${name} is not defined`);
    if (!undefinedSet.has(key)) {
      undefinedSet.add(key);
      undefinedNames.push(name);
    }
    emit(asWritten);
  };

  let i = 0;
  let literalStart = 0;
  const flush = (end: number) => {
    if (end > literalStart) emit(text.slice(literalStart, end));
  };
  if (!windows && text[0] === '~') {
    let end = 1;
    while (end < text.length && text[end] !== '/') end++;
    if (end > 1) throw invalidInput('/path', `~${text.slice(1, end)} names a user; no user database is read`);
    if (input.home === undefined) throw invalidInput('/home', 'the path starts with ~ and no home is given');
    emit(input.home);
    i = literalStart = 1;
  }
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (!windows && c === 0x24) {
      const next = text.charCodeAt(i + 1);
      if (isNameStart(next)) {
        let end = i + 2;
        while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
        flush(i);
        reference(text.slice(i + 1, end), text.slice(i, end));
        i = literalStart = end;
        continue;
      }
      if (next === 0x7b) {
        const close = text.indexOf('}', i + 2);
        if (close < 0) throw new ToolError('syntax_error', '${ without a closing }', [{ pointer: '/path', message: `unclosed \${ at ${i}` }]);
        const name = text.slice(i + 2, close);
        let ok = name.length > 0 && isNameStart(name.charCodeAt(0));
        for (let k = 1; ok && k < name.length; k++) ok = isNameChar(name.charCodeAt(k));
        if (!ok) throw new ToolError('syntax_error', `\${${name}} is not a plain variable reference`, [{ pointer: '/path', message: `bad substitution at ${i}` }]);
        flush(i);
        reference(name, text.slice(i, close + 1));
        i = literalStart = close + 1;
        continue;
      }
      i++;
      continue;
    }
    if (windows && c === 0x25) {
      if (text.charCodeAt(i + 1) === 0x25) {
        flush(i + 1); // keep one "%"
        i = literalStart = i + 2;
        continue;
      }
      const close = text.indexOf('%', i + 1);
      if (close < 0) break; // the rest, with this "%", is literal
      const name = text.slice(i + 1, close);
      if (name.includes(':') || name.includes('='))
        throw new ToolError('syntax_error', `%${name}% uses cmd's substring or replace syntax`, [{ pointer: '/path', message: `unsupported reference at ${i}` }]);
      flush(i);
      reference(name, text.slice(i, close + 1));
      i = literalStart = close + 1;
      continue;
    }
    i++;
  }
  flush(text.length);
  return { path: parts.join(''), used, undefined: undefinedNames };
}
