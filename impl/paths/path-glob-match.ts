import type { Input, Output } from '../../generated/tools/paths/path-glob-match.js';
import { limits } from '../../generated/tools/paths/path-glob-match.js';
import { checkLength } from './lib/path-model.js';
import { compileGlob, matchCompiled } from './lib/glob.js';

export default function pathGlobMatch(input: Input): Output {
  checkLength(input.path, limits.max_path_length, '/path');
  const globs = compileGlob(input.pattern, limits, '/pattern');
  const hit = matchCompiled(globs, input.path, { dot: input.dot === true, nocase: input.case_insensitive === true });
  return { matched: hit !== null, alternative: hit ? hit.source : null };
}
