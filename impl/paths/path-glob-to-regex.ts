import type { Input, Output } from '../../generated/tools/paths/path-glob-to-regex.js';
import { limits } from '../../generated/tools/paths/path-glob-to-regex.js';
import { limitExceeded } from '../lib/tool-error.js';
import { compileGlob, globsToRegex } from './lib/glob.js';

export default function pathGlobToRegex(input: Input): Output {
  const flavor = input.flavor ?? 're2';
  const globs = compileGlob(input.pattern, limits, '/pattern');
  const regex = globsToRegex(globs, input.dot === true, input.case_insensitive === true, flavor);
  if (regex.length > limits.max_regex_length)
    throw limitExceeded('/pattern', `the regular expression would have ${regex.length} characters, more than max_regex_length ${limits.max_regex_length}`);
  return { regex, flags: flavor === 're2' ? '' : 'u', alternatives: globs.length };
}
