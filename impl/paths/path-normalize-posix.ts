import type { Input, Output } from '../../generated/tools/paths/path-normalize-posix.js';
import { limits } from '../../generated/tools/paths/path-normalize-posix.js';
import { checkLength, formatPath, normalizeParts, parsePath } from './lib/path-model.js';

export default function pathNormalizePosix(input: Input): Output {
  checkLength(input.path, limits.max_path_length, '/path');
  const p = normalizeParts(parsePath(input.path, 'posix', '/path'));
  if (input.trailing_separator === 'remove') p.trailingSeparator = false;
  return { path: formatPath(p), segments: p.segments };
}
