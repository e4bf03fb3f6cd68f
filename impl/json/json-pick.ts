import type { Input, Output } from '../../generated/tools/json/json-pick.js';
import { limits } from '../../generated/tools/json/json-pick.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { parsePointer, resolvePointer } from '../lib/json-pointer.js';
import { invalidInput } from '../lib/tool-error.js';
import { cloneJson, isObject, setMember, type JsonObject } from './lib/json-doc-tree.js';

const DOCUMENT_BOUNDS = { depth: bound(limits, 'max_depth'), nodes: bound(limits, 'max_nodes') };

// Picked paths as a trie; `all` marks a pointer that takes the whole subtree.
type Trie = { all: boolean; children: Map<string, Trie> };

export default function jsonPick(input: Input): Output {
  checkJsonBounds(input.document, '/document', DOCUMENT_BOUNDS, 'the document');
  const root: Trie = { all: false, children: new Map() };
  const found: string[] = [];
  const missing: string[] = [];
  input.pointers.forEach((p, i) => {
    const tokens = parsePointer(p);
    if (tokens === null) throw invalidInput(`/pointers/${i}`, 'is not an RFC 6901 JSON Pointer');
    if (!resolvePointer(input.document, tokens).found) {
      missing.push(p);
      return;
    }
    found.push(p);
    let node = root;
    for (const t of tokens) {
      let child = node.children.get(t);
      if (!child) node.children.set(t, (child = { all: false, children: new Map() }));
      node = child;
    }
    node.all = true;
  });
  const build = (value: unknown, node: Trie): unknown => {
    if (node.all) return cloneJson(value);
    if (Array.isArray(value)) {
      // Picked items keep their relative order and are packed together.
      const out: unknown[] = [];
      value.forEach((v, i) => {
        const child = node.children.get(String(i));
        if (child) out.push(build(v, child));
      });
      return out;
    }
    if (isObject(value)) {
      const out: JsonObject = {};
      for (const k of Object.keys(value)) {
        const child = node.children.get(k);
        if (child) setMember(out, k, build(value[k], child));
      }
      return out;
    }
    return null; // a scalar root with nothing picked
  };
  return { result: build(input.document, root), found, missing } as Output;
}
