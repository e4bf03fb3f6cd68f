import type { Input, Output } from '../../generated/tools/json/json-patch-create.js';
import { limits } from '../../generated/tools/json/json-patch-create.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer } from '../lib/json-pointer.js';
import { jsonEquals } from '../lib/json-value.js';
import { isObject } from './lib/json-doc-tree.js';
import { LcsBudget, alignArrays } from './lib/json-diff-align.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

type Operation = Output['patch'][number];
type Path = (string | number)[];

export default function jsonPatchCreate(input: Input): Output {
  checkJsonBounds(input.source, '/source', DOCUMENT_BOUNDS, 'the document');
  checkJsonBounds(input.target, '/target', DOCUMENT_BOUNDS, 'the document');
  const mode = input.array_mode ?? 'index';
  const budget = new LcsBudget('/source', limits.max_lcs_cells);
  const patch: Operation[] = [];

  // `path` is the location in the document as patched so far, so each operation is valid when
  // applied in order: array positions advance only over items that stay or are added.
  const walk = (a: unknown, b: unknown, path: Path): void => {
    if (isObject(a) && isObject(b)) {
      for (const k of Object.keys(a)) {
        if (Object.hasOwn(b, k)) walk(a[k], b[k], [...path, k]);
        else patch.push({ op: 'remove', path: formatPointer([...path, k]) });
      }
      for (const k of Object.keys(b)) if (!Object.hasOwn(a, k)) patch.push({ op: 'add', path: formatPointer([...path, k]), value: b[k] });
    } else if (Array.isArray(a) && Array.isArray(b)) {
      let at = 0;
      for (const step of alignArrays(a, b, mode, budget)) {
        if (step.kind === 'same') at++;
        else if (step.kind === 'pair') walk(a[step.i], b[step.j], [...path, at++]);
        else if (step.kind === 'remove') patch.push({ op: 'remove', path: formatPointer([...path, at]) });
        else patch.push({ op: 'add', path: formatPointer([...path, at++]), value: b[step.j] });
      }
    } else if (!jsonEquals(a, b)) patch.push({ op: 'replace', path: formatPointer(path), value: b });
  };

  walk(input.source, input.target, []);
  return { count: patch.length, patch } as Output;
}
