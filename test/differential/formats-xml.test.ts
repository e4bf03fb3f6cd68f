// Differential tests, formats category (2 of 2): XML to and from JSON. YAML, TOML, INI and TSV are
// in formats.test.ts.
//
// Oracles per tool:
//   xml-to-json    saxes (a conformant, non-validating XML 1.0 parser) decides well-formedness, decodes
//                  references and normalizes attributes; the JSON mapping of rules 2-5 is built from
//                  its events below (the mapping is this service's own; XML has no JSON form)
//   xml-from-json  fast-xml-parser's XMLValidator says the text is well-formed XML, and saxes reads it
//                  back to the input (rule 7) with self-closing tags exactly where rule 3 puts them
import { expect } from 'chai';
import fc from 'fast-check';
import { XMLValidator } from 'fast-xml-parser';
import { SaxesParser } from 'saxes';
import { RUNS, loneSurrogateArb, outcome, succeed, viaJson } from './support/json-arbitraries.js';

type Element = Record<string, unknown>;
type Reading = { ok: true; value: Record<string, Element>; selfClosing: boolean[] } | { ok: false; kind: 'syntax' | 'doctype' | 'pi' | 'entity' | 'attribute' };

const WHITESPACE_ONLY = /^[ \t\n\r]*$/;

/** Reads a document with saxes into xml-to-json's mapping (rules 2-5); the first problem otherwise. */
function readWithSaxes(text: string): Reading {
  const parser = new SaxesParser({ position: true });
  type Open = { name: string; attrs: [string, string][]; segments: string[]; current: string; children: Map<string, Element[]>; hasChild: boolean };
  const stack: Open[] = [];
  const selfClosing: boolean[] = [];
  let root: Record<string, Element> | null = null;
  let problem: Reading | null = null;
  const fail = (kind: 'syntax' | 'doctype' | 'pi' | 'entity' | 'attribute') => { problem ??= { ok: false, kind }; };
  parser.on('error', (e) => fail(/undefined entity/.test(e.message) ? 'entity' : /duplicate attribute/i.test(e.message) ? 'attribute' : 'syntax'));
  parser.on('doctype', () => fail('doctype'));
  parser.on('processinginstruction', () => fail('pi'));
  parser.on('opentag', (tag) => {
    selfClosing.push(tag.isSelfClosing);
    const parent = stack[stack.length - 1];
    if (parent) { parent.segments.push(parent.current); parent.current = ''; parent.hasChild = true; }
    stack.push({ name: tag.name, attrs: Object.entries(tag.attributes as Record<string, string>), segments: [], current: '', children: new Map(), hasChild: false });
  });
  const addText = (t: string) => { const top = stack[stack.length - 1]; if (top) top.current += t; };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const el = stack.pop()!;
    const text = el.hasChild ? [...el.segments, el.current].filter((s) => !WHITESPACE_ONLY.test(s)).join('') : el.current;
    const obj: Element = {};
    const put = (k: string, v: unknown) => Object.defineProperty(obj, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const [k, v] of el.attrs) put('@' + k, v);
    if (text !== '') put('#text', text);
    for (const [k, v] of el.children) put(k, v);
    const parent = stack[stack.length - 1];
    if (parent) {
      if (!parent.children.has(el.name)) parent.children.set(el.name, []);
      parent.children.get(el.name)!.push(obj);
    } else root = Object.fromEntries([[el.name, obj]]);
  });
  try {
    parser.write(text.startsWith('\uFEFF') ? text.slice(1) : text).close();
  } catch {
    fail('syntax');
  }
  if (problem) return problem;
  if (root === null) return { ok: false, kind: 'syntax' };
  return { ok: true, value: root, selfClosing };
}

const NAMES = ['a', 'b', 'x:y', '_c', 'é', 'ns:é-1.2', 'A'];
const ATTRS = ['id', 'x:y', 'xmlns', 'xmlns:p', '_', 'é'];
const textArb = fc.oneof(
  fc.constantFrom('', ' ', '\n  ', 'a', 'a&b', '<', '>', '"q"', "'", '\t', '\r', 'x\r\ny', ']]>', '😀', 'é', 'a  b', ' lead', 'trail '),
  fc.string({ unit: fc.constantFrom('a', ' ', '&', '<', '>', '"', "'", '\n', '\t', '\r', 'é', '😀', ']', '\u0085', '\u2028'), maxLength: 6 }),
);

/** Element objects in the mapping of rule 1: attributes, optional text, child arrays. */
const elementArb: fc.Arbitrary<Element> = fc.letrec((tie) => ({
  element: fc
    .tuple(
      fc.uniqueArray(fc.tuple(fc.constantFrom(...ATTRS), textArb), { maxLength: 2, selector: (a) => a[0] }),
      fc.option(textArb, { nil: undefined }),
      fc.uniqueArray(fc.tuple(fc.constantFrom(...NAMES), tie('children')), { maxLength: 2, selector: (c) => c[0] }),
    )
    .map(([attrs, text, children]) => ({
      ...Object.fromEntries(attrs.map(([k, v]) => ['@' + k, v])),
      ...(text === undefined ? {} : { '#text': text }),
      ...Object.fromEntries(children),
    })),
  children: fc.oneof({ depthSize: 'small', maxDepth: 4, withCrossShrink: true }, fc.constant([]), fc.array(tie('element'), { minLength: 1, maxLength: 2 })),
})).element as fc.Arbitrary<Element>;
const documentArb = fc.tuple(fc.constantFrom(...NAMES), elementArb).map(([n, e]) => Object.fromEntries([[n, e]]) as Record<string, Element>);

/** Rule 7: what xml-to-json gives back for a value xml-from-json wrote. */
function expectedBack(value: Record<string, Element>): Record<string, Element> {
  const fix = (el: Element): Element => {
    const children = Object.entries(el).filter(([k]) => !k.startsWith('@') && k !== '#text');
    const text = el['#text'] as string | undefined;
    const hasChild = children.some(([, v]) => (v as unknown[]).length > 0);
    const keep = text !== undefined && text !== '' && !(hasChild && WHITESPACE_ONLY.test(text));
    return Object.fromEntries([
      ...Object.entries(el).filter(([k]) => k.startsWith('@')),
      ...(keep ? [['#text', text]] : []),
      ...children.filter(([, v]) => (v as unknown[]).length > 0).map(([k, v]) => [k, (v as Element[]).map(fix)]),
    ]);
  };
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fix(v)]));
}

function elementsInOrder(value: Record<string, Element>): Element[] {
  const out: Element[] = [];
  const walk = (el: Element) => {
    out.push(el);
    for (const [k, v] of Object.entries(el)) if (!k.startsWith('@') && k !== '#text') (v as Element[]).forEach(walk);
  };
  Object.values(value).forEach(walk);
  return out;
}

describe('differential: xml-from-json read back by saxes and checked by fast-xml-parser', () => {
  it('writes well-formed XML that saxes reads back to the input, self-closing exactly where rule 3 says', async () => {
    await fc.assert(
      fc.asyncProperty(documentArb.map(viaJson), fc.constantFrom(0, 2), fc.boolean(), async (value, indent, xml_declaration) => {
        const { text } = await succeed<{ text: string }>('xml-from-json', { value, indent, xml_declaration });
        expect(XMLValidator.validate(text), text).to.equal(true);
        const read = readWithSaxes(text);
        expect(read.ok, text).to.equal(true);
        const { value: back, selfClosing } = read as { value: Record<string, Element>; selfClosing: boolean[] };
        // The document order of start tags is children-member order, which is the order of `value`.
        expect(JSON.stringify(back), text).to.equal(JSON.stringify(expectedBack(value)));
        // Rule 3: self-closing when there are no child elements and no (or an empty) "#text".
        const wanted = elementsInOrder(expectedBack(value)).map((el) => Object.keys(el).every((k) => k.startsWith('@')));
        expect(selfClosing, text).to.deep.equal(wanted);
      }),
      { numRuns: RUNS },
    );
  });
});

/** The XML text of an element tree with comments, CDATA, references and blank text mixed in. */
function writeXml(name: string, el: Element, picks: readonly number[]): string {
  let k = 0;
  const pick = (n: number) => picks[k++ % picks.length]! % n;
  const text = (t: string, attr: boolean) =>
    [...t].map((c) => {
      if (c === '&') return pick(2) ? '&amp;' : '&#38;';
      if (c === '<') return pick(2) ? '&lt;' : '&#x3C;';
      if (c === '>') return pick(3) === 0 ? '&gt;' : attr || pick(2) ? '&#62;' : '&gt;';
      if (c === '"' && attr) return '&quot;';
      if (c === '\r') return '&#13;';
      if (attr && (c === '\t' || c === '\n')) return `&#${c.charCodeAt(0)};`;
      if (!attr && pick(8) === 0 && /[a-zé😀]/u.test(c)) return `&#x${c.codePointAt(0)!.toString(16)};`;
      return c;
    }).join('');
  const attrs = Object.entries(el).filter(([key]) => key.startsWith('@')).map(([key, v]) => ` ${key.slice(1)}="${text(v as string, true)}"`).join('');
  const children = Object.entries(el).filter(([key]) => !key.startsWith('@') && key !== '#text').flatMap(([key, v]) => (v as Element[]).map((c) => writeXml(key, c, picks.slice(k % picks.length))));
  const body = el['#text'] === undefined ? '' : pick(4) === 0 && !(el['#text'] as string).includes(']]>') ? `<![CDATA[${el['#text']}]]>` : text(el['#text'] as string, false);
  if (body === '' && children.length === 0 && pick(2)) return `<${name}${attrs}/>`;
  const blank = () => ['', '', '\n', '  ', '<!-- c -->', '\r\n'][pick(6)]!;
  return `<${name}${attrs}>${body}${children.map((c) => blank() + c).join('')}${blank()}</${name}>`;
}

const BREAKERS = ['<', '&', '&foo;', '&#0;', '&#xD800;', '<!DOCTYPE r>', '<?pi x?>', '<!-- a -- b -->', '\u0001', ']]>', '</a>', '<a', '"', '<b></c>', '<r/>', 'x', ' a="1"', "<?xml version='1.0'?>", '&#x110000;', '\uFFFE'];

describe('differential: xml-to-json against saxes (XML 1.0)', () => {
  it('maps what saxes reads, and refuses what saxes refuses', async () => {
    const input = fc.oneof(
      fc.tuple(documentArb, fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 20 }), fc.constantFrom('', '<?xml version="1.0" encoding="UTF-8"?>\n', '\uFEFF', '<!-- head -->\n', '  \n'), fc.constantFrom('', '\n', '<!-- tail -->')).map(
        ([doc, picks, head, tail]) => head + writeXml(Object.keys(doc)[0]!, Object.values(doc)[0]!, picks) + tail,
      ),
      fc.tuple(documentArb, fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 20 }), fc.nat(), fc.constantFrom(...BREAKERS), fc.boolean()).map(([doc, picks, at, b, inContent]) => {
        const t = writeXml(Object.keys(doc)[0]!, Object.values(doc)[0]!, picks);
        // Half the time the breaker goes between markup (after a ">"), where a DOCTYPE, a processing
        // instruction or an entity reference is a construct of its own rather than a broken tag.
        const ends = [...t.matchAll(/>/g)].map((m) => m.index! + 1);
        const i = inContent && ends.length > 0 ? ends[at % ends.length]! : at % (t.length + 1);
        return t.slice(0, i) + b + t.slice(i);
      }),
    ).filter((t) => !/\p{Surrogate}/u.test(t));
    await fc.assert(
      fc.asyncProperty(input, async (text) => {
        const ours = await outcome('xml-to-json', { text });
        const theirs = readWithSaxes(text);
        if (!theirs.ok) {
          expect(ours.ok, `saxes: ${theirs.kind}\n${text}`).to.equal(false);
          const code = { syntax: 'syntax_error', doctype: 'xml_doctype_rejected', pi: 'xml_processing_instruction_rejected', entity: 'xml_entity_rejected', attribute: 'duplicate_key' }[theirs.kind];
          // The first problem in document order decides (rule 8); a text with one breaker has one.
          if (theirs.kind !== 'syntax') expect((ours as { code: string }).code, text).to.be.oneOf([code, 'syntax_error']);
          return;
        }
        expect(ours.ok ? 'ok' : `${ours.code}: ${ours.error.message}`, text).to.equal('ok');
        expect(JSON.stringify((ours as { value: { value: unknown } }).value.value), text).to.equal(JSON.stringify(theirs.value));
      }),
      { numRuns: 400 },
    );
  });
});

describe('differential: lone surrogates are refused before these tools run', () => {
  const inputs: [string, (s: string) => unknown][] = [
    ['xml-to-json', (s) => ({ text: `<r>${s}</r>` })],
    ['xml-from-json', (s) => ({ value: { r: { '#text': s } } })],
  ];
  for (const [id, make] of inputs) {
    it(`${id} answers invalid_input`, async () => {
      await fc.assert(
        fc.asyncProperty(loneSurrogateArb, async (s) => {
          const r = await outcome(id, make(s));
          expect(r.ok ? 'ok' : r.code).to.equal('invalid_input');
        }),
        { numRuns: RUNS },
      );
    });
  }
});
