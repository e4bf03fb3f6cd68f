import type { Input, Output } from '../../generated/tools/paths/path-group.js';
import { limits } from '../../generated/tools/paths/path-group.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { invalidInput } from '../lib/tool-error.js';
import { checkPathList, foldAscii, nameExtension, parsePath, separatorOf } from './lib/path-model.js';

type Group = Output['groups'][number];

export default function pathGroup(input: Input): Output {
  const style = input.style ?? 'posix';
  const depth = input.depth ?? null;
  const fold = input.fold_extension_case === true;
  if (depth !== null && input.key !== 'directory') throw invalidInput('/depth', 'depth applies to the key directory only');
  if (fold && input.key !== 'extension') throw invalidInput('/fold_extension_case', 'fold_extension_case applies to the key extension only');
  checkPathList(input.paths, limits);
  const sep = separatorOf(style);
  const keep = input.key === 'top_level' ? 1 : depth;
  const groups = new Map<string, Group>();
  input.paths.forEach((text, i) => {
    const parsed = parsePath(text, style, `/paths/${i}`);
    const segs = parsed.segments;
    if (segs.length === 0) throw invalidInput(`/paths/${i}`, 'the path names nothing after its root');
    let key: string;
    if (input.key === 'extension') {
      key = nameExtension(segs[segs.length - 1]!);
      if (fold) key = foldAscii(key);
    } else {
      const parent = segs.slice(0, segs.length - 1);
      key = parsed.root + (keep === null ? parent : parent.slice(0, keep)).join(sep) || '.';
    }
    const g = groups.get(key);
    if (g) {
      g.paths.push(text);
      g.count++;
    } else groups.set(key, { key, count: 1, paths: [text] });
  });
  const list = [...groups.values()];
  if (input.order === 'key') list.sort((a, b) => compareCodePoints(a.key, b.key));
  else if (input.order === 'count') list.sort((a, b) => b.count - a.count); // stable: ties keep first-seen order
  return { groups: list, total: input.paths.length };
}
