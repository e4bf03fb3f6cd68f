import type { Input, Output } from '../../generated/tools/json/json-merge-patch-apply.js';
import { checkDocument, cloneJson, isObject, setMember, type JsonObject } from './lib/json-doc-tree.js';

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
  checkDocument(input.target, '/target');
  checkDocument(input.patch, '/patch');
  return { result: mergePatch(cloneJson(input.target), input.patch) } as Output;
}
