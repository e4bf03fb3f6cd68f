import type { Input, Output } from '../../generated/tools/json/json-keys-rename.js';
import { limits } from '../../generated/tools/json/json-keys-rename.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer } from '../lib/json-pointer.js';
import { ToolError } from '../lib/tool-error.js';
import { orderedObject } from '../lib/ordered-object.js';
import { isObject } from './lib/json-doc-tree.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

export default function jsonKeysRename(input: Input): Output {
  checkJsonBounds(input.document, '/document', DOCUMENT_BOUNDS, 'the document');
  const renames = new Map<string, string>(Object.entries(input.renames));
  const recursive = (input.scope ?? 'recursive') === 'recursive';
  let renamed = 0;
  const walk = (value: unknown, path: (string | number)[], inScope: boolean): unknown => {
    if (Array.isArray(value)) return recursive ? value.map((v, i) => walk(v, [...path, i], true)) : value;
    if (!isObject(value)) return value;
    if (!inScope) return value;
    // Renames are simultaneous: {a: b, b: a} swaps; two members ending on one name collide.
    // A renamed member keeps its place (rule 3), also when its new name is array-index-like ("10").
    const out = new Map<string, unknown>();
    const origin = new Map<string, string>();
    for (const k of Object.keys(value)) {
      const to = renames.get(k) ?? k;
      if (out.has(to)) {
        const here = formatPointer(['document', ...path, k]);
        const other = formatPointer(['document', ...path, origin.get(to)!]);
        const message = `renaming gives two members named "${to}"; a rename never overwrites`;
        throw new ToolError('collision', message, [{ pointer: here, message }, { pointer: other, message }]);
      }
      origin.set(to, k);
      if (renames.has(k)) renamed++;
      out.set(to, recursive ? walk(value[k], [...path, k], true) : value[k]);
    }
    return orderedObject(out);
  };
  return { result: walk(input.document, [], true), renamed_count: renamed } as Output;
}
