import type { Input, Output } from '../../generated/tools/formats/yaml-to-json.js';
import { limits } from '../../generated/tools/formats/yaml-to-json.js';
import { Composer, Parser, isMap, isScalar, isSeq, type CST, type Node } from 'yaml';
import { orderedObject } from '../lib/ordered-object.js';
import { hasLoneSurrogate } from '../lib/utf8.js';
import { integerToJson, numberText } from './lib/json-numbers.js';
import { textFault } from './lib/text-position.js';
import type { ToolErrorCode } from '../lib/tool-error.js';

const AT = '/text';

type Found = { offset: number; code: ToolErrorCode; message: string };

/**
 * One pass over the concrete syntax tree (the parser keeps an explicit stack, so hostile nesting
 * cannot overflow ours): nesting depth is enforced here, BEFORE composing, because the library's
 * composer recurses per level and exhausts memory on ~60k nested block sequences. Anchors, aliases
 * and tags are found as tokens, so none is ever resolved or expanded (maxAliasCount only caps
 * expansion after an alias is already honoured).
 */
function scanTokens(text: string, tokens: CST.Token[]): { documents: number[]; first: Found | null } {
  const documents: number[] = [];
  let first: Found | null = null;
  const note = (f: Found) => {
    if (first === null || f.offset < first.offset) first = f;
  };
  const stack: { token: CST.Token | undefined | null; depth: number }[] = tokens.map((token) => ({ token, depth: 0 }));
  while (stack.length > 0) {
    const { token, depth } = stack.pop()!;
    if (!token) continue;
    let level = depth;
    switch (token.type) {
      case 'document':
        documents.push(token.offset);
        break;
      case 'directive': {
        const words = token.source.split(/[ \t]+/);
        if (words[0] === '%TAG') note({ offset: token.offset, code: 'yaml_tag_rejected', message: 'a %TAG directive declares tags; tags are rejected' });
        else if (words[0] !== '%YAML' || words[1] !== '1.2' || (words.length > 2 && !words[2]!.startsWith('#')))
          note({ offset: token.offset, code: 'invalid_input', message: 'only the directive %YAML 1.2 is accepted' });
        break;
      }
      case 'anchor':
        note({ offset: token.offset, code: 'yaml_alias_rejected', message: `anchor ${token.source} rejected: anchors and aliases are not accepted` });
        break;
      case 'alias':
        note({ offset: token.offset, code: 'yaml_alias_rejected', message: `alias ${token.source} rejected: anchors and aliases are not accepted` });
        break;
      case 'tag':
        note({ offset: token.offset, code: 'yaml_tag_rejected', message: `tag ${token.source} rejected: no tags are accepted, not even core ones` });
        break;
      case 'block-map':
      case 'block-seq':
      case 'flow-collection':
        level = depth + 1;
        if (level > limits.max_depth) throw textFault('limit_exceeded', AT, text, token.offset, `collections nest deeper than ${limits.max_depth} (max_depth)`);
        break;
      default:
        break;
    }
    const t = token as unknown as Record<string, unknown>;
    for (const field of ['start', 'props', 'sep', 'end', 'key', 'value']) {
      const child = t[field];
      if (Array.isArray(child)) for (const c of child) stack.push({ token: c as CST.Token, depth: level });
      else if (child && typeof child === 'object') stack.push({ token: child as CST.Token, depth: level });
    }
    if (Array.isArray(t.items)) {
      for (const item of t.items as Record<string, unknown>[]) {
        for (const field of ['start', 'sep']) for (const c of (item[field] as CST.Token[] | undefined) ?? []) stack.push({ token: c, depth: level });
        stack.push({ token: item.key as CST.Token | null, depth: level });
        stack.push({ token: item.value as CST.Token | undefined, depth: level });
      }
    }
  }
  return { documents: documents.sort((a, b) => a - b), first };
}

function offsetOf(node: Node | null | undefined): number {
  return node?.range?.[0] ?? 0;
}

function scalarToJson(text: string, value: unknown, offset: number): unknown {
  if (typeof value === 'bigint') return integerToJson(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw textFault('invalid_input', AT, text, offset, 'the float is infinite or NaN (or beyond binary64), which JSON cannot hold');
    return Object.is(value, -0) ? 0 : value;
  }
  if (typeof value === 'string' && hasLoneSurrogate(value)) throw textFault('invalid_input', AT, text, offset, 'the string decodes to a lone UTF-16 surrogate');
  return value;
}

function keyText(text: string, key: unknown): string {
  if (key === null || key === undefined) return 'null';
  if (!isScalar(key)) throw textFault('invalid_input', AT, text, offsetOf(key as Node), 'a mapping key must be a scalar, not a collection');
  const offset = offsetOf(key);
  if (key.type === 'PLAIN' && key.source === '<<') throw textFault('yaml_merge_key_rejected', AT, text, offset, 'the merge key << is rejected (quote it to use "<<" as an ordinary key)');
  const v = scalarToJson(text, key.value, offset);
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return numberText(v);
  return String(v); // true, false, null
}

function toJson(text: string, node: unknown): unknown {
  if (node === null || node === undefined) return null;
  if (isScalar(node)) return scalarToJson(text, node.value, offsetOf(node));
  if (isSeq(node)) return node.items.map((item) => toJson(text, item));
  if (isMap(node)) {
    const entries = new Map<string, unknown>();
    for (const pair of node.items) {
      const key = keyText(text, pair.key);
      if (entries.has(key)) throw textFault('duplicate_key', AT, text, offsetOf(pair.key as Node), `duplicate mapping key ${JSON.stringify(key)}`);
      entries.set(key, toJson(text, pair.value));
    }
    return orderedObject(entries);
  }
  throw textFault('invalid_input', AT, text, offsetOf(node as Node), 'unsupported YAML node');
}

export default function yamlToJson(input: Input): Output {
  const text = input.text;
  const tokens = [...new Parser().parse(text)];
  const { documents, first } = scanTokens(text, tokens);
  if (documents.length > 1) throw textFault('multi_document_rejected', AT, text, documents[1]!, 'a second document starts here; one document per text');
  const rejected = first as Found | null;
  if (rejected !== null) throw textFault(rejected.code, AT, text, rejected.offset, rejected.message);
  const composer = new Composer({ version: '1.2', schema: 'core', intAsBigInt: true, uniqueKeys: false, merge: false, strict: true });
  const docs = [...composer.compose(tokens, true, text.length)];
  const doc = docs[0];
  if (!doc) return { value: null };
  const fault = doc.errors[0] ?? doc.warnings[0];
  if (fault) throw textFault('syntax_error', AT, text, fault.pos[0], fault.message.split('\n')[0]!);
  return { value: toJson(text, doc.contents) };
}
