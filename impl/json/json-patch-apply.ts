import type { Input, Output } from '../../generated/tools/json/json-patch-apply.js';
import { limits } from '../../generated/tools/json/json-patch-apply.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { arrayIndex, formatPointer, parsePointer } from '../lib/json-pointer.js';
import { type ToolErrorCode, ToolError, limitExceeded } from '../lib/tool-error.js';
import { cloneJson, isObject, setMember, type JsonObject } from './lib/json-doc-tree.js';
import { equalWithinBudget } from './lib/json-patch-equal.js';

const OPS = new Set(['add', 'remove', 'replace', 'move', 'copy', 'test']);

type Op = Input['patch'][number];

function opError(code: ToolErrorCode, i: number, field: string, message: string): ToolError {
  const pointer = `/patch/${i}${field ? '/' + field : ''}`;
  const text = `operation ${i}: ${message}`;
  return new ToolError(code, text, [{ pointer, message: text }], { op_index: i });
}

function pointerField(op: Op, i: number, field: 'path' | 'from'): string[] {
  const text = op[field];
  if (typeof text !== 'string') throw opError('invalid_input', i, field, `"${op.op}" needs a "${field}" member`);
  const tokens = parsePointer(text);
  if (tokens === null) throw opError('invalid_input', i, field, `"${field}" is not an RFC 6901 JSON Pointer`);
  return tokens;
}

/** Nodes in a value, counted only up to `cap` (so a huge copy is refused without walking it all). */
function countWithin(value: unknown, cap: number): number {
  let n = 0;
  const stack = [value];
  while (stack.length > 0 && n <= cap) {
    const v = stack.pop();
    n++;
    if (Array.isArray(v)) stack.push(...v);
    else if (isObject(v)) for (const k of Object.keys(v)) stack.push(v[k]);
  }
  return n;
}

function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + value.reduce((m: number, x) => Math.max(m, depthOf(x)), 0);
  if (isObject(value)) return 1 + Object.keys(value).reduce((m, k) => Math.max(m, depthOf(value[k])), 0);
  return 0;
}

export default function jsonPatchApply(input: Input): Output {
  const nodes = bound(limits, 'max_nodes');
  checkJsonBounds(input.document, '/document', { depth: bound(limits, 'max_depth'), nodes }, 'the document');
  // An operation's value sits two levels down in the patch (array, operation object).
  checkJsonBounds(input.patch, '/patch', { depth: { limit: 'max_depth', max: limits.max_depth + 2 }, nodes }, 'the patch');
  // Atomic: every operation works on this copy; the caller sees it only when all succeeded.
  let doc = cloneJson(input.document);
  let work = 0;
  const spend = (n: number, i: number) => {
    work += n;
    if (work > limits.max_work) throw limitExceeded(`/patch/${i}`, `the patch needs more than ${limits.max_work} steps (max_work)`);
  };

  /** A value written at `tokens`: its size is work, and the result must stay within max_depth. */
  const spendOnValue = (tokens: string[], value: unknown, i: number) => {
    spend(countWithin(value, limits.max_work), i);
    if (tokens.length + depthOf(value) > limits.max_depth) throw limitExceeded(`/patch/${i}`, `operation ${i}: the result would nest deeper than ${limits.max_depth} levels (max_depth)`);
  };

  /** The container holding the last token, or a patch_path_not_found error. */
  const parentOf = (tokens: string[], i: number, field: string): unknown => {
    let cur: unknown = doc;
    for (let t = 0; t < tokens.length - 1; t++) {
      const token = tokens[t]!;
      if (Array.isArray(cur)) {
        const k = arrayIndex(token);
        if (k === null || k >= cur.length) throw opError('patch_path_not_found', i, field, `"${formatPointer(tokens.slice(0, t + 1))}" does not exist`);
        cur = cur[k];
      } else if (isObject(cur) && Object.hasOwn(cur, token)) cur = cur[token];
      else throw opError('patch_path_not_found', i, field, `"${formatPointer(tokens.slice(0, t + 1))}" does not exist`);
    }
    spend(tokens.length, i);
    return cur;
  };

  const get = (tokens: string[], i: number, field: string): unknown => {
    if (tokens.length === 0) return doc;
    const parent = parentOf(tokens, i, field);
    const last = tokens[tokens.length - 1]!;
    const missing = () => opError('patch_path_not_found', i, field, `"${formatPointer(tokens)}" does not exist`);
    if (Array.isArray(parent)) {
      const k = arrayIndex(last);
      if (k === null || k >= parent.length) throw missing();
      return parent[k];
    }
    if (isObject(parent) && Object.hasOwn(parent, last)) return parent[last];
    throw missing();
  };

  const add = (tokens: string[], value: unknown, i: number) => {
    spendOnValue(tokens, value, i);
    if (tokens.length === 0) {
      doc = value;
      return;
    }
    const parent = parentOf(tokens, i, 'path');
    const last = tokens[tokens.length - 1]!;
    if (Array.isArray(parent)) {
      const k = last === '-' ? parent.length : arrayIndex(last);
      if (k === null || k > parent.length) throw opError('patch_path_not_found', i, 'path', `array index "${last}" is out of range 0..${parent.length} or "-"`);
      spend(parent.length - k + 1, i);
      parent.splice(k, 0, value);
    } else if (isObject(parent)) setMember(parent, last, value);
    else throw opError('patch_path_not_found', i, 'path', `"${formatPointer(tokens.slice(0, -1))}" is not an object or array`);
  };

  /** Replaces an existing value in place, so an object member keeps its position. */
  const replace = (tokens: string[], value: unknown, i: number) => {
    spendOnValue(tokens, value, i);
    if (tokens.length === 0) {
      doc = value;
      return;
    }
    const parent = parentOf(tokens, i, 'path') as unknown[] | JsonObject;
    const last = tokens[tokens.length - 1]!;
    if (Array.isArray(parent)) parent[arrayIndex(last)!] = value;
    else setMember(parent, last, value);
  };

  const remove = (tokens: string[], i: number, field: string): unknown => {
    const value = get(tokens, i, field);
    if (tokens.length === 0) throw opError('invalid_input', i, field, 'the whole document cannot be removed');
    const parent = parentOf(tokens, i, field) as unknown[] | JsonObject;
    const last = tokens[tokens.length - 1]!;
    if (Array.isArray(parent)) {
      const k = arrayIndex(last)!;
      spend(parent.length - k, i);
      parent.splice(k, 1);
    } else delete parent[last];
    return value;
  };

  input.patch.forEach((op, i) => {
    spend(1, i);
    if (typeof op.op !== 'string' || !OPS.has(op.op)) throw opError('invalid_input', i, 'op', '"op" must be add, remove, replace, move, copy or test');
    const path = pointerField(op, i, 'path');
    const needsValue = op.op === 'add' || op.op === 'replace' || op.op === 'test';
    if (needsValue && !Object.hasOwn(op, 'value')) throw opError('invalid_input', i, 'value', `"${op.op}" needs a "value" member`);
    switch (op.op) {
      case 'add':
        add(path, cloneJson(op.value), i);
        break;
      case 'remove':
        remove(path, i, 'path');
        break;
      case 'replace':
        get(path, i, 'path');
        replace(path, cloneJson(op.value), i);
        break;
      case 'move': {
        const from = pointerField(op, i, 'from');
        // Section 4.4: "from" must not be a proper prefix of "path" (a value cannot move into its own child).
        if (from.length < path.length && from.every((t, k) => t === path[k])) throw opError('invalid_input', i, 'from', 'a value cannot be moved into one of its own children');
        if (from.length === path.length && from.every((t, k) => t === path[k])) {
          get(from, i, 'from');
          break;
        }
        const value = remove(from, i, 'from');
        add(path, value, i);
        break;
      }
      case 'copy': {
        const from = pointerField(op, i, 'from');
        const value = get(from, i, 'from');
        spend(countWithin(value, limits.max_work), i);
        add(path, cloneJson(value), i);
        break;
      }
      case 'test': {
        let actual: unknown;
        try {
          actual = get(path, i, 'path');
        } catch (e) {
          if (e instanceof ToolError && e.code === 'patch_path_not_found') throw opError('patch_test_failed', i, 'path', `"${op.path}" does not exist, so the test fails`);
          throw e;
        }
        if (!equalWithinBudget(actual, op.value, (n) => spend(n, i))) throw opError('patch_test_failed', i, 'value', `the value at "${op.path}" differs from the tested value`);
        break;
      }
    }
  });
  return { result: doc } as Output;
}
