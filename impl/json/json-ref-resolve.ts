import type { Input, Output } from '../../generated/tools/json/json-ref-resolve.js';
import { limits } from '../../generated/tools/json/json-ref-resolve.js';
import { parsePointer, pointerToken, resolvePointer } from '../lib/json-pointer.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { objectFromEntries } from '../lib/json-value.js';
import { ToolError, invalidInput, limitExceeded } from '../lib/tool-error.js';

type Link = { at: string; target: string }; // where a $ref sits, and the pointer it names

export default function jsonRefResolve(input: Input): Output {
  const document = input.document;
  const siblingsPolicy = input.sibling_keys ?? 'error';
  const keepNonLocal = (input.non_local ?? 'error') === 'keep';
  checkJsonBounds(document, '/document', { depth: bound(limits, 'max_input_depth') }, 'the document');
  let nodes = 0;
  let resolved = 0;
  const at = (location: string) => `/document${location}`;

  const targetOf = (ref: string, location: string): string => {
    let pointer: string;
    try {
      pointer = decodeURIComponent(ref.slice(1)); // RFC 6901 section 6: the fragment is percent-encoded
    } catch {
      throw invalidInput(at(`${location}/$ref`), `"${ref}" has a malformed percent-encoding`);
    }
    if (parsePointer(pointer) === null) throw invalidInput(at(`${location}/$ref`), `"${ref}" is not a JSON Pointer fragment ("#" or "#/..."); anchors are not supported`);
    return pointer;
  };

  const expand = (value: unknown, location: string, chain: Link[], depth: number): unknown => {
    if (++nodes > limits.max_output_nodes) throw limitExceeded('/document', `the resolved document would hold more than ${limits.max_output_nodes} values (max_output_nodes)`);
    if (depth > limits.max_output_depth) throw limitExceeded('/document', `the resolved document would nest deeper than ${limits.max_output_depth} levels (max_output_depth)`);
    if (Array.isArray(value)) return value.map((item, i) => expand(item, `${location}/${i}`, chain, depth + 1));
    if (value === null || typeof value !== 'object') return value;
    const obj = value as Record<string, unknown>;
    const ref = Object.hasOwn(obj, '$ref') ? obj.$ref : undefined;
    const members = (keys: string[]) => keys.map((k): [string, unknown] => [k, expand(obj[k], `${location}/${pointerToken(k)}`, chain, depth + 1)]);
    // Only a string $ref is a reference; any other $ref value (a property named "$ref" in a schema's
    // "properties", say) is ordinary data.
    if (typeof ref !== 'string') return objectFromEntries(members(Object.keys(obj)));
    const siblings = Object.keys(obj).filter((k) => k !== '$ref');
    if (!ref.startsWith('#')) {
      if (keepNonLocal) return objectFromEntries(members(Object.keys(obj)));
      throw invalidInput(at(`${location}/$ref`), `"${ref}" is not a local reference; only "#..." references are resolved`);
    }
    if (siblings.length > 0 && siblingsPolicy === 'error') {
      throw invalidInput(at(`${location}/${pointerToken(siblings[0]!)}`), `"${siblings[0]}" beside "$ref": choose sibling_keys drop or override`);
    }
    const target = targetOf(ref, location);
    const loopStart = chain.findIndex((link) => link.target === target);
    if (loopStart >= 0) {
      // The loop is the links after the first expansion of the repeated target, closed by this one.
      const cycle = [...chain.slice(loopStart + 1), { at: location, target }];
      const message = `cyclic reference: ${cycle.map((l) => `${l.at === '' ? '(root)' : l.at} -> #${l.target}`).join(', ')}`;
      throw new ToolError('cyclic_reference', message, [{ pointer: at(`${location}/$ref`), message }], { cycle });
    }
    const found = resolvePointer(document, parsePointer(target)!);
    if (!found.found) throw invalidInput(at(`${location}/$ref`), `"${ref}" points at nothing in the document`);
    resolved++;
    const expanded = expand(found.value, target, [...chain, { at: location, target }], depth);
    if (siblings.length === 0 || siblingsPolicy === 'drop') return expanded;
    if (expanded === null || typeof expanded !== 'object' || Array.isArray(expanded)) {
      throw invalidInput(at(`${location}/$ref`), 'sibling_keys override needs the reference to name an object');
    }
    // override: the target's members in their order, a sibling replacing a same-named one in place,
    // then the other siblings in their order.
    const own = members(siblings);
    const byName = new Map(own);
    const merged: [string, unknown][] = Object.keys(expanded).map((k) => [k, byName.has(k) ? byName.get(k) : (expanded as Record<string, unknown>)[k]]);
    for (const [k, v] of own) if (!Object.hasOwn(expanded, k)) merged.push([k, v]);
    return objectFromEntries(merged);
  };

  const out = expand(document, '', [], 0);
  return { document: out, references_resolved: resolved };
}
