import type { Input, Output } from '../../generated/tools/json/json-format.js';
import { limits } from '../../generated/tools/json/json-format.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';
import { scanJsonTextOrThrow, type JsonTextMember, type JsonTextNode } from './lib/json-text-scanner.js';

export default function jsonFormat(input: Input): Output {
  const root = scanJsonTextOrThrow(input.text, limits.max_depth, '/text');
  const pretty = (input.style ?? 'pretty') === 'pretty';
  const unit = input.indent === 'tab' ? '\t' : ' '.repeat(input.indent ?? 2);
  const sortKeys = input.sort_keys ?? false;
  const parts: string[] = [];
  let bytes = 0;
  // Counting while emitting bounds the work: deep nesting can make pretty output far larger than the input.
  const emit = (s: string) => {
    bytes += utf8Length(s);
    if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the formatted text would exceed ${limits.max_output_bytes} bytes (max_output_bytes)`);
    parts.push(s);
  };
  const members = (n: { members: JsonTextMember[] }) =>
    sortKeys ? [...n.members].sort((a, b) => compareCodePoints(a.key, b.key)) : n.members; // Array sort is stable

  const write = (node: JsonTextNode, level: number): void => {
    if (node.kind === 'object' || node.kind === 'array') {
      const [open, close] = node.kind === 'object' ? ['{', '}'] : ['[', ']'];
      const children = node.kind === 'object' ? members(node) : node.items;
      if (children.length === 0) return emit(open + close);
      emit(open);
      const inner = pretty ? '\n' + unit.repeat(level + 1) : '';
      children.forEach((child, k) => {
        emit((k > 0 ? ',' : '') + inner);
        if (node.kind === 'object') {
          const m = child as JsonTextMember;
          emit(m.rawKey + (pretty ? ': ' : ':'));
          write(m.value, level + 1);
        } else write(child as JsonTextNode, level + 1);
      });
      emit((pretty ? '\n' + unit.repeat(level) : '') + close);
      return;
    }
    emit(node.raw); // literals, numbers and strings exactly as written
  };
  write(root, 0);
  if (input.final_newline) emit('\n');
  return { text: parts.join('') };
}
