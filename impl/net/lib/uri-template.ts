// RFC 6570 URI Templates, levels 1 to 4: a strict parser (every syntax error refused, with its offset
// in code points) and the expansion algorithm of RFC 6570 Appendix A. Percent-encoding is RFC 3986's:
// the unreserved set (U) for most operators, unreserved + reserved + existing pct-encoded triplets
// (U+R) for "+" and "#" and for literals; everything else as UTF-8 bytes, "%XX" in upper case.
import { ToolError } from '../../lib/tool-error.js';
import { percentEncodeString } from './percent-encoding.js';

export type TemplateValue = string | readonly string[] | { pairs: readonly (readonly [string, string])[] };

interface Varspec {
  name: string;
  prefix: number | null;
  explode: boolean;
  offset: number;
}
interface Expression {
  op: string;
  vars: Varspec[];
}
export type TemplatePart = string | Expression;

interface OpSpec {
  first: string;
  sep: string;
  named: boolean;
  ifemp: string;
  reserved: boolean;
}
const OPS: ReadonlyMap<string, OpSpec> = new Map([
  ['', { first: '', sep: ',', named: false, ifemp: '', reserved: false }],
  ['+', { first: '', sep: ',', named: false, ifemp: '', reserved: true }],
  ['.', { first: '.', sep: '.', named: false, ifemp: '', reserved: false }],
  ['/', { first: '/', sep: '/', named: false, ifemp: '', reserved: false }],
  [';', { first: ';', sep: ';', named: true, ifemp: '', reserved: false }],
  ['?', { first: '?', sep: '&', named: true, ifemp: '=', reserved: false }],
  ['&', { first: '&', sep: '&', named: true, ifemp: '=', reserved: false }],
  ['#', { first: '#', sep: ',', named: false, ifemp: '', reserved: true }],
]);
const FUTURE_OPS = '=,!@|';

const isAlpha = (c: number): boolean => (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const isUnreserved = (c: number): boolean => isAlpha(c) || isDigit(c) || c === 0x2d || c === 0x2e || c === 0x5f || c === 0x7e;
// gen-delims and sub-delims: : / ? # [ ] @ ! $ & ' ( ) * + , ; =
const RESERVED = new Set([...":/?#[]@!$&'()*+,;="].map((ch) => ch.charCodeAt(0)));

/**
 * RFC 6570 §2.1 literals other than pct-encoded: the ASCII ones, ucschar and iprivate (RFC 3987), and
 * also "'" (%x27): the grammar leaves it out, but the RFC's own examples ('{var}' gives 'value') and
 * uritemplate-test use it, so it is copied like the other sub-delims.
 */
function isLiteral(c: number): boolean {
  if (c < 0x80) {
    return c === 0x21 || c === 0x23 || c === 0x24 || c === 0x26 || c === 0x27 || (c >= 0x28 && c <= 0x3b) || c === 0x3d || (c >= 0x3f && c <= 0x5b) || c === 0x5d || c === 0x5f || (c >= 0x61 && c <= 0x7a) || c === 0x7e;
  }
  if (c < 0xa0 || (c >= 0xd800 && c <= 0xdfff) || (c >= 0xfdd0 && c <= 0xfdef) || (c >= 0xfff0 && c <= 0xffff)) return false;
  if (c > 0xffff && (c & 0xfffe) === 0xfffe) return false;
  return !(c >= 0xe0000 && c <= 0xe0fff);
}

function templateError(offset: number, message: string): ToolError {
  const text = `${message} at offset ${offset} (code points) of the template`;
  return new ToolError('invalid_input', text, [{ pointer: '/template', message: text }], { offset });
}

/** Percent-encodes every UTF-8 byte of one code point that is not unreserved (RFC 3986's U set). */
const pctEncodeCodePoint = (ch: string): string => percentEncodeString(ch, 'unreserved');

/** Encodes a value: U (unreserved) or U+R (unreserved, reserved, and pct-encoded triplets kept). */
export function encodeValue(value: string, reserved: boolean): string {
  if (!reserved) return percentEncodeString(value, 'unreserved');
  let out = '';
  const chars = Array.from(value);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const c = ch.codePointAt(0)!;
    if (isUnreserved(c) || RESERVED.has(c)) out += ch;
    else if (c === 0x25 && i + 2 < chars.length && isHex(chars[i + 1]!.codePointAt(0)!) && isHex(chars[i + 2]!.codePointAt(0)!)) {
      out += `%${chars[i + 1]}${chars[i + 2]}`;
      i += 2;
    } else out += pctEncodeCodePoint(ch);
  }
  return out;
}

/** The first n code points of a string, reading no further than they go. */
function codePointPrefix(value: string, n: number): string {
  let end = 0;
  for (let k = 0; k < n && end < value.length; k++) {
    const c = value.charCodeAt(end);
    end += c >= 0xd800 && c <= 0xdbff && end + 1 < value.length ? 2 : 1;
  }
  return value.slice(0, end);
}

/** Parses a template into literal runs (already encoded) and expressions; refuses any syntax error. */
export function parseTemplate(template: string): TemplatePart[] {
  const cps = Array.from(template);
  const cp = (i: number): number => (i < cps.length ? cps[i]!.codePointAt(0)! : -1);
  const parts: TemplatePart[] = [];
  let literal = '';
  let i = 0;
  while (i < cps.length) {
    const c = cp(i);
    if (c === 0x7b) {
      if (literal !== '') parts.push(literal);
      literal = '';
      const start = i;
      i++;
      let op = '';
      const oc = cp(i);
      if (oc >= 0 && oc !== 0x7d && OPS.has(String.fromCodePoint(oc))) {
        op = String.fromCodePoint(oc);
        i++;
      } else if (oc >= 0 && FUTURE_OPS.includes(String.fromCodePoint(oc))) {
        throw templateError(i, `operator "${String.fromCodePoint(oc)}" is reserved for future extensions`);
      }
      const vars: Varspec[] = [];
      for (;;) {
        const varStart = i;
        let name = '';
        let needChar = true; // a varchar must come next (start, or after ".")
        for (;;) {
          const v = cp(i);
          if (v === 0x25) {
            if (!isHex(cp(i + 1)) || !isHex(cp(i + 2))) throw templateError(i, 'a "%" in a variable name must start a pct-encoded triplet');
            name += cps[i]! + cps[i + 1]! + cps[i + 2]!;
            i += 3;
            needChar = false;
          } else if (isAlpha(v) || isDigit(v) || v === 0x5f) {
            name += cps[i]!;
            i++;
            needChar = false;
          } else if (v === 0x2e && !needChar) {
            name += '.';
            i++;
            needChar = true;
          } else break;
        }
        if (name === '') throw cp(i) === -1 ? templateError(start, 'the expression starting here is not closed') : templateError(i, 'a variable name is expected');
        if (needChar) throw templateError(i, 'a variable name cannot end with "."');
        let prefix: number | null = null;
        let explode = false;
        if (cp(i) === 0x3a) {
          i++;
          const digitsStart = i;
          let n = 0;
          while (isDigit(cp(i)) && i - digitsStart < 5) {
            n = n * 10 + (cp(i) - 0x30);
            i++;
          }
          const len = i - digitsStart;
          if (len === 0 || cp(digitsStart) === 0x30 || len > 4 || isDigit(cp(i))) throw templateError(digitsStart, 'a prefix length must be 1 to 9999, without leading zeros');
          prefix = n;
        } else if (cp(i) === 0x2a) {
          explode = true;
          i++;
        }
        vars.push({ name, prefix, explode, offset: varStart });
        const next = cp(i);
        if (next === 0x2c) {
          i++;
          continue;
        }
        if (next === 0x7d) {
          i++;
          break;
        }
        if (next === -1) throw templateError(start, 'the expression starting here is not closed');
        throw templateError(i, `unexpected "${cps[i]}" in an expression`);
      }
      parts.push({ op, vars });
      continue;
    }
    if (c === 0x25) {
      if (!isHex(cp(i + 1)) || !isHex(cp(i + 2))) throw templateError(i, 'a "%" in a literal must start a pct-encoded triplet');
      literal += cps[i]! + cps[i + 1]! + cps[i + 2]!;
      i += 3;
      continue;
    }
    if (!isLiteral(c)) throw templateError(i, c === 0x7d ? 'a "}" outside an expression' : `character U+${c.toString(16).toUpperCase().padStart(4, '0')} is not allowed in a template literal`);
    literal += c < 0x80 ? cps[i]! : pctEncodeCodePoint(cps[i]!);
    i++;
  }
  if (literal !== '') parts.push(literal);
  return parts;
}

/** Expands a parsed template; `lookup` gives a variable's value or undefined; stops past maxOutput. */
export function expandTemplate(
  parts: readonly TemplatePart[],
  lookup: (name: string) => TemplateValue | undefined,
  maxOutput: number,
  onTooLong: () => never,
): string {
  const out: string[] = [];
  let length = 0;
  const push = (s: string): void => {
    length += s.length;
    if (length > maxOutput) onTooLong();
    out.push(s);
  };
  for (const part of parts) {
    if (typeof part === 'string') {
      push(part);
      continue;
    }
    const spec = OPS.get(part.op)!;
    let first = true;
    for (const v of part.vars) {
      const value = lookup(v.name);
      if (value === undefined) continue;
      const isList = Array.isArray(value);
      const pairs = !isList && typeof value === 'object' ? (value as { pairs: readonly (readonly [string, string])[] }).pairs : null;
      if ((isList && (value as readonly string[]).length === 0) || (pairs !== null && pairs.length === 0)) continue;
      if (v.prefix !== null && typeof value !== 'string') {
        throw templateError(v.offset, `the prefix modifier applies to strings only, and "${v.name}" is a ${isList ? 'list' : 'map'}`);
      }
      push(first ? spec.first : spec.sep);
      first = false;
      const enc = (s: string): string => encodeValue(s, spec.reserved);
      if (typeof value === 'string') {
        if (spec.named) push(value === '' ? v.name + spec.ifemp : `${v.name}=`);
        const cut = v.prefix === null ? value : codePointPrefix(value, v.prefix);
        push(enc(cut));
        continue;
      }
      const items: readonly string[] = isList ? (value as readonly string[]) : [];
      if (!v.explode) {
        if (spec.named) push(`${v.name}=`);
        if (isList) items.forEach((m, k) => push((k === 0 ? '' : ',') + enc(m)));
        else pairs!.forEach(([k, m], j) => push(`${j === 0 ? '' : ','}${enc(k)},${enc(m)}`));
        continue;
      }
      if (isList) {
        items.forEach((m, k) => {
          const sep = k === 0 ? '' : spec.sep;
          if (spec.named) push(sep + v.name + (m === '' ? spec.ifemp : `=${enc(m)}`));
          else push(sep + enc(m));
        });
      } else {
        pairs!.forEach(([k, m], j) => {
          const sep = j === 0 ? '' : spec.sep;
          if (spec.named) push(sep + enc(k) + (m === '' ? spec.ifemp : `=${enc(m)}`));
          else push(`${sep}${enc(k)}=${enc(m)}`);
        });
      }
    }
  }
  return out.join('');
}
