import type { Input, Output } from '../../generated/tools/paths/path-is-within.js';
import { limits } from '../../generated/tools/paths/path-is-within.js';
import { checkLength, normalizeParts, parsePath, rootKey, segmentKey, separatorOf } from './lib/path-model.js';

export default function pathIsWithin(input: Input): Output {
  checkLength(input.candidate, limits.max_path_length, '/candidate');
  checkLength(input.base, limits.max_path_length, '/base');
  const fold = input.case_insensitive === true;
  const candidate = normalizeParts(parsePath(input.candidate, input.style, '/candidate'));
  const base = normalizeParts(parsePath(input.base, input.style, '/base'));
  const outside = { within: false, relative: null };
  if (rootKey(candidate, fold) !== rootKey(base, fold)) return outside;
  const n = base.segments.length;
  if (candidate.segments.length < n) return outside;
  for (let i = 0; i < n; i++) if (segmentKey(candidate.segments[i]!, fold) !== segmentKey(base.segments[i]!, fold)) return outside;
  const rest = candidate.segments.slice(n);
  if (rest.includes('..')) return outside;
  if (rest.length === 0 && input.allow_equal === false) return outside;
  return { within: true, relative: rest.length ? rest.join(separatorOf(input.style)) : '.' };
}
