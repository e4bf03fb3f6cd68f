import type { Input, Output } from '../../generated/tools/paths/path-glob-filter.js';
import { limits } from '../../generated/tools/paths/path-glob-filter.js';
import { limitExceeded } from '../lib/tool-error.js';
import { checkLength } from './lib/path-model.js';
import { compileGlob, matchCompiled, type Glob } from './lib/glob.js';

export default function pathGlobFilter(input: Input): Output {
  const { paths, include } = input;
  const exclude = input.exclude ?? [];
  if (paths.length > limits.max_paths) throw limitExceeded('/paths', `${paths.length} paths, more than max_paths ${limits.max_paths}`);
  let total = 0;
  paths.forEach((p, i) => {
    checkLength(p, limits.max_path_length, `/paths/${i}`);
    total += p.length;
  });
  if (total > limits.max_total_path_length) throw limitExceeded('/paths', `the paths have ${total} code units in all, more than max_total_path_length ${limits.max_total_path_length}`);
  if (include.length + exclude.length > limits.max_patterns)
    throw limitExceeded('/include', `${include.length + exclude.length} patterns, more than max_patterns ${limits.max_patterns}`);
  let alternatives = 0;
  let expanded = 0;
  const compile = (list: string[], field: string): Glob[][] =>
    list.map((pattern, i) => {
      const globs = compileGlob(pattern, limits, `/${field}/${i}`);
      alternatives += globs.length;
      for (const g of globs) expanded += g.source.length;
      if (alternatives > limits.max_brace_expansions)
        throw limitExceeded(`/${field}`, `the patterns expand to more than max_brace_expansions ${limits.max_brace_expansions} alternatives in all`);
      if (expanded > limits.max_expanded_length)
        throw limitExceeded(`/${field}`, `the expanded patterns have more than max_expanded_length ${limits.max_expanded_length} characters in all`);
      return globs;
    });
  const inc = compile(include, 'include');
  const exc = compile(exclude, 'exclude');
  const o = { dot: input.dot === true, nocase: input.case_insensitive === true };
  const selected: string[] = [];
  const excluded: string[] = [];
  for (const p of paths) {
    if (!inc.some((g) => matchCompiled(g, p, o) !== null)) continue;
    if (exc.some((g) => matchCompiled(g, p, o) !== null)) excluded.push(p);
    else selected.push(p);
  }
  return { selected, excluded, selected_count: selected.length, excluded_count: excluded.length };
}
