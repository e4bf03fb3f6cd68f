import type { Input, Output } from '../../generated/tools/formats/xml-to-json.js';
import { limits } from '../../generated/tools/formats/xml-to-json.js';
import { orderedObject } from '../lib/ordered-object.js';
import { isXmlCharCode, NOT_XML_CHAR, XML_NAME_AT } from './lib/xml-chars.js';
import { textFault } from './lib/text-position.js';
import type { ToolErrorCode } from '../lib/tool-error.js';

// Our own strict, non-validating XML 1.0 reader. fast-xml-parser's XMLValidator (5.x) accepts
// documents XML 1.0 calls not well-formed (two root elements, text after the root, "<" in an
// attribute value, "]]>" in text, "&#0;", control characters, "--" in comments, an XML declaration
// inside an element) and both it and XMLParser pass DOCTYPE and PIs along; one single-pass reader
// is smaller than patching each gap, and it gives every fault one exact position.

const AT = '/text';
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const XML_DECL = /<\?xml[ \t\n]+version[ \t\n]*=[ \t\n]*(?:"1\.[0-9]+"|'1\.[0-9]+')(?:[ \t\n]+encoding[ \t\n]*=[ \t\n]*(?:"[A-Za-z][A-Za-z0-9._-]*"|'[A-Za-z][A-Za-z0-9._-]*'))?(?:[ \t\n]+standalone[ \t\n]*=[ \t\n]*(?:"(?:yes|no)"|'(?:yes|no)'))?[ \t\n]*\?>/y;
const WHITESPACE_ONLY = /^[ \t\n\r]*$/;
/** The next "<" or "&" from lastIndex (global, so exec searches forward and stops at the first). */
const MARKUP = /[<&]/g;

type Frame = { name: string; start: number; attrs: [string, string][]; children: Map<string, unknown[]>; segments: string[] };

class Reader {
  pos: number;
  constructor(readonly text: string, start: number) {
    this.pos = start;
  }

  fail(code: ToolErrorCode, at: number, message: string): never {
    throw textFault(code, AT, this.text, at, message);
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  skipSpace(): boolean {
    const from = this.pos;
    while (this.pos < this.text.length && ' \t\n\r'.includes(this.text[this.pos]!)) this.pos++;
    return this.pos > from;
  }

  name(): string {
    XML_NAME_AT.lastIndex = this.pos;
    const m = XML_NAME_AT.exec(this.text);
    if (!m) this.fail('syntax_error', this.pos, 'a name (XML 1.0 Name production) is expected here');
    this.pos += m[0].length;
    return m[0];
  }

  /** A reference at "&", decoded: character references and the five predefined entities only. */
  reference(): string {
    const at = this.pos;
    const end = this.text.indexOf(';', at);
    const body = end < 0 ? '' : this.text.slice(at + 1, end);
    let cp: number | null = null;
    if (/^#[0-9]{1,7}$/.test(body)) cp = Number(body.slice(1));
    else if (/^#x[0-9A-Fa-f]{1,6}$/.test(body)) cp = parseInt(body.slice(2), 16);
    else if (/^#/.test(body) || end < 0) this.fail('syntax_error', at, '"&" must start a reference such as &amp; or &#60;');
    if (cp !== null) {
      if (!isXmlCharCode(cp)) this.fail('syntax_error', at, `&${body}; is not an XML character`);
      this.pos = end + 1;
      return String.fromCodePoint(cp);
    }
    XML_NAME_AT.lastIndex = at + 1;
    const m = XML_NAME_AT.exec(this.text);
    if (!m || at + 1 + m[0].length !== end) this.fail('syntax_error', at, '"&" must start a reference such as &amp; or &#60;');
    if (!Object.hasOwn(PREDEFINED, body)) this.fail('xml_entity_rejected', at, `entity &${body}; rejected: only &lt; &gt; &amp; &quot; &apos; and character references are accepted`);
    this.pos = end + 1;
    return PREDEFINED[body]!;
  }

  comment(): void {
    const at = this.pos;
    const end = this.text.indexOf('--', at + 4);
    if (end < 0 || this.text[end + 2] !== '>') this.fail('syntax_error', at, 'a comment must end with "-->" and hold no "--"');
    this.pos = end + 3;
  }

  /** Comments, whitespace; PIs and DOCTYPE rejected. Stops at anything else. */
  misc(): void {
    for (;;) {
      this.skipSpace();
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<?')) this.fail('xml_processing_instruction_rejected', this.pos, 'processing instructions are rejected (only the XML declaration at the very start is accepted)');
      else if (this.startsWith('<!DOCTYPE')) this.fail('xml_doctype_rejected', this.pos, 'a DOCTYPE is rejected: no DTD, internal subset or external entity is read');
      else return;
    }
  }

  attributes(frameStart: number): [string, string][] {
    const attrs: [string, string][] = [];
    const seen = new Set<string>();
    for (;;) {
      const spaced = this.skipSpace();
      if (this.startsWith('/>') || this.startsWith('>')) return attrs;
      if (!spaced) this.fail('syntax_error', this.pos, 'whitespace is required before an attribute');
      const at = this.pos;
      const name = this.name();
      this.skipSpace();
      if (this.text[this.pos] !== '=') this.fail('syntax_error', this.pos, 'an attribute needs "=" and a quoted value');
      this.pos++;
      this.skipSpace();
      const quote = this.text[this.pos];
      if (quote !== '"' && quote !== "'") this.fail('syntax_error', this.pos, 'an attribute value must be quoted');
      this.pos++;
      let value = '';
      for (;;) {
        const c = this.text[this.pos];
        if (c === undefined) this.fail('syntax_error', frameStart, 'unclosed start tag');
        if (c === quote) break;
        if (c === '<') this.fail('syntax_error', this.pos, '"<" is not allowed in an attribute value');
        if (c === '&') value += this.reference();
        else {
          // Attribute-value normalization (section 3.3.3, no DTD so every attribute is CDATA).
          value += c === '\t' || c === '\n' || c === '\r' ? ' ' : c;
          this.pos++;
        }
      }
      this.pos++;
      if (seen.has(name)) this.fail('duplicate_key', at, `attribute ${name} appears twice in one start tag`);
      seen.add(name);
      attrs.push([name, value]);
    }
  }
}

function elementJson(frame: Frame): Record<string, unknown> {
  const segments = frame.children.size === 0 ? frame.segments : frame.segments.filter((s) => !WHITESPACE_ONLY.test(s));
  const text = segments.join('');
  const entries: [string, unknown][] = frame.attrs.map(([k, v]) => [`@${k}`, v]);
  if (text !== '') entries.push(['#text', text]);
  for (const [name, list] of frame.children) entries.push([name, list]);
  return orderedObject(entries);
}

export default function xmlToJson(input: Input): Output {
  // Line ends are normalized first (section 2.11); line numbers and columns do not move.
  const text = input.text.replace(/\r\n?/g, '\n');
  const bad = NOT_XML_CHAR.exec(text);
  if (bad) throw textFault('syntax_error', AT, text, bad.index, `U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} is not an XML 1.0 character`);
  const r: Reader = new Reader(text, text.startsWith('\uFEFF') ? 1 : 0);
  if (r.startsWith('<?xml') && /[ \t\n]/.test(text[r.pos + 5] ?? '')) {
    XML_DECL.lastIndex = r.pos;
    const m = XML_DECL.exec(text);
    if (!m) r.fail('syntax_error', r.pos, 'malformed XML declaration (version="1.x", then optional encoding and standalone)');
    r.pos += m[0].length;
  }
  r.misc();
  if (!r.startsWith('<') || r.startsWith('</')) r.fail('syntax_error', r.pos, 'the root element is missing');

  const stack: Frame[] = [];
  let root: { name: string; value: Record<string, unknown> } | null = null;
  const finish = (frame: Frame) => {
    const value = elementJson(frame);
    const parent = stack[stack.length - 1];
    if (!parent) {
      root = { name: frame.name, value };
      return;
    }
    const list = parent.children.get(frame.name) ?? [];
    list.push(value);
    parent.children.set(frame.name, list);
    parent.segments.push('');
  };
  do {
    const top = stack[stack.length - 1];
    const c = text[r.pos];
    if (c === undefined) r.fail('syntax_error', top!.start, `element <${top!.name}> is not closed`);
    if (c === '<') {
      if (r.startsWith('</')) {
        const at = r.pos;
        r.pos += 2;
        const name = r.name();
        r.skipSpace();
        if (text[r.pos] !== '>') r.fail('syntax_error', r.pos, 'an end tag must close with ">"');
        if (!top || name !== top.name) r.fail('syntax_error', at, `end tag </${name}> does not match <${top?.name ?? ''}>`);
        r.pos++;
        stack.pop();
        finish(top);
      } else if (r.startsWith('<!--')) r.comment();
      else if (r.startsWith('<![CDATA[')) {
        const end = text.indexOf(']]>', r.pos + 9);
        if (end < 0) r.fail('syntax_error', r.pos, 'a CDATA section must end with "]]>"');
        top!.segments[top!.segments.length - 1] += text.slice(r.pos + 9, end);
        r.pos = end + 3;
      } else if (r.startsWith('<?')) r.fail('xml_processing_instruction_rejected', r.pos, 'processing instructions are rejected');
      else if (r.startsWith('<!DOCTYPE')) r.fail('xml_doctype_rejected', r.pos, 'a DOCTYPE is rejected');
      else {
        const start = r.pos;
        r.pos++;
        const name = r.name();
        const frame: Frame = { name, start, attrs: r.attributes(start), children: new Map(), segments: [''] };
        if (stack.length + 1 > limits.max_depth) r.fail('limit_exceeded', start, `elements nest deeper than ${limits.max_depth} (max_depth)`);
        if (r.startsWith('/>')) {
          r.pos += 2;
          finish(frame);
        } else {
          r.pos++;
          stack.push(frame);
        }
      }
    } else if (c === '&') top!.segments[top!.segments.length - 1] += r.reference();
    else {
      // The text runs to the next "<" or "&": one scan that stops there (two indexOf calls, each
      // searching to the end for a character that may come only much later, were quadratic).
      MARKUP.lastIndex = r.pos;
      const end = MARKUP.exec(text)?.index ?? text.length;
      const chunk = text.slice(r.pos, end);
      const cdataEnd = chunk.indexOf(']]>');
      if (cdataEnd >= 0) r.fail('syntax_error', r.pos + cdataEnd, '"]]>" is not allowed in character data');
      if (!top) r.fail('syntax_error', r.pos, 'text outside the root element');
      top.segments[top.segments.length - 1] += chunk;
      r.pos = end;
    }
  } while (stack.length > 0);
  r.misc();
  if (r.pos < text.length) r.fail('syntax_error', r.pos, 'only comments and whitespace may follow the root element');
  const done = root as { name: string; value: Record<string, unknown> } | null;
  return { value: orderedObject([[done!.name, done!.value]]) as Output['value'] };
}
