import type { Input, Output } from '../../generated/tools/json/json-merge-patch-apply.js';
import { limits } from '../../generated/tools/json/json-merge-patch-apply.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { cloneJson, isObject, setMember, type JsonObject } from './lib/json-doc-tree.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

/** RFC 7396 section 2, MergePatch(Target, Patch), on copies so the input is never changed. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return cloneJson(patch);
  const out: JsonObject = isObject(target) ? target : {};
  for (const name of Object.keys(patch)) {
    const value = patch[name];
    if (value === null) delete out[name];
    else setMember(out, name, mergePatch(Object.hasOwn(out, name) ? out[name] : undefined, value));
  }
  return out;
}

export default function jsonMergePatchApply(input: Input): Output {
  checkJsonBounds(input.target, '/target', DOCUMENT_BOUNDS, 'the document');
  checkJsonBounds(input.patch, '/patch', DOCUMENT_BOUNDS, 'the document');
  return { result: mergePatch(cloneJson(input.target), input.patch) } as Output;
}
