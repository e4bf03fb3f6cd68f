import type { Input, Output } from '../../generated/tools/paths/path-parse.js';
import { limits } from '../../generated/tools/paths/path-parse.js';
import { checkLength, isFullyQualified, isRootedKind, parsePath, separatorOf } from './lib/path-model.js';

/** Every "."-led piece of a name after its first character; the last one is the extension. */
export function nameSuffixes(name: string): string[] {
  if (name === '' || name === '.' || name === '..') return [];
  const cuts: number[] = [];
  for (let i = 1; i < name.length; i++) if (name[i] === '.') cuts.push(i);
  return cuts.map((c, k) => name.slice(c, k + 1 < cuts.length ? cuts[k + 1] : name.length));
}

export default function pathParse(input: Input): Output {
  checkLength(input.path, limits.max_path_length, '/path');
  const p = parsePath(input.path, input.style, '/path');
  const n = p.segments.length;
  const basename = n > 0 ? p.segments[n - 1]! : '';
  const parent = p.segments.slice(0, Math.max(0, n - 1)).join(separatorOf(p.style));
  const dirname = p.root + parent || '.';
  const suffixes = nameSuffixes(basename);
  const extension = suffixes.length > 0 ? suffixes[suffixes.length - 1]! : '';
  return {
    kind: p.kind,
    root: p.root,
    drive: p.drive,
    server: p.server,
    share: p.share,
    segments: p.segments,
    trailing_separator: p.trailingSeparator,
    rooted: isRootedKind(p.kind),
    fully_qualified: isFullyQualified(p),
    dirname,
    basename,
    stem: basename.slice(0, basename.length - extension.length),
    extension,
    suffixes,
  };
}
