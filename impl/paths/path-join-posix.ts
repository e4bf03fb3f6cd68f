import type { Input, Output } from '../../generated/tools/paths/path-join-posix.js';
import { limits } from '../../generated/tools/paths/path-join-posix.js';
import { limitExceeded } from '../lib/tool-error.js';
import { formatPath, normalizeParts, parsePath } from './lib/path-model.js';

export default function pathJoinPosix(input: Input): Output {
  const pieces = input.segments;
  if (pieces.length > limits.max_segments) throw limitExceeded('/segments', `${pieces.length} pieces, more than max_segments ${limits.max_segments}`);
  let total = 0;
  for (const s of pieces) total += s.length;
  if (total > limits.max_path_length) throw limitExceeded('/segments', `the pieces have ${total} UTF-16 code units in total, more than max_path_length ${limits.max_path_length}`);

  // An absolute piece discards everything before it, so only the pieces from the last one count.
  let start = 0;
  for (let i = 0; i < pieces.length; i++) if (pieces[i]!.startsWith('/')) start = i;
  let joined = '';
  for (let i = start; i < pieces.length; i++) {
    const s = pieces[i]!;
    if (s === '') continue;
    joined += joined !== '' && !joined.endsWith('/') ? `/${s}` : s;
  }
  if (joined === '') joined = '.';
  if (input.normalize === true) joined = formatPath(normalizeParts(parsePath(joined, 'posix', '/segments')));
  return { path: joined, absolute: joined.startsWith('/') };
}
