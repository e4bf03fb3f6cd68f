// Size of a JSON value as the limits of many tools measure it: nesting depth, node count and the
// UTF-8 byte length of its compact serialization. Iterative, so a hostile nesting depth can neither
// overflow the call stack nor cost more than the value's own size.

export type JsonMeasure = {
  /** Containers on the deepest path: a scalar is 0, `[]` and `{}` are 1, `[[1]]` is 2. */
  depth: number;
  /** Every value counts once (objects, arrays, strings, numbers, booleans, null); member names do not. */
  nodes: number;
  /** UTF-8 bytes of `JSON.stringify(value)` (no insignificant whitespace). */
  bytes: number;
  /**
   * True when some container lay deeper than `depthCap` and was not entered: `depth` is then
   * `depthCap + 1` and `nodes` / `bytes` are lower bounds. Callers check depth first.
   */
  truncated: boolean;
};

/** Bytes `JSON.stringify` spends on one string, quotes included. */
export function jsonStringBytes(text: string): number {
  let n = 2;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22 || c === 0x5c) n += 2; // \" and \\
    else if (c === 0x08 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d) n += 2; // \b \t \n \f \r
    else if (c < 0x20) n += 6; // \u00XX
    else if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      const d = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 6; // well-formed JSON.stringify escapes a lone surrogate as \udXXX
    } else if (c >= 0xdc00 && c <= 0xdfff) n += 6;
    else n += 3;
  }
  return n;
}

function scalarBytes(value: unknown): number {
  if (typeof value === 'string') return jsonStringBytes(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).length : 4; // NaN/Infinity -> null
  if (typeof value === 'boolean') return value ? 4 : 5;
  return 4; // null (and anything JSON.stringify writes as null inside an array)
}

/**
 * Measures `value` (plain JSON data: objects, arrays, strings, finite numbers, booleans, null).
 * Containers deeper than `depthCap` are not entered, which bounds the work on hostile nesting.
 * Object members whose value is `undefined` are skipped, as JSON.stringify skips them.
 */
export function measureJson(value: unknown, depthCap = Number.POSITIVE_INFINITY): JsonMeasure {
  let depth = 0;
  let nodes = 0;
  let bytes = 0;
  let truncated = false;
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const top = stack.pop()!;
    const v = top.value;
    nodes++;
    if (v === null || typeof v !== 'object') {
      bytes += scalarBytes(v);
      continue;
    }
    const level = top.depth + 1;
    if (level > depthCap) {
      truncated = true;
      depth = Math.max(depth, level);
      continue;
    }
    depth = Math.max(depth, level);
    bytes += 2; // brackets or braces
    if (Array.isArray(v)) {
      if (v.length > 1) bytes += v.length - 1; // commas
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], depth: level });
    } else {
      const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
      if (entries.length > 1) bytes += entries.length - 1;
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, x] = entries[i]!;
        bytes += jsonStringBytes(k) + 1; // name and colon
        stack.push({ value: x, depth: level });
      }
    }
  }
  return { depth, nodes, bytes, truncated };
}
