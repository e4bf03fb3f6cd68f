import type { Input, Output } from '../../generated/tools/paths/path-common-prefix.js';
import { limits } from '../../generated/tools/paths/path-common-prefix.js';
import { checkPathList, formatPath, normalizeParts, parsePath, rootKey, segmentKey, type PathParts } from './lib/path-model.js';

export default function pathCommonPrefix(input: Input): Output {
  const { paths, style } = input;
  checkPathList(paths, limits);

  const fold = input.case_insensitive === true;
  const parsed: PathParts[] = paths.map((p, i) => normalizeParts(parsePath(p, style, `/paths/${i}`)));
  const first = parsed[0]!;
  const firstRoot = rootKey(first, fold);
  if (parsed.some((p) => rootKey(p, fold) !== firstRoot)) return { prefix: null, depth: 0 };

  let common = first.segments.length;
  const keys = first.segments.map((s) => segmentKey(s, fold));
  let climb = 0;
  for (const p of parsed) {
    let i = 0;
    while (i < common && i < p.segments.length && segmentKey(p.segments[i]!, fold) === keys[i]) i++;
    common = i;
    let up = 0;
    while (up < p.segments.length && p.segments[up] === '..') up++;
    if (up > climb) climb = up;
  }
  const segments = common < climb ? new Array<string>(climb).fill('..') : first.segments.slice(0, common);
  return { prefix: formatPath({ ...first, segments, trailingSeparator: false }), depth: segments.length };
}
