import type { Input, Output } from '../../generated/tools/json/json-canonicalize.js';
import { limits } from '../../generated/tools/json/json-canonicalize.js';
import { createHash } from 'node:crypto';
import { ToolError } from '../lib/tool-error.js';
import { scanJsonTextOrThrow, textPosition, type JsonTextMember, type JsonTextNode } from './lib/json-text-scanner.js';
import { inspectNumberLiteral } from './lib/json-text-numbers.js';
import { walkJsonText } from './lib/json-text-walk.js';

// RFC 8785 section 3.2.3: member names are ordered by their UTF-16 code units, which is exactly
// the relational comparison of JavaScript strings.
const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export default function jsonCanonicalize(input: Input): Output {
  const text = input.text;
  const root = scanJsonTextOrThrow(text, limits.max_depth, '/text');
  const reject = (reason: string, pointer: string, index: number, what: string): never => {
    const at = textPosition(text, index);
    const message = `not I-JSON (RFC 8785 section 3.1): ${what} at ${pointer === '' ? 'the root' : pointer}, line ${at.line}, column ${at.column}`;
    throw new ToolError('invalid_input', message, [{ pointer: '/text', message }], { reason, document_pointer: pointer, ...at });
  };
  // I-JSON checks first, in text order, so the first fault is reported: a member's name (a lone
  // surrogate in it, then whether it repeats an earlier name of its object) before its value.
  const repeated = new Map<JsonTextMember, string>(); // a repeated member -> its object's pointer
  walkJsonText(root, ({ node, pointer, member }) => {
    if (member?.keyLoneSurrogate) reject('lone_surrogate_escape', pointer, member.keyStart, 'a member name holds a lone surrogate escape');
    const objectPointer = member ? repeated.get(member) : undefined;
    if (objectPointer !== undefined) reject('duplicate_key', objectPointer, member!.keyStart, 'a member name occurs twice');
    if (node.kind === 'string' && node.loneSurrogate) reject('lone_surrogate_escape', pointer, node.start, 'a string holds a lone surrogate escape');
    if (node.kind === 'number' && inspectNumberLiteral(node.raw).outOfRange) {
      reject('number_out_of_range', pointer, node.start, `the number ${node.raw.slice(0, 40)} is outside the binary64 range`);
    }
    if (node.kind === 'object') {
      const seen = new Set<string>();
      for (const m of node.members) {
        if (seen.has(m.key)) repeated.set(m, pointer);
        seen.add(m.key);
      }
    }
  });
  const write = (node: JsonTextNode): string => {
    switch (node.kind) {
      case 'object':
        return '{' + [...node.members].sort((a, b) => byCodeUnits(a.key, b.key)).map((m) => JSON.stringify(m.key) + ':' + write(m.value)).join(',') + '}';
      case 'array':
        return '[' + node.items.map(write).join(',') + ']';
      case 'string':
        // JSON.stringify escapes exactly as RFC 8785 section 3.2.2.2 asks: \b \t \n \f \r, other
        // controls as lowercase \u00xx, '"' and '\\'; everything else (U+007F and up) as itself.
        return JSON.stringify(node.value);
      case 'number': {
        // ECMAScript Number::toString of the nearest double (section 3.2.2.3); -0 is written 0.
        const d = inspectNumberLiteral(node.raw).double;
        return Object.is(d, -0) ? '0' : String(d);
      }
      default:
        return node.raw;
    }
  };
  const canonical = write(root);
  const bytes = new TextEncoder().encode(canonical);
  return { canonical, sha256: createHash('sha256').update(bytes).digest('hex'), byte_length: bytes.length };
}
