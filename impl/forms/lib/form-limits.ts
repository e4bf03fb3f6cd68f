// Size checks shared by the forms tools: a JSON value against depth / node / byte caps, and the UTF-8
// length of one string, each raising `limit_exceeded` with the limit's contract name.
import { measureJson } from '../../lib/json-measure.js';
import { pointerToken } from '../../lib/json-pointer.js';
import { limitExceeded } from '../../lib/tool-error.js';
import { utf8Length } from '../../lib/utf8.js';

export type JsonCaps = {
  depth: { name: string; max: number };
  nodes: { name: string; max: number };
  bytes?: { name: string; max: number };
};

/** Depth first (it bounds the walk), then nodes, then serialized bytes. */
export function checkJsonCaps(value: unknown, pointer: string, what: string, caps: JsonCaps): void {
  const m = measureJson(value, caps.depth.max);
  if (m.depth > caps.depth.max) {
    throw limitExceeded(pointer, `${what} nests deeper than ${caps.depth.max} levels (${caps.depth.name})`);
  }
  if (m.nodes > caps.nodes.max) {
    throw limitExceeded(pointer, `${what} has ${m.nodes} JSON values; at most ${caps.nodes.max} allowed (${caps.nodes.name})`);
  }
  if (caps.bytes !== undefined && m.bytes > caps.bytes.max) {
    throw limitExceeded(pointer, `${what} is ${m.bytes} bytes as JSON; at most ${caps.bytes.max} allowed (${caps.bytes.name})`);
  }
}

export function checkUtf8Bytes(text: string, pointer: string, max: number, limitName: string): void {
  const n = utf8Length(text);
  if (n > max) throw limitExceeded(pointer, `is ${n} UTF-8 bytes; at most ${max} allowed (${limitName})`);
}

/**
 * Every string inside a JSON value (member names included) against a UTF-8 byte cap, visited in
 * document order. Callers bound the value's depth first, so the recursion is shallow.
 */
export function checkStringsWithin(value: unknown, pointer: string, max: number, limitName: string): void {
  if (typeof value === 'string') {
    checkUtf8Bytes(value, pointer, max, limitName);
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => checkStringsWithin(v, `${pointer}/${i}`, max, limitName));
  } else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const here = `${pointer}/${pointerToken(k)}`;
      checkUtf8Bytes(k, here, max, limitName);
      checkStringsWithin(v, here, max, limitName);
    }
  }
}
