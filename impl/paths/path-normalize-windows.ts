import type { Input, Output } from '../../generated/tools/paths/path-normalize-windows.js';
import { limits } from '../../generated/tools/paths/path-normalize-windows.js';
import { checkLength, formatPath, normalizeParts, parsePath } from './lib/path-model.js';

export default function pathNormalizeWindows(input: Input): Output {
  checkLength(input.path, limits.max_path_length, '/path');
  const parsed = parsePath(input.path, 'windows', '/path');
  if (parsed.kind === 'verbatim') return { path: input.path, kind: 'verbatim', segments: parsed.segments };
  const p = normalizeParts(parsed);
  if (input.trailing_separator === 'remove') p.trailingSeparator = false;
  return { path: formatPath(p), kind: p.kind as Output['kind'], segments: p.segments };
}
