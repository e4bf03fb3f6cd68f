// Percent-encoding after the WHATWG URL Standard (§1.3 percent-encoded bytes and its encode sets,
// §5 application/x-www-form-urlencoded), always UTF-8, plus RFC 3986's "unreserved only" set and
// this module's "path-segment" set (the path set plus "/", "\" and "%", for literal segment text).
// Shared by the net tools; exports are kept stable (other helpers import this module read-only).

/** The encode sets by name. */
export type EncodeSetName =
  | 'c0-control'
  | 'fragment'
  | 'query'
  | 'special-query'
  | 'path'
  | 'path-segment'
  | 'userinfo'
  | 'component'
  | 'form'
  | 'unreserved';

/** The printable ASCII characters each set adds to the C0 control set (or, for unreserved, all but ALPHA DIGIT -._~). */
const EXTRA: ReadonlyArray<[EncodeSetName, EncodeSetName | null, string]> = [
  ['c0-control', null, ''],
  ['fragment', 'c0-control', ' "<>`'],
  ['query', 'c0-control', ' "#<>'],
  ['special-query', 'query', "'"],
  ['path', 'query', '?^`{}'],
  ['path-segment', 'path', '/\\%'],
  ['userinfo', 'path', '/:;=@[\\]^|'],
  ['component', 'userinfo', '$%&+,'],
  ['form', 'component', "!'()~"],
];

function buildTables(): Map<EncodeSetName, Uint8Array> {
  const tables = new Map<EncodeSetName, Uint8Array>();
  for (const [name, base, extra] of EXTRA) {
    const t = new Uint8Array(256);
    if (base === null) {
      for (let b = 0; b < 256; b++) t[b] = b <= 0x1f || b > 0x7e ? 1 : 0;
    } else {
      t.set(tables.get(base)!);
    }
    for (let i = 0; i < extra.length; i++) t[extra.charCodeAt(i)] = 1;
    tables.set(name, t);
  }
  const u = new Uint8Array(256).fill(1);
  const keep = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
  for (let i = 0; i < keep.length; i++) u[keep.charCodeAt(i)] = 0;
  tables.set('unreserved', u);
  return tables;
}

const TABLES = buildTables();

/** Whether `byte` is in the named encode set. */
export function inEncodeSet(set: EncodeSetName, byte: number): boolean {
  return TABLES.get(set)![byte] === 1;
}

const HEX = '0123456789ABCDEF';

/**
 * WHATWG "UTF-8 percent-encode" of a string with an encode set: every byte of the UTF-8 encoding in
 * the set becomes "%" and two uppercase hex digits; with `spaceAsPlus`, U+0020 becomes "+" first.
 */
export function percentEncodeString(text: string, set: EncodeSetName, spaceAsPlus = false): string {
  const table = TABLES.get(set)!;
  let out = '';
  let runStart = 0;
  // ASCII runs outside the set are copied whole; everything else goes byte by byte.
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80 && table[c] === 0) continue;
    out += text.slice(runStart, i);
    if (c === 0x20 && spaceAsPlus) {
      out += '+';
    } else if (c < 0x80) {
      out += '%' + HEX[c >> 4]! + HEX[c & 15]!;
    } else {
      const [cp, units] = scalarAt(text, i);
      i += units - 1;
      for (const b of codePointUtf8(cp)) out += table[b] === 1 ? '%' + HEX[b >> 4]! + HEX[b & 15]! : String.fromCharCode(b);
    }
    runStart = i + 1;
  }
  return out + text.slice(runStart);
}

/** The scalar value at UTF-16 index i and how many units it takes; a lone surrogate reads as U+FFFD (WHATWG UTF-8 encode). */
function scalarAt(text: string, i: number): [number, number] {
  const c = text.charCodeAt(i);
  if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
    const d = text.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return [0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00), 2];
  }
  return [c >= 0xd800 && c <= 0xdfff ? 0xfffd : c, 1];
}

function codePointUtf8(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 63)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
}

/** The value of an ASCII hex digit's code unit, or -1. */
export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30;
  if (c >= 0x41 && c <= 0x46) return c - 0x37;
  if (c >= 0x61 && c <= 0x66) return c - 0x57;
  return -1;
}

export type DecodeFault = { kind: 'malformed_escape' | 'invalid_utf8'; offset: number };

export type DecodeResult = {
  text: string;
  /** "%" not followed by two hex digits, kept literally. */
  malformedEscapes: number;
  /** Invalid UTF-8 sequences, each replaced by one U+FFFD. */
  invalidSequences: number;
  /** The first fault, by offset in UTF-16 code units into the input; null when none. */
  firstFault: DecodeFault | null;
};

/**
 * WHATWG "percent-decode" of a string's UTF-8 bytes ("%" + two hex digits becomes the byte; any
 * other "%" stays a literal "%"), then WHATWG "UTF-8 decode without BOM" (each maximal invalid
 * subpart becomes U+FFFD). With `plusAsSpace` ("form" decoding), "+" becomes a space before.
 * Fault offsets count UTF-16 code units of the input: the "%" of a malformed escape, and the first
 * character (or escape) that contributed a byte to an invalid sequence.
 */
export function percentDecodeString(text: string, plusAsSpace = false): DecodeResult {
  const bytes: number[] = [];
  const origin: number[] = [];
  let malformedEscapes = 0;
  let firstMalformed = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x25) {
      const h = i + 2 < text.length ? hexValue(text.charCodeAt(i + 1)) : -1;
      const l = h >= 0 ? hexValue(text.charCodeAt(i + 2)) : -1;
      if (l >= 0) {
        bytes.push((h << 4) | l);
        origin.push(i);
        i += 2;
      } else {
        malformedEscapes++;
        if (firstMalformed < 0) firstMalformed = i;
        bytes.push(0x25);
        origin.push(i);
      }
    } else if (c < 0x80) {
      bytes.push(c === 0x2b && plusAsSpace ? 0x20 : c);
      origin.push(i);
    } else {
      const start = i;
      const [cp, units] = scalarAt(text, i);
      i += units - 1;
      for (const b of codePointUtf8(cp)) {
        bytes.push(b);
        origin.push(start);
      }
    }
  }
  const decoded = utf8DecodeWithReplacement(bytes);
  let firstFault: DecodeFault | null = null;
  const badOffset = decoded.firstInvalid >= 0 ? origin[decoded.firstInvalid]! : -1;
  if (firstMalformed >= 0 && (badOffset < 0 || firstMalformed <= badOffset)) firstFault = { kind: 'malformed_escape', offset: firstMalformed };
  else if (badOffset >= 0) firstFault = { kind: 'invalid_utf8', offset: badOffset };
  return { text: decoded.text, malformedEscapes, invalidSequences: decoded.invalid, firstFault };
}

/** The WHATWG UTF-8 decoder (Encoding Standard §4.1), replacement mode, with the first invalid sequence's byte index. */
export function utf8DecodeWithReplacement(bytes: ArrayLike<number>): { text: string; invalid: number; firstInvalid: number } {
  const parts: string[] = [];
  let chunk: number[] = [];
  const emit = (cp: number): void => {
    chunk.push(cp);
    if (chunk.length >= 4096) {
      parts.push(String.fromCodePoint(...chunk));
      chunk = [];
    }
  };
  let needed = 0;
  let seen = 0;
  let cp = 0;
  let lower = 0x80;
  let upper = 0xbf;
  let seqStart = 0;
  let invalid = 0;
  let firstInvalid = -1;
  const fault = (at: number): void => {
    invalid++;
    if (firstInvalid < 0) firstInvalid = at;
    emit(0xfffd);
  };
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (needed === 0) {
      seqStart = i;
      if (b <= 0x7f) emit(b);
      else if (b >= 0xc2 && b <= 0xdf) {
        needed = 1;
        cp = b & 0x1f;
      } else if (b >= 0xe0 && b <= 0xef) {
        if (b === 0xe0) lower = 0xa0;
        if (b === 0xed) upper = 0x9f;
        needed = 2;
        cp = b & 0xf;
      } else if (b >= 0xf0 && b <= 0xf4) {
        if (b === 0xf0) lower = 0x90;
        if (b === 0xf4) upper = 0x8f;
        needed = 3;
        cp = b & 0x7;
      } else fault(i);
      continue;
    }
    if (b < lower || b > upper) {
      needed = 0;
      seen = 0;
      cp = 0;
      lower = 0x80;
      upper = 0xbf;
      fault(seqStart);
      i--; // the byte is read again as the start of a sequence
      continue;
    }
    lower = 0x80;
    upper = 0xbf;
    cp = (cp << 6) | (b & 0x3f);
    seen++;
    if (seen === needed) {
      emit(cp);
      needed = 0;
      seen = 0;
      cp = 0;
    }
  }
  if (needed !== 0) fault(seqStart);
  parts.push(String.fromCodePoint(...chunk));
  return { text: parts.join(''), invalid, firstInvalid };
}

export type FormPair = {
  name: string;
  value: string;
  /** The pair's text before decoding: up to the first "=" (or the whole piece). */
  rawName: string;
  /** The text after the first "=", null when the piece has none. */
  rawValue: string | null;
  /** Offset (UTF-16 code units) of the piece in the parsed text. */
  offset: number;
};

/**
 * WHATWG application/x-www-form-urlencoded parser (§5.1): split at "&", skip empty pieces, split
 * each at its first "=", replace "+" by space, percent-decode, UTF-8 decode with replacement.
 * `onFault`, when given, sees each piece's first decoding fault (strict callers throw from it).
 */
export function formParse(text: string, onFault?: (fault: DecodeFault, pairIndex: number, part: 'name' | 'value') => void): FormPair[] {
  const pairs: FormPair[] = [];
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('&', start);
    if (end < 0) end = text.length;
    if (end > start) {
      const piece = text.slice(start, end);
      const eq = piece.indexOf('=');
      const rawName = eq < 0 ? piece : piece.slice(0, eq);
      const rawValue = eq < 0 ? null : piece.slice(eq + 1);
      const n = percentDecodeString(rawName, true);
      const v = percentDecodeString(rawValue ?? '', true);
      if (onFault) {
        if (n.firstFault) onFault({ kind: n.firstFault.kind, offset: start + n.firstFault.offset }, pairs.length, 'name');
        if (v.firstFault) onFault({ kind: v.firstFault.kind, offset: start + eq + 1 + v.firstFault.offset }, pairs.length, 'value');
      }
      pairs.push({ name: n.text, value: v.text, rawName, rawValue, offset: start });
    }
    start = end + 1;
  }
  return pairs;
}

/** WHATWG application/x-www-form-urlencoded serializer (§5.2), UTF-8: name=value joined by "&". */
export function formSerializePair(name: string, value: string): string {
  return `${percentEncodeString(name, 'form', true)}=${percentEncodeString(value, 'form', true)}`;
}

export function formSerialize(pairs: ReadonlyArray<{ name: string; value: string }>): string {
  return pairs.map((p) => formSerializePair(p.name, p.value)).join('&');
}

/** The message of a strict decoding refusal. */
export function faultMessage(fault: DecodeFault): string {
  return fault.kind === 'malformed_escape'
    ? `malformed percent escape at offset ${fault.offset}: "%" is not followed by two hex digits`
    : `invalid UTF-8 after percent-decoding, in the sequence starting at offset ${fault.offset}`;
}
