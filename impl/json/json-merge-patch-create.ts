import type { Input, Output } from '../../generated/tools/json/json-merge-patch-create.js';
import { limits } from '../../generated/tools/json/json-merge-patch-create.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer } from '../lib/json-pointer.js';
import { jsonEquals } from '../lib/json-value.js';
import { ToolError } from '../lib/tool-error.js';
import { isObject, setMember, type JsonObject } from './lib/json-doc-tree.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

type Path = string[];

function nullError(path: Path): ToolError {
  const pointer = formatPointer(['target', ...path]);
  const message = `the target sets "${formatPointer(path)}" to null, which a merge patch cannot express (null means delete); use json-patch-create`;
  return new ToolError('null_not_representable', message, [{ pointer, message }]);
}

/**
 * A value that MergePatch applies to a missing or non-object member: objects are merged into {},
 * so every null member inside them (outside arrays) would be dropped instead of kept.
 */
function whole(value: unknown, path: Path): unknown {
  if (!isObject(value)) return value;
  for (const k of Object.keys(value)) {
    if (value[k] === null) throw nullError([...path, k]);
    whole(value[k], [...path, k]);
  }
  return value;
}

function diff(source: unknown, target: unknown, path: Path): unknown {
  // A non-object patch replaces the whole value (RFC 7396 section 2), so it is the target itself.
  if (!isObject(source) || !isObject(target)) return isObject(target) ? whole(target, path) : target;
  const patch: JsonObject = {};
  for (const k of Object.keys(source)) if (!Object.hasOwn(target, k)) setMember(patch, k, null);
  for (const k of Object.keys(target)) {
    const t = target[k];
    const inSource = Object.hasOwn(source, k);
    if (inSource && isObject(source[k]) && isObject(t)) {
      // Two objects: their patch is empty exactly when they are equal, so each member is compared
      // once here, not once more per level above it (a deep equality test per level was quadratic).
      const sub = diff(source[k], t, [...path, k]) as JsonObject;
      if (Object.keys(sub).length > 0) setMember(patch, k, sub);
      continue;
    }
    if (inSource && jsonEquals(source[k], t)) continue;
    if (t === null) throw nullError([...path, k]);
    setMember(patch, k, inSource ? diff(source[k], t, [...path, k]) : whole(t, [...path, k]));
  }
  return patch;
}

export default function jsonMergePatchCreate(input: Input): Output {
  checkJsonBounds(input.source, '/source', DOCUMENT_BOUNDS, 'the document');
  checkJsonBounds(input.target, '/target', DOCUMENT_BOUNDS, 'the document');
  return { patch: diff(input.source, input.target, []) } as Output;
}
