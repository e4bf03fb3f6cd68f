import type { Input, Output } from '../../generated/tools/json/json-parse-check.js';
import { limits } from '../../generated/tools/json/json-parse-check.js';
import { pointerToken } from '../lib/json-pointer.js';
import { limitExceeded } from '../lib/tool-error.js';
import { scanJsonText, textPosition, textPositions } from './lib/json-text-scanner.js';
import { jsonTextType, walkJsonText } from './lib/json-text-walk.js';

type Place = { pointer: string; index: number };

export default function jsonParseCheck(input: Input): Output {
  const text = input.text;
  const scan = scanJsonText(text, limits.max_depth);
  if (!scan.ok) {
    const at = textPosition(text, scan.fault.index);
    if (scan.fault.reason === 'depth_limit') {
      throw limitExceeded('/text', `${scan.fault.message} at line ${at.line}, column ${at.column}`);
    }
    return {
      valid: false,
      error: { reason: scan.fault.reason, message: scan.fault.message, ...at },
      value_type: null,
      duplicate_keys: [],
      duplicate_key_count: 0,
      lone_surrogate_escapes: [],
      lone_surrogate_escape_count: 0,
    };
  }
  const duplicates: Place[] = [];
  const surrogates: Place[] = [];
  walkJsonText(scan.root, ({ node, pointer, member }) => {
    // A key's lone surrogate is reported at the member it names, before that member's value.
    if (member?.keyLoneSurrogate) surrogates.push({ pointer, index: member.keyStart });
    if (node.kind === 'string' && node.loneSurrogate) surrogates.push({ pointer, index: node.start });
    if (node.kind === 'object') {
      const seen = new Set<string>();
      for (const m of node.members) {
        if (seen.has(m.key)) duplicates.push({ pointer: `${pointer}/${pointerToken(m.key)}`, index: m.keyStart });
        seen.add(m.key);
      }
    }
  });
  // The walk visits an object's duplicates before its children, so sort to text order.
  const listed = (places: Place[]) => {
    const first = [...places].sort((a, b) => a.index - b.index).slice(0, limits.max_listed);
    const at = textPositions(text, first.map((p) => p.index));
    return first.map((p, k) => ({ pointer: p.pointer, ...at[k]! }));
  };
  return {
    valid: true,
    error: null,
    value_type: jsonTextType(scan.root),
    duplicate_keys: listed(duplicates),
    duplicate_key_count: duplicates.length,
    lone_surrogate_escapes: listed(surrogates),
    lone_surrogate_escape_count: surrogates.length,
  };
}
