import type { Input, Output } from '../../generated/tools/paths/path-gitignore-match.js';
import { limits } from '../../generated/tools/paths/path-gitignore-match.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { checkLength } from './lib/path-model.js';
import { MatchBudget, lastMatch, parseGitignore, type GiPattern } from './lib/gitignore.js';

type Result = Output['results'][number];

export default function pathGitignoreMatch(input: Input): Output {
  if (input.paths.length > limits.max_paths) throw limitExceeded('/paths', `${input.paths.length} paths, more than max_paths ${limits.max_paths}`);
  if (input.gitignore.length > limits.max_gitignore_length)
    throw limitExceeded('/gitignore', `the text has ${input.gitignore.length} UTF-16 code units, more than max_gitignore_length ${limits.max_gitignore_length}`);
  let total = 0;
  for (const p of input.paths) total += p.length;
  if (total > limits.max_total_length) throw limitExceeded('/paths', `the paths have ${total} UTF-16 code units in all, more than max_total_length ${limits.max_total_length}`);
  const parsed = input.paths.map((path, i) => {
    const pointer = `/paths/${i}`;
    checkLength(path, limits.max_path_length, pointer);
    if (path === '' || path === '/') throw invalidInput(pointer, 'a path must name something relative to the .gitignore directory');
    if (path.startsWith('/')) throw invalidInput(pointer, 'a path must be relative to the directory of the .gitignore, not start with /');
    const isDir = path.endsWith('/');
    const segments = (isDir ? path.slice(0, -1) : path).split('/');
    for (const s of segments) {
      if (s === '') throw invalidInput(pointer, 'a path must not hold an empty segment (//)');
      if (s === '.' || s === '..') throw invalidInput(pointer, `a path must not hold a ${s} segment; normalize it first (path-normalize-posix)`);
    }
    return { path, isDir, segments };
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
  const results: Result[] = parsed.map(({ path, isDir, segments }) => {
    let prefix = '';
    for (let k = 0; k + 1 < segments.length; k++) {
      prefix = k === 0 ? segments[0]! : `${prefix}/${segments[k]!}`;
      const hit = dirOwn(prefix);
      if (hit && !hit.negated) return { path, ignored: true, match: { line: hit.line, text: hit.text, negated: false, directory: `${prefix}/` } };
    }
    const name = segments.join('/');
    const own = isDir ? dirOwn(name) : lastMatch(patterns, name, false, budget);
    if (!own) return { path, ignored: false, match: null };
    return { path, ignored: !own.negated, match: { line: own.line, text: own.text, negated: own.negated, directory: null } };
  });
  return { results };
}
