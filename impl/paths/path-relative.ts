import type { Input, Output } from '../../generated/tools/paths/path-relative.js';
import { limits } from '../../generated/tools/paths/path-relative.js';
import { invalidInput } from '../lib/tool-error.js';
import { checkLength, normalizeParts, parsePath, rootKey, segmentKey, separatorOf } from './lib/path-model.js';

export default function pathRelative(input: Input): Output {
  checkLength(input.from, limits.max_path_length, '/from');
  checkLength(input.to, limits.max_path_length, '/to');
  const fold = input.case_insensitive === true;
  const from = normalizeParts(parsePath(input.from, input.style, '/from'));
  const to = normalizeParts(parsePath(input.to, input.style, '/to'));
  if (rootKey(from, fold) !== rootKey(to, fold)) {
    throw invalidInput('/to', `to (${to.kind}, root "${to.root}") does not share from's kind and root (${from.kind}, "${from.root}"): no relative path leads from one to the other`);
  }
  let common = 0;
  while (common < from.segments.length && common < to.segments.length && segmentKey(from.segments[common]!, fold) === segmentKey(to.segments[common]!, fold)) common++;
  const up = from.segments.length - common;
  if (from.segments.slice(common).includes('..')) {
    throw invalidInput('/from', 'from climbs with ".." out of the directory it shares with to; the name to come back through is unknown');
  }
  const parts = [...new Array<string>(up).fill('..'), ...to.segments.slice(common)];
  return { path: parts.length ? parts.join(separatorOf(input.style)) : '.', up };
}
