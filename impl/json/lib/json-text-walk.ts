// Walks a scanned JSON text tree in text order with each node's RFC 6901 pointer, iteratively, so
// the tools that report places inside a document share one traversal.
import { pointerToken } from '../../lib/json-pointer.js';
import type { JsonTextMember, JsonTextNode } from './json-text-scanner.js';

export type JsonTextVisit = { node: JsonTextNode; pointer: string; member: JsonTextMember | null };

/** Calls `visit` for every node in document (pre-)order: a container before its members or items. */
export function walkJsonText(root: JsonTextNode, visit: (v: JsonTextVisit) => void): void {
  const stack: JsonTextVisit[] = [{ node: root, pointer: '', member: null }];
  while (stack.length > 0) {
    const top = stack.pop()!;
    visit(top);
    const n = top.node;
    if (n.kind === 'object') {
      for (let k = n.members.length - 1; k >= 0; k--) {
        const m = n.members[k]!;
        stack.push({ node: m.value, pointer: `${top.pointer}/${pointerToken(m.key)}`, member: m });
      }
    } else if (n.kind === 'array') {
      for (let k = n.items.length - 1; k >= 0; k--) stack.push({ node: n.items[k]!, pointer: `${top.pointer}/${k}`, member: null });
    }
  }
}

export function jsonTextType(node: JsonTextNode): 'object' | 'array' | 'string' | 'number' | 'boolean' | 'null' {
  if (node.kind === 'literal') return node.raw === 'null' ? 'null' : 'boolean';
  return node.kind;
}
