import type { Input, Output } from '../../generated/tools/json/json-redact.js';
import { limits } from '../../generated/tools/json/json-redact.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer, parsePointer, resolvePointer } from '../lib/json-pointer.js';
import { invalidInput } from '../lib/tool-error.js';
import { isObject, setMember, type JsonObject } from './lib/json-doc-tree.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

export default function jsonRedact(input: Input): Output {
  checkJsonBounds(input.document, '/document', DOCUMENT_BOUNDS, 'the document');
  const placeholder = input.placeholder === undefined ? '[REDACTED]' : input.placeholder;
  const targets = new Set<string>();
  const missing: string[] = [];
  (input.pointers ?? []).forEach((p, i) => {
    const tokens = parsePointer(p);
    if (tokens === null) throw invalidInput(`/pointers/${i}`, 'is not an RFC 6901 JSON Pointer');
    if (resolvePointer(input.document, tokens).found) targets.add(formatPointer(tokens));
    else missing.push(p);
  });
  const names = new Set(input.keys ?? []);
  const redacted: string[] = [];
  const walk = (value: unknown, path: (string | number)[], viaName: boolean): unknown => {
    const pointer = formatPointer(path);
    if (viaName || targets.has(pointer)) {
      redacted.push(pointer);
      return placeholder;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...path, i], false));
    if (isObject(value)) {
      const out: JsonObject = {};
      for (const k of Object.keys(value)) setMember(out, k, walk(value[k], [...path, k], names.has(k)));
      return out;
    }
    return value;
  };
  const result = walk(input.document, [], false);
  return { result, count: redacted.length, redacted, missing } as Output;
}
