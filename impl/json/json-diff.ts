import type { Input, Output } from '../../generated/tools/json/json-diff.js';
import { limits } from '../../generated/tools/json/json-diff.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer } from '../lib/json-pointer.js';
import { jsonEquals } from '../lib/json-value.js';
import { compactBytesWithin, isObject } from './lib/json-doc-tree.js';
import { limitExceeded } from '../lib/tool-error.js';
import { LcsBudget, alignArrays } from './lib/json-diff-align.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

type Change = Output['changes'][number];
type Path = (string | number)[];

export default function jsonDiff(input: Input): Output {
  checkJsonBounds(input.source, '/source', DOCUMENT_BOUNDS, 'the document');
  checkJsonBounds(input.target, '/target', DOCUMENT_BOUNDS, 'the document');
  const mode = input.array_mode ?? 'index';
  const budget = new LcsBudget('/source', limits.max_lcs_cells);
  const changes: Change[] = [];
  // Every change repeats its whole path, so the changes can outgrow both documents: they are
  // measured one by one as they are found and refused at the first one past the limit.
  let bytes = 2; // []
  const push = (change: Change) => {
    bytes += (changes.length > 0 ? 1 : 0) + compactBytesWithin(change, limits.max_output_bytes - bytes);
    if (bytes > limits.max_output_bytes) throw limitExceeded('/source', `the changes would pass ${limits.max_output_bytes} bytes as compact JSON at change ${changes.length + 1} (max_output_bytes)`);
    changes.push(change);
  };

  const changed = (from: Path, to: Path, a: unknown, b: unknown) => {
    const pointer = formatPointer(from);
    const target = formatPointer(to);
    push(pointer === target ? { op: 'changed', pointer, old: a, new: b } : { op: 'changed', pointer, target_pointer: target, old: a, new: b });
  };

  const walk = (a: unknown, b: unknown, from: Path, to: Path): void => {
    if (isObject(a) && isObject(b)) {
      for (const k of Object.keys(a)) {
        if (Object.hasOwn(b, k)) walk(a[k], b[k], [...from, k], [...to, k]);
        else push({ op: 'removed', pointer: formatPointer([...from, k]), old: a[k] });
      }
      for (const k of Object.keys(b)) if (!Object.hasOwn(a, k)) push({ op: 'added', pointer: formatPointer([...to, k]), new: b[k] });
    } else if (Array.isArray(a) && Array.isArray(b)) {
      for (const step of alignArrays(a, b, mode, budget)) {
        if (step.kind === 'pair') walk(a[step.i], b[step.j], [...from, step.i], [...to, step.j]);
        else if (step.kind === 'remove') push({ op: 'removed', pointer: formatPointer([...from, step.i]), old: a[step.i] });
        else if (step.kind === 'add') push({ op: 'added', pointer: formatPointer([...to, step.j]), new: b[step.j] });
      }
    } else if (!jsonEquals(a, b)) changed(from, to, a, b);
  };

  walk(input.source, input.target, [], []);
  return { equal: changes.length === 0, count: changes.length, changes } as Output;
}
