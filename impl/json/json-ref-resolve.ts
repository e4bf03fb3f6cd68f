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
  const atDoc = (location: string) => `/document${location}`;

  const resolvedTargets = new Map<string, ReturnType<typeof resolvePointer>>();
  const pointers = new Map<string, string>();
  const targetOf = (ref: string, location: string): string => {
    const known = pointers.get(ref);
    if (known !== undefined) return known;
    let pointer: string;
    try {
      pointer = decodeURIComponent(ref.slice(1)); // RFC 6901 section 6: the fragment is percent-encoded
    } catch {
      throw invalidInput(atDoc(`${location}/$ref`), `"${ref}" has a malformed percent-encoding`);
    }
    if (parsePointer(pointer) === null) throw invalidInput(atDoc(`${location}/$ref`), `"${ref}" is not a JSON Pointer fragment ("#" or "#/..."); anchors are not supported`);
    pointers.set(ref, pointer);
    return pointer;
  };

  // The references being expanded on the current path: `chain` (a linked list, newest first) names
  // them in the order followed for a cycle's report, `onChain` finds a repeated target in O(1).
  type Chain = { link: Link; prev: Chain | null } | null;
  const onChain = new Set<string>();
  const siblingsOf = new Map<object, string[]>();
  // Each member name escaped once: a 100,000-character name of "/" under 10^5 expansions took 190 s.
  const tokens = new Map<string, string>();
  const tokenOf = (key: string): string => {
    let token = tokens.get(key);
    if (token === undefined) tokens.set(key, (token = pointerToken(key)));
    return token;
  };
  const countNode = (depth: number) => {
    if (++nodes > limits.max_output_nodes) throw limitExceeded('/document', `the resolved document would hold more than ${limits.max_output_nodes} values (max_output_nodes)`);
    if (depth > limits.max_output_depth) throw limitExceeded('/document', `the resolved document would nest deeper than ${limits.max_output_depth} levels (max_output_depth)`);
  };
  const stringRef = (value: unknown): string | undefined => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const ref = Object.hasOwn(value, '$ref') ? (value as Record<string, unknown>).$ref : undefined;
    return typeof ref === 'string' ? ref : undefined;
  };

  const expand = (value: unknown, location: string, chain: Chain, depth: number): unknown => {
    countNode(depth);
    if (Array.isArray(value)) return value.map((item, i) => expand(item, `${location}/${i}`, chain, depth + 1));
    if (value === null || typeof value !== 'object') return value;
    const obj = value as Record<string, unknown>;
    const members = (from: Record<string, unknown>, at: string, keys: string[], ch: Chain) =>
      keys.map((k): [string, unknown] => [k, expand(from[k], `${at}/${tokenOf(k)}`, ch, depth + 1)]);
    // Only a string $ref is a reference; any other $ref value (a property named "$ref" in a schema's
    // "properties", say) is ordinary data.
    if (stringRef(obj) === undefined) return objectFromEntries(members(obj, location, Object.keys(obj), chain));
    // A reference whose target is again a reference is followed in this loop, not by recursion, so a
    // chain of thousands of references costs O(1) per link and no stack (each link still counts as a
    // value, as it did when every link was one expand call).
    type Hop = { obj: Record<string, unknown>; location: string; siblings: string[]; chain: Chain; target: string };
    const hops: Hop[] = [];
    let cur = obj;
    let at = location;
    let ch = chain;
    let target: unknown;
    for (;;) {
      const ref = stringRef(cur)!;
      // Listed once per reference object: one with 1000 siblings expanded 100000 times (drop) stays linear.
      let siblings = siblingsOf.get(cur);
      if (siblings === undefined) siblingsOf.set(cur, (siblings = Object.keys(cur).filter((k) => k !== '$ref')));
      if (!ref.startsWith('#')) {
        if (!keepNonLocal) throw invalidInput(atDoc(`${at}/$ref`), `"${ref}" is not a local reference; only "#..." references are resolved`);
        target = undefined;
        break;
      }
      if (siblings.length > 0 && siblingsPolicy === 'error') {
        throw invalidInput(atDoc(`${at}/${pointerToken(siblings[0]!)}`), `"${siblings[0]}" beside "$ref": choose sibling_keys drop or override`);
      }
      const pointer = targetOf(ref, at);
      const cached = resolvedTargets.get(ref);
      if (onChain.has(pointer)) {
        // The loop is the links after the first expansion of the repeated target, closed by this one.
        const links: Link[] = [];
        for (let c = ch; c !== null && c.link.target !== pointer; c = c.prev) links.push(c.link);
        const cycle = [...links.reverse(), { at, target: pointer }];
        const message = `cyclic reference: ${cycle.map((l) => `${l.at === '' ? '(root)' : l.at} -> #${l.target}`).join(', ')}`;
        throw new ToolError('cyclic_reference', message, [{ pointer: atDoc(`${at}/$ref`), message }], { cycle });
      }
      // A reference repeated by expansion is decoded and looked up once (a 100 KB $ref expanded
      // 100000 times would otherwise cost 10^10 character steps).
      const found = cached ?? resolvePointer(document, parsePointer(pointer)!);
      if (!cached && found.found) resolvedTargets.set(ref, found);
      if (!found.found) throw invalidInput(atDoc(`${at}/$ref`), `"${ref}" points at nothing in the document`);
      resolved++;
      hops.push({ obj: cur, location: at, siblings, chain: ch, target: pointer });
      ch = { link: { at, target: pointer }, prev: ch };
      onChain.add(pointer);
      at = pointer;
      if (stringRef(found.value) === undefined) {
        target = found.value;
        break;
      }
      countNode(depth); // the next link, which expand would have counted on entry
      cur = found.value as Record<string, unknown>;
    }
    // The innermost value: a non-reference target, or a kept non-local reference (copied as data,
    // its other members still resolved).
    let expanded = target === undefined ? objectFromEntries(members(cur, at, Object.keys(cur), ch)) : expand(target, at, ch, depth);
    for (let h = hops.length - 1; h >= 0; h--) {
      const hop = hops[h]!;
      onChain.delete(hop.target); // its target is expanded; the siblings lie outside it
      if (hop.siblings.length === 0 || siblingsPolicy === 'drop') continue;
      if (expanded === null || typeof expanded !== 'object' || Array.isArray(expanded)) {
        throw invalidInput(atDoc(`${hop.location}/$ref`), 'sibling_keys override needs the reference to name an object');
      }
      // override: the target's members in their order, a sibling replacing a same-named one in place,
      // then the other siblings in their order.
      const own = members(hop.obj, hop.location, hop.siblings, hop.chain);
      const byName = new Map(own);
      const e = expanded as Record<string, unknown>;
      const merged: [string, unknown][] = Object.keys(e).map((k) => [k, byName.has(k) ? byName.get(k) : e[k]]);
      for (const [k, v] of own) if (!Object.hasOwn(e, k)) merged.push([k, v]);
      expanded = objectFromEntries(merged);
    }
    return expanded;
  };

  const out = expand(document, '', null, 0);
  return { document: out, references_resolved: resolved };
}
