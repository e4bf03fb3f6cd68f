// Differential tests, json category (2 of 4): the tools that read or write JSON text.
//
// Oracles per tool:
//   json-canonicalize   `canonicalize` (RFC 8785 reference implementation by its authors) on V8's
//                       JSON.parse; the I-JSON faults of rule 2 located by jsonc-parser; Node crypto's SHA-256
//   json-format         V8's JSON.stringify(value, null, indent) on texts it wrote itself; on any other
//                       text, jsonc-parser's scanner (the tokens must come out verbatim)
//   json-parse-check    V8's JSON.parse (validity, value type, the fault's position when V8 names
//                       one); jsonc-parser for duplicate names and lone-surrogate escapes with their places
//   json-number-inspect jsonc-parser finds the literals; decimal.js decides exactness; Number() the double
//   json-string-escape  V8's JSON.stringify and JSON.parse (ascii_only: RFC 8259 section 7's \uXXXX
//                       form for every unit above U+007F, written here)
//   jsonl-parse         V8's JSON.parse, line by line (the contract reads values "as JSON.parse reads them")
//   jsonl-from-json     V8's JSON.stringify per value; a code-point-sorted writer for sort_keys
import { expect } from 'chai';
import canonicalize from 'canonicalize';
import { Decimal } from 'decimal.js';
import fc from 'fast-check';
import * as jsonc from 'jsonc-parser';
import { createHash } from 'node:crypto';
import { RUNS, compareCodePoints, jsonArb, jsonEqual, loneSurrogateArb, outcome, pointerOf, stringArb, succeed } from './support/json-arbitraries.js';
import { hasLoneSurrogate, jsonTextArb, maybeBrokenTextArb, placeOf, readWithJsonc, renderJson, textValueArb } from './support/json-text.js';

type Place = { line: number; column: number; offset: number };

function parses(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}

/** Where V8 says a text stops being JSON (UTF-16 index), when its message says it. */
function v8FaultIndex(text: string, message: string): number | null {
  const at = /at position (\d+)/.exec(message);
  if (at) return Number(at[1]);
  if (message.startsWith('Unexpected end of JSON input')) return text.length;
  return null;
}

/** RFC 8785 section 3.1 / RFC 7493: the I-JSON faults of a valid text, in text order. */
function iJsonFaults(text: string): { reason: string; offset: number }[] {
  const { items, duplicates } = readWithJsonc(text);
  const faults = duplicates.map((d) => ({ reason: 'duplicate_key', offset: d.offset }));
  for (const item of items) {
    if (item.kind !== 'number' && hasLoneSurrogate(item.value as string)) faults.push({ reason: 'lone_surrogate_escape', offset: item.offset });
    if (item.kind === 'number') {
      const d = Number(item.text);
      if (!Number.isFinite(d) || (d === 0 && !new Decimal(item.text).isZero())) faults.push({ reason: 'number_out_of_range', offset: item.offset });
    }
  }
  return faults.sort((a, b) => a.offset - b.offset);
}

describe('differential: json-canonicalize against canonicalize (RFC 8785)', () => {
  it('writes the reference implementation\'s text, or the first I-JSON fault in text order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: jsonTextArb }, { weight: 1, arbitrary: maybeBrokenTextArb }), async (text) => {
        const ours = await outcome('json-canonicalize', { text });
        const parsed = parses(text);
        if (!parsed.ok) {
          expect(ours.ok ? 'ok' : ours.code).to.equal('invalid_input');
          return;
        }
        const faults = iJsonFaults(text);
        if (faults.length > 0) {
          expect(ours.ok, JSON.stringify(faults)).to.equal(false);
          const extra = (ours as { error: { extra?: { reason?: string } } }).error.extra;
          const sameOffset = faults.filter((f) => f.offset === faults[0]!.offset);
          // Issue 13 fault 2 (fixed): the first fault in text order wins, a repeated name included.
          if (sameOffset.length === 1) expect(extra?.reason, JSON.stringify(faults)).to.equal(faults[0]!.reason);
          return;
        }
        expect(ours.ok ? 'ok' : ours.error.message).to.equal('ok');
        const out = (ours as { value: { canonical: string; byte_length: number; sha256: string } }).value;
        const expected = canonicalize(parsed.value)!;
        expect(out.canonical).to.equal(expected);
        expect(out.byte_length).to.equal(Buffer.byteLength(expected, 'utf8'));
        expect(out.sha256).to.equal(createHash('sha256').update(expected, 'utf8').digest('hex'));
      }),
      { numRuns: 400 },
    );
  });
});

/** jsonc-parser's SyntaxKind.EOF: a const enum, which isolatedModules cannot read. */
const EOF = 17 as jsonc.SyntaxKind;

/** The tokens of a text without whitespace, as jsonc-parser's scanner cuts them. */
function tokensOf(text: string): string[] {
  const scanner = jsonc.createScanner(text, true);
  const out: string[] = [];
  for (let kind = scanner.scan(); kind !== EOF; kind = scanner.scan()) out.push(text.slice(scanner.getTokenOffset(), scanner.getTokenOffset() + scanner.getTokenLength()));
  return out;
}

/** Member names of every object, in text order, as jsonc-parser reads a text. */
function namesPerObject(text: string): string[][] {
  const stack: string[][] = [];
  const done: string[][] = [];
  jsonc.visit(text, {
    onObjectBegin: () => void stack.push([]),
    onObjectEnd: () => void done.push(stack.pop()!),
    onObjectProperty: (name) => void stack[stack.length - 1]!.push(name),
  });
  return done;
}

describe('differential: json-format against JSON.stringify and jsonc-parser', () => {
  it('lays out a JSON.stringify text exactly as JSON.stringify(value, null, indent) does', async () => {
    const input = fc.record({
      value: jsonArb({ maxLength: 4, depth: 4 }),
      indent: fc.constantFrom<number | 'tab' | undefined>(undefined, 1, 2, 4, 8, 'tab'),
      style: fc.constantFrom<'pretty' | 'compact' | undefined>(undefined, 'pretty', 'compact'),
      final_newline: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ value, indent, style, final_newline }) => {
        const text = JSON.stringify(value);
        const { text: out } = await succeed<{ text: string }>('json-format', { text, final_newline, ...(indent === undefined ? {} : { indent }), ...(style ? { style } : {}) });
        const space = style === 'compact' ? undefined : indent === 'tab' ? '\t' : (indent ?? 2);
        expect(out).to.equal(JSON.stringify(value, null, space) + (final_newline ? '\n' : ''));
      }),
      { numRuns: RUNS },
    );
  });
  it('copies every token of any valid text verbatim, and sort_keys orders names by code point', async () => {
    await fc.assert(
      fc.asyncProperty(jsonTextArb, fc.boolean(), async (text, sortKeys) => {
        const compact = await succeed<{ text: string }>('json-format', { text, style: 'compact', sort_keys: sortKeys });
        const pretty = await succeed<{ text: string }>('json-format', { text, sort_keys: sortKeys, indent: 'tab' });
        expect(tokensOf(pretty.text)).to.deep.equal(tokensOf(compact.text));
        if (!sortKeys) {
          expect(compact.text).to.equal(tokensOf(text).join(''));
          return;
        }
        expect(tokensOf(compact.text).sort()).to.deep.equal(tokensOf(text).sort());
        for (const names of namesPerObject(compact.text)) expect(names).to.deep.equal([...names].sort(compareCodePoints));
        const before = namesPerObject(text).map((n) => [...n].sort(compareCodePoints).join('\u0000')).sort();
        const after = namesPerObject(compact.text).map((n) => n.join('\u0000')).sort();
        expect(after).to.deep.equal(before);
      }),
      { numRuns: RUNS },
    );
  });
  it('sort_keys puts names in code point order around the surrogate range', async () => {
    // Names near the surrogates: a lone surrogate escape is the code point U+D800..U+DFFF, below
    // U+E000 and U+FFFF and above nothing astral (UTF-16 order would differ for U+1F600).
    const name = fc.constantFrom('"\\ud800"', '"\\udfff"', '"\\uffff"', '"\\ue000"', '"😀"', '"\\ud83d\\ude00"', '"a"', '"\\ud7ff"');
    await fc.assert(
      fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 6 }), async (names) => {
        const text = '{' + names.map((n, i) => `${n}:${i}`).join(',') + '}';
        const { text: out } = await succeed<{ text: string }>('json-format', { text, style: 'compact', sort_keys: true });
        const sorted = namesPerObject(out)[0]!;
        // Issue 13 fault 4 (fixed): lone surrogates are their own code points, U+D800 before U+E000.
        expect(sorted).to.deep.equal([...sorted].sort(compareCodePoints));
        expect(sorted).to.have.length(names.length);
      }),
      { numRuns: RUNS },
    );
  });
  it('refuses exactly the texts JSON.parse refuses', async () => {
    await fc.assert(
      fc.asyncProperty(maybeBrokenTextArb, async (text) => {
        const ours = await outcome('json-format', { text });
        expect(ours.ok).to.equal(parses(text).ok);
        if (!ours.ok) expect(ours.code).to.equal('invalid_input');
      }),
      { numRuns: RUNS },
    );
  });
});

type Located = { pointer: string; line: number; column: number; offset: number };
type ParseCheck = {
  valid: boolean;
  error: ({ reason: string } & Place) | null;
  value_type: string | null;
  duplicate_keys: Located[];
  duplicate_key_count: number;
  lone_surrogate_escapes: Located[];
  lone_surrogate_escape_count: number;
};

function typeOf(v: unknown): string {
  return v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
}

describe('differential: json-parse-check against JSON.parse and jsonc-parser', () => {
  it('agrees on validity, type, the fault\'s place, duplicate names and lone-surrogate escapes', async () => {
    await fc.assert(
      fc.asyncProperty(maybeBrokenTextArb, async (text) => {
        const out = await succeed<ParseCheck>('json-parse-check', { text });
        const parsed = parses(text);
        expect(out.valid, parsed.ok ? 'JSON.parse accepts it' : parsed.message).to.equal(parsed.ok);
        if (!parsed.ok) {
          const at = v8FaultIndex(text, parsed.message);
          if (at !== null) expect({ ...out.error, reason: undefined, message: undefined }, parsed.message).to.deep.equal({ ...placeOf(text, at), reason: undefined, message: undefined });
          return;
        }
        expect(out.value_type).to.equal(typeOf(parsed.value));
        const { items, duplicates } = readWithJsonc(text);
        const located = (i: { path: (string | number)[]; offset: number }) => ({ pointer: pointerOf(i.path), ...placeOf(text, i.offset) });
        expect(out.duplicate_key_count).to.equal(duplicates.length);
        expect(out.duplicate_keys).to.deep.equal(duplicates.slice(0, 100).map(located));
        const lone = items.filter((i) => i.kind !== 'number' && hasLoneSurrogate(i.value as string));
        expect(out.lone_surrogate_escape_count).to.equal(lone.length);
        expect(out.lone_surrogate_escapes).to.deep.equal(lone.slice(0, 100).map(located));
      }),
      { numRuns: 400 },
    );
  });
});

type NumberRow = Located & { literal: string; literal_length: number; double: string | null; round_trips: boolean; out_of_range: boolean; exceeds_safe_integer: boolean };

describe('differential: json-number-inspect against decimal.js', () => {
  it('reports every literal as decimal.js and Number() read it', async () => {
    const numberHeavy = fc
      .tuple(jsonArb({ scalar: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer()), maxLength: 4, depth: 3 }), fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 30 }))
      .map(([v, picks]) => renderJson(v, picks));
    await fc.assert(
      fc.asyncProperty(fc.oneof(numberHeavy, jsonTextArb), async (text) => {
        const out = await succeed<{ number_count: number; flagged_count: number; numbers: NumberRow[] }>('json-number-inspect', { text, report: 'all' });
        const rows = readWithJsonc(text).items.filter((i) => i.kind === 'number').map((i) => {
          const exact = new Decimal(i.text);
          const d = Number(i.text);
          const double = Number.isFinite(d) ? (Object.is(d, -0) ? '-0' : String(d)) : null;
          return {
            pointer: pointerOf(i.path),
            ...placeOf(text, i.offset),
            literal: i.text.slice(0, 1000),
            literal_length: i.text.length,
            double,
            round_trips: double !== null && exact.eq(new Decimal(double)),
            out_of_range: !exact.isZero() && (d === 0 || !Number.isFinite(d)),
            exceeds_safe_integer: exact.abs().gt(Number.MAX_SAFE_INTEGER),
          };
        });
        expect(out.number_count).to.equal(rows.length);
        expect(out.numbers).to.deep.equal(rows);
        expect(out.flagged_count).to.equal(rows.filter((r) => !r.round_trips || r.exceeds_safe_integer).length);
      }),
      { numRuns: RUNS },
    );
  });
});

/** RFC 8259 section 7's \uXXXX form for every UTF-16 unit above U+007F (lowercase hex). */
function asciiOnly(literal: string): string {
  return literal.replace(/[\u0080-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
}

describe('differential: json-string-escape against JSON.stringify and JSON.parse', () => {
  it('escape writes JSON.stringify\'s literal (ascii_only: every unit above U+007F escaped)', async () => {
    await fc.assert(
      fc.asyncProperty(stringArb, fc.boolean(), fc.boolean(), async (text, ascii, quotes) => {
        const { result } = await succeed<{ result: string }>('json-string-escape', { direction: 'escape', text, ascii_only: ascii, include_quotes: quotes });
        const literal = ascii ? asciiOnly(JSON.stringify(text)) : JSON.stringify(text);
        expect(result).to.equal(quotes ? literal : literal.slice(1, -1));
      }),
      { numRuns: RUNS },
    );
  });
  it('unescape reads what JSON.parse reads from one string literal, refusing lone surrogates', async () => {
    const literal = fc.oneof(
      fc.tuple(stringArb, fc.array(fc.nat({ max: 1000 }), { minLength: 1, maxLength: 12 })).map(([s, picks]) => renderJson(s, picks).trim()),
      fc.tuple(stringArb, fc.nat(), fc.constantFrom('\\', '"', '\\ud800', '\\udc00\\ud800', '\\u00', '\\x', '\u0001', ' ', '\\/', '\\U0041')).map(([s, at, b]) => {
        const t = JSON.stringify(s);
        const i = at % (t.length + 1);
        return t.slice(0, i) + b + t.slice(i);
      }).filter((t) => !hasLoneSurrogate(t)),
    );
    await fc.assert(
      fc.asyncProperty(literal, fc.boolean(), async (text, quotes) => {
        const body = text.startsWith('"') && text.endsWith('"') && text.length >= 2 ? text.slice(1, -1) : null;
        if (!quotes && body === null) return;
        const ours = await outcome('json-string-escape', { direction: 'unescape', text: quotes ? text : body, include_quotes: quotes });
        const parsed = parses(text);
        // Exactly one literal: a quote first, nothing after the closing quote (JSON.parse would allow
        // whitespace around it); in body mode an unescaped quote inside is a fault.
        const one = parsed.ok && typeof parsed.value === 'string' && text.startsWith('"') && text.endsWith('"');
        const unescapedQuote = body !== null && /(^|[^\\])(\\\\)*"/.test(body);
        const expected = one && !(quotes === false && unescapedQuote) && !hasLoneSurrogate(parsed.value as string) ? (parsed as { value: string }).value : null;
        expect(ours.ok ? 'ok' : ours.code, text).to.equal(expected === null ? 'invalid_input' : 'ok');
        if (ours.ok) expect((ours.value as { result: string }).result).to.equal(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * The first literal of a valid line that JSON.parse turns into no JSON value: an overflowing number
 * or a string (or name) with a lone surrogate, even when a later duplicate name overwrites it.
 */
function jsonlValueFault(line: string): string | null {
  for (const item of readWithJsonc(line).items) {
    if (item.kind === 'number' && !Number.isFinite(Number(item.text))) return 'number_out_of_range';
    if (item.kind !== 'number' && hasLoneSurrogate(item.value as string)) return 'lone_surrogate';
  }
  return null;
}

type JsonlOut = { values: unknown[]; lines: number[]; errors: { line: number; reason: string }[]; error_count: number; line_count: number; valid: boolean };

describe('differential: jsonl-parse against JSON.parse per line', () => {
  it('reads every line as JSON.parse does and faults the same lines', async () => {
    // renderJson escapes every control character inside strings, so a raw LF is only whitespace.
    const line = fc.oneof({ weight: 4, arbitrary: jsonTextArb }, { weight: 1, arbitrary: maybeBrokenTextArb }, { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t\r', '1e400', '"\\ud800"', '{"a":1,"a":2}', '{"__proto__":1}') }).map((t) => t.replace(/\n/g, ' '));
    const input = fc.record({
      lines: fc.array(line, { maxLength: 6 }),
      crlf: fc.boolean(),
      final: fc.boolean(),
      allow_blank_lines: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(input, async ({ lines, crlf, final, allow_blank_lines }) => {
        const text = lines.join(crlf ? '\r\n' : '\n') + (final && lines.length > 0 ? '\n' : '');
        const out = await succeed<JsonlOut>('jsonl-parse', { text, allow_blank_lines });
        const split = text === '' ? [] : text.split('\n');
        if (text.endsWith('\n')) split.pop();
        const values: unknown[] = [];
        const okLines: number[] = [];
        const faults: { line: number; reason: string | null }[] = [];
        split.forEach((l, i) => {
          if (/^[ \t\r]*$/.test(l)) {
            if (!allow_blank_lines) faults.push({ line: i + 1, reason: 'blank_line' });
            return;
          }
          const parsed = parses(l);
          const fault = parsed.ok ? jsonlValueFault(l) : null;
          if (!parsed.ok || fault) faults.push({ line: i + 1, reason: fault ?? (i === 0 && l.startsWith('\uFEFF') ? 'byte_order_mark' : null) });
          else {
            values.push(parsed.value);
            okLines.push(i + 1);
          }
        });
        expect(out.line_count).to.equal(split.length);
        expect(JSON.stringify(out.values)).to.equal(JSON.stringify(values));
        expect(out.lines).to.deep.equal(okLines);
        expect(out.errors.map((e) => e.line)).to.deep.equal(faults.map((f) => f.line));
        for (const [k, f] of faults.entries()) if (f.reason !== null) expect(out.errors[k]!.reason).to.equal(f.reason);
        expect([out.error_count, out.valid]).to.deep.equal([faults.length, faults.length === 0]);
      }),
      { numRuns: 300 },
    );
  });
});

/** JSON.stringify with members sorted by code point at every depth (JS objects cannot hold that order). */
function stringifySorted(v: unknown): string {
  if (Array.isArray(v)) return '[' + v.map(stringifySorted).join(',') + ']';
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  const keys = Object.keys(v).sort(compareCodePoints);
  return '{' + keys.map((k) => JSON.stringify(k) + ':' + stringifySorted((v as Record<string, unknown>)[k])).join(',') + '}';
}

describe('differential: jsonl-from-json against JSON.stringify', () => {
  it('writes one JSON.stringify line per value, U+2028/U+2029 escaped', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(textValueArb, { maxLength: 5 }), fc.boolean(), fc.boolean(), async (values, ascii, sort) => {
        const out = await succeed<{ text: string; line_count: number; bytes: number }>('jsonl-from-json', { values, ascii_only: ascii, sort_keys: sort });
        const lines = values.map((v) => {
          const line = (sort ? stringifySorted(v) : JSON.stringify(v)).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
          return (ascii ? asciiOnly(line) : line) + '\n';
        });
        expect(out.text).to.equal(lines.join(''));
        expect(out.line_count).to.equal(values.length);
        expect(out.bytes).to.equal(Buffer.byteLength(out.text, 'utf8'));
        expect(out.text.split('\n').slice(0, -1).every((l, i) => jsonEqual(JSON.parse(l), values[i]))).to.equal(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('differential: lone surrogates are refused before these tools run', () => {
  const inputs: [string, (s: string) => unknown][] = [
    ['json-canonicalize', (s) => ({ text: JSON.stringify(s) })],
    ['json-format', (s) => ({ text: `["${s}"]` })],
    ['json-parse-check', (s) => ({ text: s })],
    ['json-number-inspect', (s) => ({ text: `{"${s}":1}` })],
    ['json-string-escape', (s) => ({ direction: 'escape', text: s })],
    ['jsonl-parse', (s) => ({ text: `"${s}"\n` })],
    ['jsonl-from-json', (s) => ({ values: [{ [s]: 1 }] })],
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
