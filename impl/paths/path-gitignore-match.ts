import type { Input, Output } from '../../generated/tools/paths/path-gitignore-match.js';
import { limits } from '../../generated/tools/paths/path-gitignore-match.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { hasLoneSurrogate } from '../lib/utf8.js';
import { checkLength } from './lib/path-model.js';
import { MatchBudget, byteString, lastMatch, parseGitignore, type GiPattern } from './lib/gitignore.js';

type Result = Output['results'][number];

export default function pathGitignoreMatch(input: Input): Output {
  if (input.paths.length > limits.max_paths) throw limitExceeded('/paths', `${input.paths.length} paths, more than max_paths ${limits.max_paths}`);
  if (input.gitignore.length > limits.max_gitignore_length)
    throw limitExceeded('/gitignore', `the text has ${input.gitignore.length} UTF-16 code units, more than max_gitignore_length ${limits.max_gitignore_length}`);
  if (hasLoneSurrogate(input.gitignore)) throw invalidInput('/gitignore', 'the text holds a lone UTF-16 surrogate, which has no UTF-8 form (git matches UTF-8 bytes)');
  let total = 0;
  for (const p of input.paths) total += p.length;
  if (total > limits.max_total_length) throw limitExceeded('/paths', `the paths have ${total} UTF-16 code units in all, more than max_total_length ${limits.max_total_length}`);
  const parsed = input.paths.map((path, i) => {
    const pointer = `/paths/${i}`;
    checkLength(path, limits.max_path_length, pointer);
    if (path === '' || path === '/') throw invalidInput(pointer, 'a path must name something relative to the .gitignore directory');
    if (hasLoneSurrogate(path)) throw invalidInput(pointer, 'a path must not hold a lone UTF-16 surrogate, which has no UTF-8 form (git matches UTF-8 bytes)');
    if (path.startsWith('/')) throw invalidInput(pointer, 'a path must be relative to the directory of the .gitignore, not start with /');
    const isDir = path.endsWith('/');
    const segments = (isDir ? path.slice(0, -1) : path).split('/');
    for (const s of segments) {
      if (s === '') throw invalidInput(pointer, 'a path must not hold an empty segment (//)');
      if (s === '.' || s === '..') throw invalidInput(pointer, `a path must not hold a ${s} segment; normalize it first (path-normalize-posix)`);
    }
    // git matches UTF-8 bytes: the segments as byte strings ("/" is one byte in UTF-8 and never inside a character)
    return { path, isDir, segments, bytes: segments.map(byteString) };
  });
  const patterns = parseGitignore(input.gitignore);
  const budget = new MatchBudget(limits.max_match_steps, 'max_match_steps');
  const dirMemo = new Map<string, GiPattern | null>();
  const dirOwn = (dir: string): GiPattern | null => {
    let hit = dirMemo.get(dir);
    if (hit === undefined) {
      hit = lastMatch(patterns, dir, true, budget);
      dirMemo.set(dir, hit);
    }
    return hit;
  };
  const results: Result[] = parsed.map(({ path, isDir, segments, bytes }) => {
    let prefix = '';
    for (let k = 0; k + 1 < bytes.length; k++) {
      prefix = k === 0 ? bytes[0]! : `${prefix}/${bytes[k]!}`;
      const hit = dirOwn(prefix);
      if (hit && !hit.negated) return { path, ignored: true, match: { line: hit.line, text: hit.text, negated: false, directory: `${segments.slice(0, k + 1).join('/')}/` } };
    }
    const name = bytes.join('/');
    const own = isDir ? dirOwn(name) : lastMatch(patterns, name, false, budget);
    if (!own) return { path, ignored: false, match: null };
    return { path, ignored: !own.negated, match: { line: own.line, text: own.text, negated: own.negated, directory: null } };
  });
  return { results };
}
