import type { Input, Output } from '../../generated/tools/paths/path-tree-render.js';
import { limits } from '../../generated/tools/paths/path-tree-render.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';
import { checkPathList } from './lib/path-model.js';

interface TreeNode {
  name: string;
  dir: boolean;
  children: Map<string, TreeNode>;
}

const CONNECTORS = {
  unicode: { mid: '├── ', last: '└── ', bar: '│   ', gap: '    ' },
  ascii: { mid: '|-- ', last: '`-- ', bar: '|   ', gap: '    ' },
} as const;

/** Control characters become "?" (tree -q), so every name stays on its line. */
function printable(name: string): string {
  let out = '';
  for (const ch of name) {
    const c = ch.charCodeAt(0);
    out += c < 0x20 || c === 0x7f ? '?' : ch;
  }
  return out;
}

export default function pathTreeRender(input: Input): Output {
  checkPathList(input.paths, limits);
  const root: TreeNode = { name: '', dir: true, children: new Map() };
  input.paths.forEach((text, i) => {
    const names = text.split('/').filter((s) => s !== '');
    if (names.length === 0) throw invalidInput(`/paths/${i}`, 'the path names nothing');
    if (names.some((s) => s === '.' || s === '..')) throw invalidInput(`/paths/${i}`, 'the path holds a . or .. segment; normalize it first (path-normalize-posix)');
    let node = root;
    for (const name of names) {
      let child = node.children.get(name);
      if (!child) {
        child = { name, dir: false, children: new Map() };
        node.children.set(name, child);
      }
      node.dir = true;
      node = child;
    }
    if (text.endsWith('/')) node.dir = true;
  });
  const c = CONNECTORS[input.charset ?? 'unicode'];
  const dirsFirst = input.dirs_first === true;
  const maxDepth = input.max_depth ?? Infinity;
  const mark = input.mark_directories === true;
  const lines: string[] = [];
  let bytes = 0;
  const emit = (line: string) => {
    bytes += utf8Length(line) + 1;
    if (bytes > limits.max_output_bytes) throw limitExceeded('/paths', `the tree text would exceed max_output_bytes ${limits.max_output_bytes} UTF-8 bytes`);
    lines.push(line);
  };
  let directories = 0;
  let files = 0;
  const sorted = (n: TreeNode) =>
    [...n.children.values()].sort((a, b) => (dirsFirst && a.dir !== b.dir ? (a.dir ? -1 : 1) : compareCodePoints(a.name, b.name)));
  emit(input.root ?? '.');
  // depth-first with an explicit stack, so a deep chain cannot overflow the call stack
  const stack: { node: TreeNode; prefix: string; last: boolean; depth: number }[] = [];
  const pushChildren = (n: TreeNode, prefix: string, depth: number) => {
    if (depth > maxDepth) return;
    const kids = sorted(n);
    for (let k = kids.length - 1; k >= 0; k--) stack.push({ node: kids[k]!, prefix, last: k === kids.length - 1, depth });
  };
  pushChildren(root, '', 1);
  while (stack.length > 0) {
    const { node, prefix, last, depth } = stack.pop()!;
    if (node.dir) directories++;
    else files++;
    emit(prefix + (last ? c.last : c.mid) + printable(node.name) + (mark && node.dir ? '/' : ''));
    pushChildren(node, prefix + (last ? c.gap : c.bar), depth + 1);
  }
  return { text: lines.join('\n') + '\n', directories, files };
}
