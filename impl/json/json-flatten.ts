import type { Input, Output } from '../../generated/tools/json/json-flatten.js';
import { limits } from '../../generated/tools/json/json-flatten.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer } from '../lib/json-pointer.js';
import { invalidInput } from '../lib/tool-error.js';
import { isObject, setMember, type JsonObject } from './lib/json-doc-tree.js';
import { formatFlatKey } from './lib/json-flat-keys.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

export default function jsonFlatten(input: Input): Output {
  checkJsonBounds(input.document, '/document', DOCUMENT_BOUNDS, 'the document');
  const style = input.style ?? 'pointer';
  const flat: JsonObject = {};
  let count = 0;
  const walk = (value: unknown, path: (string | number)[]): void => {
    // Empty containers are leaves, so json-unflatten can rebuild them.
    if (Array.isArray(value) && value.length > 0) value.forEach((v, i) => walk(v, [...path, i]));
    else if (isObject(value) && Object.keys(value).length > 0) for (const k of Object.keys(value)) walk(value[k], [...path, k]);
    else {
      // In dotted style a top-level member named "" would get the root's key "".
      if (style === 'dotted' && path.length === 1 && path[0] === '') {
        throw invalidInput(formatPointer(['document', '']), 'a top-level member named "" holding a leaf has no dotted key distinct from the root; use style pointer');
      }
      setMember(flat, formatFlatKey(path, style), value);
      count++;
    }
  };
  walk(input.document, []);
  return { count, flat } as Output;
}
