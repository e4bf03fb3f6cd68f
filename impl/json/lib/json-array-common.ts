// Shared by the json-array-* tools and json-merge-deep: RFC 6901 key pointers into items, and
// identities of key tuples for linear-time Map grouping.
import { canonicalKey } from '../../lib/json-value.js';
import { formatPointer, parsePointer, resolvePointer } from '../../lib/json-pointer.js';
import { invalidInput } from '../../lib/tool-error.js';

/** Reference tokens of a key pointer given at `at` in the input; malformed is invalid_input. */
export function keyTokens(pointer: string, at: string): string[] {
  const tokens = parsePointer(pointer);
  if (tokens === null) throw invalidInput(at, 'is not an RFC 6901 JSON Pointer ("" or "/"-separated tokens, "~" only as "~0" or "~1")');
  return tokens;
}

export type KeyLookup = { found: true; value: unknown } | { found: false };

export function lookupKey(item: unknown, tokens: readonly string[]): KeyLookup {
  const r = resolvePointer(item, tokens);
  return r.found ? { found: true, value: r.value } : { found: false };
}

/** Pointer into the input at the key value of element `index` of `field`. */
export function itemKeyPointer(field: string, index: number, tokens: readonly string[]): string {
  return formatPointer([field, index, ...tokens]);
}

/**
 * A string equal for two key tuples exactly when each position is missing in both or holds
 * JSON-equal values in both (json-value.ts). A missing key ("!") never equals null ("=null").
 */
export function keyTupleId(lookups: readonly KeyLookup[]): string {
  return lookups.map((l) => (l.found ? '=' + canonicalKey(l.value) : '!')).join('\u0000');
}

/** Rejects a repeated pointer in a list of key pointers (the second one is named). */
export function rejectRepeatedPointers(pointers: readonly string[], at: (i: number) => string): void {
  const seen = new Set<string>();
  pointers.forEach((p, i) => {
    if (seen.has(p)) throw invalidInput(at(i), 'repeats an earlier key pointer');
    seen.add(p);
  });
}
