import type { Input, Output } from '../../generated/tools/json/json-unflatten.js';
import { limits } from '../../generated/tools/json/json-unflatten.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { arrayIndex, formatPointer } from '../lib/json-pointer.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { orderedObject } from '../lib/ordered-object.js';
import { cloneJson } from './lib/json-doc-tree.js';
import { parseFlatKey } from './lib/json-flat-keys.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

// Rule 4: a canonical array index is "0" or digits without a leading zero, however many; one too
// large to address any array is out of sequence, never a member name.
const CANONICAL_INDEX = /^(0|[1-9][0-9]*)$/;

// A trie of the flat keys: a node is either a leaf (one value) or has children, never both.
type Trie = { key: string; leaf: boolean; value?: unknown; children: Map<string, Trie> };

export default function jsonUnflatten(input: Input): Output {
  checkJsonBounds(input.flat, '/flat', DOCUMENT_BOUNDS, 'the document');
  const style = input.style ?? 'pointer';
  const arrays = input.array_indices ?? false;
  const root: Trie = { key: '', leaf: false, children: new Map() };
  const keys = Object.keys(input.flat);
  if (keys.length === 0) return { result: {} } as Output;
  for (const key of keys) {
    const at = formatPointer(['flat', key]);
    const segments = parseFlatKey(key, style);
    if (segments === null) throw invalidInput(at, style === 'pointer' ? 'is not an RFC 6901 JSON Pointer' : 'has a "\\" not followed by "\\" or "."');
    if (segments.length > limits.max_path_segments) throw limitExceeded(at, `has more than ${limits.max_path_segments} segments (max_path_segments)`);
    let node = root;
    for (const seg of segments) {
      if (node.leaf) throw invalidInput(at, 'lies under a path that another key already sets to a value');
      let child = node.children.get(seg);
      if (!child) node.children.set(seg, (child = { key, leaf: false, children: new Map() }));
      node = child;
    }
    if (node.leaf || node.children.size > 0) throw invalidInput(at, 'sets a value at a path that another key already uses');
    node.leaf = true;
    node.value = input.flat[key];
  }
  const build = (node: Trie): unknown => {
    if (node.leaf) return cloneJson(node.value);
    const segs = [...node.children.keys()];
    if (arrays && segs.every((s) => CANONICAL_INDEX.test(s))) {
      const items: unknown[] = new Array(segs.length);
      for (const s of segs) {
        const i = arrayIndex(s) ?? Infinity; // null: more digits than any array can have
        if (i >= segs.length) throw invalidInput(formatPointer(['flat', node.children.get(s)!.key]), `array indexes must run 0..${segs.length - 1} without gaps`);
        items[i] = build(node.children.get(s)!);
      }
      return items;
    }
    // Members in the order their first key appeared (rule 4), also for names like "10".
    return orderedObject(segs.map((s) => [s, build(node.children.get(s)!)] as const));
  };
  return { result: build(root) } as Output;
}
