import type { Input, Output } from '../../generated/tools/paths/path-validate.js';
import { limits } from '../../generated/tools/paths/path-validate.js';
import { ToolError } from '../lib/tool-error.js';
import {
  POSIX_NAME_MAX,
  POSIX_PATH_MAX_TEXT,
  WINDOWS_EXTENDED_MAX_PATH,
  WINDOWS_MAX_NAME,
  WINDOWS_MAX_PATH,
  firstWindowsForbidden,
  hasTrailingDotOrSpace,
  isWindowsReserved,
} from './lib/naming.js';
import { utf8Length } from '../lib/utf8.js';
import { checkLength, parsePath } from './lib/path-model.js';

type Problem = Output['problems'][number];
type Code = Problem['code'];

const SHOWN = 64;

/** The first 64 UTF-16 code units of a name, never ending inside a surrogate pair. */
function shown(name: string): string {
  if (name.length <= SHOWN) return name;
  const c = name.charCodeAt(SHOWN - 1);
  return name.slice(0, c >= 0xd800 && c <= 0xdbff ? SHOWN - 1 : SHOWN);
}

export default function pathValidate(input: Input): Output {
  checkLength(input.path, limits.max_path_length, '/path');
  const problems: Problem[] = [];
  let found = 0;
  const add = (code: Code, index: number | null, name: string | null, character: string | null = null) => {
    found++;
    if (problems.length < limits.max_problems) problems.push({ code, segment_index: index, name: name === null ? null : shown(name), character });
  };
  const done = (): Output => ({ valid: found === 0, truncated: found > problems.length, problems });
  const text = input.path;
  if (text === '') {
    add('empty', null, null);
    return done();
  }
  if (input.style === 'posix') {
    if (utf8Length(text) > POSIX_PATH_MAX_TEXT) add('path_too_long', null, null);
    const names = text.split('/').filter((s) => s !== '');
    names.forEach((name, i) => {
      if (name === '.' || name === '..') return;
      if (name.includes('\u0000')) add('forbidden_character', i, name, '\u0000');
      if (utf8Length(name) > POSIX_NAME_MAX) add('name_too_long', i, name);
    });
    return done();
  }
  let parsed;
  try {
    parsed = parsePath(text, 'windows', '/path');
  } catch (e) {
    if (e instanceof ToolError && e.code === 'invalid_input') {
      add('invalid_root', null, null);
      return done();
    }
    throw e;
  }
  const verbatim = parsed.kind === 'verbatim';
  const maxPath = verbatim || input.long_paths === true ? WINDOWS_EXTENDED_MAX_PATH : WINDOWS_MAX_PATH;
  if (text.length > maxPath) add('path_too_long', null, null);
  parsed.segments.forEach((name, i) => {
    if (name === '.' || name === '..') return;
    const bad = firstWindowsForbidden(name);
    if (bad >= 0) add('forbidden_character', i, name, name[bad]!);
    if (!verbatim && isWindowsReserved(name)) add('reserved_name', i, name);
    if (!verbatim && hasTrailingDotOrSpace(name)) add('trailing_dot_or_space', i, name);
    if (name.length > WINDOWS_MAX_NAME) add('name_too_long', i, name);
  });
  return done();
}
