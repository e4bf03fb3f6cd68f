// Member order in tests. A contract's YAML, once parsed, lists names such as "10" first like any
// JavaScript object, so the order a case's output is WRITTEN in is read here from the YAML nodes,
// and the expected response text is built in that order.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, parseDocument, type Document } from 'yaml';
import { repoRoot } from './contracts.js';

/**
 * The tools whose contracts promise a member order that the request's JSON parser cannot have
 * decided for them (text they parse, or names they build from arrays), so they build ordered
 * objects (impl/lib/ordered-object.ts). Their cases are compared as exact response text.
 */
export const ORDER_KEEPING_TOOLS: ReadonlySet<string> = new Set([
  'csv-to-json', 'tsv-to-json', 'yaml-to-json', 'toml-to-json', 'ini-to-json', 'xml-to-json', 'csv-reconcile',
  'jsonl-parse', 'json-array-aggregate', 'form-field-map', 'json-schema-infer', 'json-unflatten', 'json-keys-rename',
]);

const documents = new Map<string, Document>();

/** The YAML node of `section[index].output` in the contract file (repository-relative path). */
function outputNode(file: string, section: 'examples' | 'cases', index: number): unknown {
  let doc = documents.get(file);
  if (!doc) documents.set(file, (doc = parseDocument(readFileSync(join(repoRoot, file), 'utf8'))));
  return doc.getIn([section, index, 'output'], true);
}

/**
 * Compact JSON of `value` (the resolved output) with each object's members in the order the YAML
 * writes them. Where the node does not match the value member for member (a builder such as
 * $repeat), the value's own order is used below that point.
 */
export function textInWrittenOrder(node: unknown, value: unknown): string {
  if (Array.isArray(value)) {
    const items = isSeq(node) && node.items.length === value.length ? node.items : [];
    return `[${value.map((v, i) => textInWrittenOrder(items[i], v)).join(',')}]`;
  }
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const object = value as Record<string, unknown>;
  let members: [string, unknown][] = Object.keys(object).map((k) => [k, undefined]);
  if (isMap(node)) {
    const written = node.items.map((pair): [string, unknown] => [String(isScalar(pair.key) ? pair.key.value : pair.key), pair.value]);
    if (written.length === members.length && written.every(([k]) => Object.hasOwn(object, k))) members = written;
  }
  return `{${members.map(([k, n]) => `${JSON.stringify(k)}:${textInWrittenOrder(n, object[k])}`).join(',')}}`;
}

/** The expected result text of an example or case, members in the order the contract writes them. */
export function expectedResultText(file: string, section: 'examples' | 'cases', index: number, output: unknown): string {
  return textInWrittenOrder(outputNode(file, section, index), output);
}
