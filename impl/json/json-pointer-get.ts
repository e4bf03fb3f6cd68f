import type { Input, Output } from '../../generated/tools/json/json-pointer-get.js';
import { arrayIndex, formatPointer, parsePointer } from '../lib/json-pointer.js';
import { jsonType } from '../lib/json-value.js';
import { invalidInput } from '../lib/tool-error.js';

type Reason = 'missing_member' | 'index_out_of_range' | 'invalid_array_index' | 'end_of_array_marker' | 'not_a_container';

export default function jsonPointerGet(input: Input): Output {
  const tokens = parsePointer(input.pointer);
  if (tokens === null) {
    const hint = input.pointer.startsWith('#') ? ' (a URI fragment "#/..." must be percent-decoded and have its "#" removed)' : '';
    throw invalidInput('/pointer', `not an RFC 6901 JSON Pointer: it must be "" or start with "/", and "~" must be followed by 0 or 1${hint}`);
  }
  let current: unknown = input.document;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    let reason: Reason | null = null;
    if (Array.isArray(current)) {
      const index = arrayIndex(token);
      if (token === '-') reason = 'end_of_array_marker';
      else if (!/^(0|[1-9][0-9]*)$/.test(token)) reason = 'invalid_array_index';
      else if (index === null || index >= current.length) reason = 'index_out_of_range';
      else current = current[index];
    } else if (current !== null && typeof current === 'object') {
      // Own members only: "__proto__" or "constructor" never reach Object.prototype.
      if (Object.hasOwn(current, token)) current = (current as Record<string, unknown>)[token];
      else reason = 'missing_member';
    } else reason = 'not_a_container';
    if (reason !== null) {
      return { found: false, reason, resolved_pointer: formatPointer(tokens.slice(0, i)), failed_token: token };
    }
  }
  return { found: true, value: current, type: jsonType(current) };
}
