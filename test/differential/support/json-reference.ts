// Small references written from the standards' definitions, for the differential tests where no
// npm package reads the standard the same way (or where the package falls into a JavaScript trap).
// Independent of impl/: nothing here is shared with the code under test.
import { jsonEqual } from './json-arbitraries.js';

/** RFC 6901 section 4: "~1" then "~0"; null when not a pointer. */
export function parsePointerRef(pointer: string): string[] | null {
  if (pointer === '') return [];
  if (!pointer.startsWith('/') || /~([^01]|$)/.test(pointer)) return null;
  return pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** An array index token of RFC 6901 section 4: "0" or digits without a leading zero. */
export function isIndexToken(t: string): boolean {
  return /^(0|[1-9][0-9]*)$/.test(t);
}

export type Resolution = { found: true; value: unknown } | { found: false; at: number };

/** RFC 6901 section 4 evaluation over own members only; "-" never resolves (section 7). */
export function resolveRef(doc: unknown, tokens: readonly string[]): Resolution {
  let cur = doc;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (Array.isArray(cur)) {
      if (!isIndexToken(t) || Number(t) >= cur.length) return { found: false, at: i };
      cur = cur[Number(t)];
    } else if (cur !== null && typeof cur === 'object') {
      if (!Object.hasOwn(cur, t)) return { found: false, at: i };
      cur = (cur as Record<string, unknown>)[t];
    } else return { found: false, at: i };
  }
  return { found: true, value: cur };
}

/** Every location in a document, root first, depth first (objects in own-key order). */
export function allLocations(doc: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(doc)) doc.forEach((v, i) => out.push(...allLocations(v, [...prefix, i])));
  else if (doc !== null && typeof doc === 'object') for (const [k, v] of Object.entries(doc)) out.push(...allLocations(v, [...prefix, k]));
  return out;
}

/** Sets a member as a JSON parser does: an own data property, even for "__proto__". */
export function setOwn(obj: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(obj, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * RFC 6902 sections 4.1-4.3 (add, remove, replace), written from the text: used to apply patches
 * whose paths name "__proto__", where the npm appliers set the prototype instead of a member.
 */
export function applyAddRemoveReplace(doc: unknown, patch: readonly { op: string; path: string; value?: unknown }[]): unknown {
  let root = structuredClone(doc);
  for (const op of patch) {
    const tokens = parsePointerRef(op.path);
    if (tokens === null) throw new Error(`bad pointer ${op.path}`);
    if (tokens.length === 0) {
      if (op.op === 'remove') throw new Error('remove root');
      root = structuredClone(op.value);
      continue;
    }
    const parent = resolveRef(root, tokens.slice(0, -1));
    if (!parent.found) throw new Error(`no parent for ${op.path}`);
    const last = tokens[tokens.length - 1]!;
    const p = parent.value;
    if (Array.isArray(p)) {
      const index = last === '-' && op.op === 'add' ? p.length : isIndexToken(last) ? Number(last) : NaN;
      if (!(index <= p.length - (op.op === 'add' ? 0 : 1))) throw new Error(`bad index ${op.path}`);
      if (op.op === 'add') p.splice(index, 0, structuredClone(op.value));
      else if (op.op === 'remove') p.splice(index, 1);
      else p[index] = structuredClone(op.value);
    } else if (p !== null && typeof p === 'object') {
      const o = p as Record<string, unknown>;
      if (op.op !== 'add' && !Object.hasOwn(o, last)) throw new Error(`no member ${op.path}`);
      if (op.op === 'remove') delete o[last];
      else setOwn(o, last, structuredClone(op.value));
    } else throw new Error(`scalar parent ${op.path}`);
  }
  return root;
}

/** Length of a longest common subsequence under JSON equality (textbook dynamic programming). */
export function lcsLength(a: readonly unknown[], b: readonly unknown[]): number {
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const row = [0];
    for (let j = 1; j <= b.length; j++) row.push(jsonEqual(a[i - 1], b[j - 1]) ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!));
    prev = row;
  }
  return prev[b.length]!;
}

/** RFC 9535 section 2.7 normalized path of a location. */
export function normalizedPath(location: readonly (string | number)[]): string {
  return (
    '$' +
    location
      .map((s) => {
        if (typeof s === 'number') return `[${s}]`;
        // eslint-disable-next-line no-control-regex -- control characters are the subject here
        const body = s.replace(/[\u0000-\u001f'\\]/g, (c) => {
          const named: Record<string, string> = { '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t', "'": "\\'", '\\': '\\\\' };
          return named[c] ?? '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0');
        });
        return `['${body}']`;
      })
      .join('')
  );
}

/** RFC 7396 section 2's MergePatch pseudocode, with members set as own data properties. */
export function mergePatchRef(target: unknown, patch: unknown): unknown {
  const isObj = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
  if (!isObj(patch)) return structuredClone(patch);
  const out: Record<string, unknown> = isObj(target) ? structuredClone(target) : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else setOwn(out, k, mergePatchRef(Object.hasOwn(out, k) ? out[k] : undefined, v));
  }
  return out;
}
