import type { Input, Output } from '../../generated/tools/formats/xml-from-json.js';
import { limits } from '../../generated/tools/formats/xml-from-json.js';
import { bound, checkJsonBounds } from '../lib/json-bounds.js';
import { formatPointer } from '../lib/json-pointer.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { OutputBudget } from './lib/output-budget.js';
import { isXmlName, NOT_XML_CHAR } from './lib/xml-chars.js';

type Path = (string | number)[];
// An element is an object in an array under its name: two JSON levels per element, plus the root
// object; so max_depth elements allow this many JSON levels.
const VALUE_BOUNDS = { depth: { limit: 'max_depth', max: 2 * limits.max_depth + 1 }, nodes: bound(limits, 'max_nodes') };

function at(path: Path): string {
  return '/value' + formatPointer(path);
}

function checkChars(s: string, path: Path): void {
  const bad = NOT_XML_CHAR.exec(s);
  if (bad) throw invalidInput(at(path), `U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} cannot be written in XML 1.0, not even as a character reference`);
}

function escapeText(s: string): string {
  // CR as a reference, or the reader's line-end normalization would turn it into LF.
  return s.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#13;'));
}

function escapeAttribute(s: string): string {
  // Tab, LF and CR as references, or attribute-value normalization would turn them into spaces.
  return s.replace(/[&<>"\t\n\r]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' })[c]!);
}

function writeElement(out: OutputBudget, name: string, el: unknown, path: Path, level: number, indent: number): void {
  if (level > limits.max_depth) throw limitExceeded(at(path), `elements nest deeper than ${limits.max_depth} (max_depth)`);
  if (el === null || typeof el !== 'object' || Array.isArray(el)) throw invalidInput(at(path), 'an element must be an object');
  const attrs: [string, string][] = [];
  let text: string | null = null;
  const children: [string, unknown[]][] = [];
  for (const [key, v] of Object.entries(el)) {
    const p = [...path, key];
    if (key.startsWith('@')) {
      if (!isXmlName(key.slice(1))) throw invalidInput(at(p), `${JSON.stringify(key.slice(1))} is not an XML name`);
      if (typeof v !== 'string') throw invalidInput(at(p), 'an attribute value must be a string');
      checkChars(v, p);
      attrs.push([key.slice(1), v]);
    } else if (key === '#text') {
      if (typeof v !== 'string') throw invalidInput(at(p), '"#text" must be a string');
      checkChars(v, p);
      text = v;
    } else {
      if (!isXmlName(key)) throw invalidInput(at(p), `${JSON.stringify(key)} is not an XML element name`);
      if (!Array.isArray(v)) throw invalidInput(at(p), 'child elements must be given as an array');
      children.push([key, v]);
    }
  }
  // "No children" counts elements, not members: a member whose array is empty adds none.
  // Written as escaped slices, so a value that grows when escaped is refused at the output limit.
  out.push(`<${name}`);
  for (const [attr, v] of attrs) {
    out.push(` ${attr}="`);
    out.pushEncoded(v, escapeAttribute);
    out.push('"');
  }
  if ((text === null || text === '') && children.every(([, list]) => list.length === 0)) {
    out.push('/>');
    return;
  }
  out.push('>');
  if (text !== null) out.pushEncoded(text, escapeText);
  // Whitespace is added only where the reader drops it again: inside elements without text.
  const pretty = indent > 0 && text === null;
  for (const [childName, list] of children) {
    list.forEach((child, i) => {
      if (pretty) out.push('\n' + ' '.repeat(indent * level));
      writeElement(out, childName, child, [...path, childName, i], level + 1, indent);
    });
  }
  if (pretty && children.some(([, list]) => list.length > 0)) out.push('\n' + ' '.repeat(indent * (level - 1)));
  out.push(`</${name}>`);
}

export default function xmlFromJson(input: Input): Output {
  checkJsonBounds(input.value, '/value', VALUE_BOUNDS, 'the value (two JSON levels per element)');
  const [name, root] = Object.entries(input.value)[0]!;
  if (!isXmlName(name)) throw invalidInput(at([name]), `${JSON.stringify(name)} is not an XML element name`);
  const out = new OutputBudget('/value', limits.max_output_chars);
  if (input.xml_declaration ?? false) out.push('<?xml version="1.0" encoding="UTF-8"?>\n');
  writeElement(out, name, root, [name], 1, input.indent ?? 0);
  return { text: out.text() };
}
