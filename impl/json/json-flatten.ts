import type { Input, Output } from '../../generated/tools/json/json-flatten.js';
import { limits } from '../../generated/tools/json/json-flatten.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer } from '../lib/json-pointer.js';
import { jsonStringBytes, measureJson } from '../lib/json-measure.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { isObject, setMember, type JsonObject } from './lib/json-doc-tree.js';
import { formatFlatKey } from './lib/json-flat-keys.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

export default function jsonFlatten(input: Input): Output {
  checkJsonBounds(input.document, '/document', DOCUMENT_BOUNDS, 'the document');
  const style = input.style ?? 'pointer';
  const flat: JsonObject = {};
  let count = 0;
  // Every key repeats its whole path, so `flat` can outgrow the document by its depth times over:
  // it is measured leaf by leaf as it is built and refused at the first leaf past the limit.
  let bytes = 2; // {}
  const walk = (value: unknown, path: (string | number)[]): void => {
    // Empty containers are leaves, so json-unflatten can rebuild them.
    if (Array.isArray(value) && value.length > 0) value.forEach((v, i) => walk(v, [...path, i]));
    else if (isObject(value) && Object.keys(value).length > 0) for (const k of Object.keys(value)) walk(value[k], [...path, k]);
    else {
      // In dotted style a top-level member named "" would get the root's key "".
      if (style === 'dotted' && path.length === 1 && path[0] === '') {
        throw invalidInput(formatPointer(['document', '']), 'a top-level member named "" holding a leaf has no dotted key distinct from the root; use style pointer');
      }
      const key = formatFlatKey(path, style);
      bytes += (count > 0 ? 1 : 0) + jsonStringBytes(key) + 1 + measureJson(value).bytes;
      if (bytes > limits.max_output_bytes) throw limitExceeded('/document', `flat would pass ${limits.max_output_bytes} bytes as compact JSON at leaf ${count + 1} (max_output_bytes)`);
      setMember(flat, key, value);
      count++;
    }
  };
  walk(input.document, []);
  return { count, flat } as Output;
}
