// SemVer 2.0.0 (https://semver.org/spec/v2.0.0.html, §2-§11 and its BNF), written by hand so the
// tools can report what the `semver` package keeps inside: which identifier decided a comparison,
// why and where a text is not a version. Numbers are BigInt: SemVer sets no upper bound (node-semver
// refuses numbers above Number.MAX_SAFE_INTEGER; this library does not).
//
// Grammar (semver.org BNF):
//   <valid semver> ::= <version core> ["-" <pre-release>] ["+" <build>]
//   <version core> ::= <numeric identifier> "." <numeric identifier> "." <numeric identifier>
//   <numeric identifier> ::= "0" | <positive digit> <digits>?
//   <pre-release identifier> ::= <alphanumeric identifier> | <numeric identifier>
//   <build identifier> ::= <alphanumeric identifier> | <digits>
//   <alphanumeric identifier>: [0-9A-Za-z-]+ with at least one non-digit
//
// `loose` accepts only this much more: ASCII whitespace (space, tab, LF, VT, FF, CR) before and after
// the version, and before the first digit any run of "v", "=" and that whitespace ("v1.2.3",
// "=1.2.3", " v 1.2.3 "). Nothing else of node-semver's loose grammar (no leading zeros, no
// prerelease without "-").

import { invalidInput, limitExceeded } from '../../lib/tool-error.js';

export type PrereleaseId = { value: string; numeric: boolean; num: bigint };

export type SemVer = {
  major: bigint;
  minor: bigint;
  patch: bigint;
  prerelease: PrereleaseId[];
  build: string[];
};

export type InvalidReason =
  | 'empty'
  | 'prefix_not_allowed'
  | 'whitespace'
  | 'missing_number'
  | 'leading_zero'
  | 'empty_identifier'
  | 'invalid_character';

export type ParseFailure = { reason: InvalidReason; position: number; message: string };
export type ParseResult = { ok: true; version: SemVer } | { ok: false; error: ParseFailure };

export const isDigit = (c: number): boolean => c >= 48 && c <= 57;
/** [0-9A-Za-z-], the characters of prerelease and build identifiers. */
export const isIdentChar = (c: number): boolean => isDigit(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45;
/** ASCII whitespace: space, tab, LF, VT, FF, CR. */
export const isSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13);

/** A prerelease identifier from its text (of [0-9A-Za-z-]); null for a numeric one with a leading zero (§9). */
export function prereleaseId(value: string): PrereleaseId | null {
  let numeric = true;
  for (let j = 0; j < value.length && numeric; j++) numeric = isDigit(value.charCodeAt(j));
  if (numeric && value.length > 1 && value[0] === '0') return null;
  return { value, numeric, num: numeric ? BigInt(value) : 0n };
}

function fail(reason: InvalidReason, position: number, message: string): ParseResult {
  return { ok: false, error: { reason, position, message: `${message} (at offset ${position})` } };
}

/** Reads a numeric identifier (no leading zero) at `i`; returns its end or a failure. */
function numericAt(text: string, i: number, what: string): number | ParseResult {
  const start = i;
  while (i < text.length && isDigit(text.charCodeAt(i))) i++;
  if (i === start) {
    if (i >= text.length || text[i] === '.') return fail('missing_number', start, `${what} is missing`);
    return fail('invalid_character', start, `${what} must be digits, found ${JSON.stringify(text[start])}`);
  }
  if (i - start > 1 && text.charCodeAt(start) === 48) return fail('leading_zero', start, `${what} has a leading zero`);
  return i;
}

/** Parses `text` as SemVer 2.0.0 (with the `loose` prefix and whitespace allowance above). */
export function parseSemVer(text: string, loose = false): ParseResult {
  if (text.length === 0) return fail('empty', 0, 'the version is empty');
  let end = text.length;
  while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
  if (loose) {
    let start = 0;
    while (start < end && (isSpace(text.charCodeAt(start)) || text[start] === 'v' || text[start] === '=')) start++;
    if (start === end) return fail('empty', start, 'the version is empty');
    return parseBody(text.slice(0, end), start, true);
  }
  if (isSpace(text.charCodeAt(0))) return fail('whitespace', 0, 'whitespace around the version (allowed only with loose)');
  if (text[0] === 'v' || text[0] === 'V' || text[0] === '=') {
    return fail('prefix_not_allowed', 0, `a "${text[0]}" prefix is not part of SemVer 2.0.0 (allowed only with loose)`);
  }
  const r = parseBody(text.slice(0, end), 0, false);
  // trailing whitespace is a fault only where nothing before it failed (the first fault, left to right)
  if (end < text.length && (r.ok || r.error.position >= end)) return fail('whitespace', end, 'whitespace around the version (allowed only with loose)');
  return r;
}

/** Parses `body` (trailing whitespace already cut) from `start`, after any loose prefix. */
function parseBody(body: string, start: number, loose: boolean): ParseResult {
  const core: bigint[] = [];
  const names = ['major', 'minor', 'patch'];
  let i = start;
  for (let k = 0; k < 3; k++) {
    const r = numericAt(body, i, names[k]!);
    if (typeof r !== 'number') return r;
    core.push(BigInt(body.slice(i, r)));
    i = r;
    if (k < 2) {
      if (i >= body.length) return fail('missing_number', i, `${names[k + 1]} is missing: a version has major.minor.patch`);
      if (body[i] !== '.') return fail('invalid_character', i, `expected "." after ${names[k]}, found ${JSON.stringify(body[i])}`);
      i++;
    }
  }
  const prerelease: PrereleaseId[] = [];
  const build: string[] = [];
  if (i < body.length && body[i] === '-') {
    i++;
    for (;;) {
      const s = i;
      while (i < body.length && isIdentChar(body.charCodeAt(i))) i++;
      if (i === s) {
        if (i < body.length && body[i] !== '.' && body[i] !== '+') {
          return fail('invalid_character', i, `prerelease identifiers use [0-9A-Za-z-], found ${JSON.stringify(body[i])}`);
        }
        return fail('empty_identifier', s, 'empty prerelease identifier');
      }
      const id = prereleaseId(body.slice(s, i));
      if (id === null) return fail('leading_zero', s, 'numeric prerelease identifier has a leading zero');
      prerelease.push(id);
      if (i < body.length && body[i] === '.') {
        i++;
        continue;
      }
      break;
    }
  }
  if (i < body.length && body[i] === '+') {
    i++;
    for (;;) {
      const s = i;
      while (i < body.length && isIdentChar(body.charCodeAt(i))) i++;
      if (i === s) {
        if (i < body.length && body[i] !== '.') {
          return fail('invalid_character', i, `build identifiers use [0-9A-Za-z-], found ${JSON.stringify(body[i])}`);
        }
        return fail('empty_identifier', s, 'empty build identifier');
      }
      build.push(body.slice(s, i));
      if (i < body.length && body[i] === '.') {
        i++;
        continue;
      }
      break;
    }
  }
  if (i < body.length) {
    const c = body.charCodeAt(i);
    if (!loose && isSpace(c)) return fail('whitespace', i, 'whitespace inside the version');
    return fail('invalid_character', i, `unexpected ${JSON.stringify(body[i])} after the ${build.length ? 'build' : prerelease.length ? 'prerelease' : 'patch number'}`);
  }
  return { ok: true, version: { major: core[0]!, minor: core[1]!, patch: core[2]!, prerelease, build } };
}

/** The core and prerelease, as SemVer writes them (no build). */
export function formatPrecedence(v: SemVer): string {
  const core = `${v.major}.${v.minor}.${v.patch}`;
  return v.prerelease.length ? `${core}-${v.prerelease.map((p) => p.value).join('.')}` : core;
}

/** The normalized full text: core, prerelease and build. */
export function formatSemVer(v: SemVer): string {
  const p = formatPrecedence(v);
  return v.build.length ? `${p}+${v.build.join('.')}` : p;
}

export type Deciding = 'major' | 'minor' | 'patch' | 'prerelease_presence' | 'prerelease_identifier' | 'prerelease_length' | 'none';
export type Comparison = { result: -1 | 0 | 1; deciding: Deciding; index: number | null; a: string | null; b: string | null };

const sign = (x: bigint, y: bigint): -1 | 0 | 1 => (x < y ? -1 : x > y ? 1 : 0);

/** SemVer 2.0.0 §11 precedence, with the part that decided it. Build metadata plays no part. */
export function explainCompare(a: SemVer, b: SemVer): Comparison {
  const parts: ['major' | 'minor' | 'patch', bigint, bigint][] = [
    ['major', a.major, b.major],
    ['minor', a.minor, b.minor],
    ['patch', a.patch, b.patch],
  ];
  for (const [name, x, y] of parts) {
    const s = sign(x, y);
    if (s !== 0) return { result: s, deciding: name, index: null, a: String(x), b: String(y) };
  }
  const pa = a.prerelease;
  const pb = b.prerelease;
  if (pa.length === 0 || pb.length === 0) {
    if (pa.length === pb.length) return { result: 0, deciding: 'none', index: null, a: null, b: null };
    // §11.3: a version without prerelease has higher precedence than one with.
    return {
      result: pa.length === 0 ? 1 : -1,
      deciding: 'prerelease_presence',
      index: null,
      a: pa.length ? pa.map((p) => p.value).join('.') : null,
      b: pb.length ? pb.map((p) => p.value).join('.') : null,
    };
  }
  const n = Math.min(pa.length, pb.length);
  for (let i = 0; i < n; i++) {
    const s = compareIdentifiers(pa[i]!, pb[i]!);
    if (s !== 0) return { result: s, deciding: 'prerelease_identifier', index: i, a: pa[i]!.value, b: pb[i]!.value };
  }
  if (pa.length === pb.length) return { result: 0, deciding: 'none', index: null, a: null, b: null };
  return {
    result: pa.length < pb.length ? -1 : 1,
    deciding: 'prerelease_length',
    index: n,
    a: pa[n]?.value ?? null,
    b: pb[n]?.value ?? null,
  };
}

/** §11.4.1-3: numeric by value, numeric below alphanumeric, alphanumeric by ASCII order. */
export function compareIdentifiers(x: PrereleaseId, y: PrereleaseId): -1 | 0 | 1 {
  if (x.numeric && y.numeric) return sign(x.num, y.num);
  if (x.numeric !== y.numeric) return x.numeric ? -1 : 1;
  return x.value < y.value ? -1 : x.value > y.value ? 1 : 0;
}

export function compareSemVer(a: SemVer, b: SemVer): -1 | 0 | 1 {
  const c = sign(a.major, b.major) || sign(a.minor, b.minor) || sign(a.patch, b.patch);
  if (c !== 0) return c;
  const pa = a.prerelease;
  const pb = b.prerelease;
  if (pa.length === 0 || pb.length === 0) return pa.length === pb.length ? 0 : pa.length === 0 ? 1 : -1;
  const n = Math.min(pa.length, pb.length);
  for (let i = 0; i < n; i++) {
    const s = compareIdentifiers(pa[i]!, pb[i]!);
    if (s !== 0) return s;
  }
  return pa.length < pb.length ? -1 : pa.length > pb.length ? 1 : 0;
}

/** A version from its parts (used by the range desugaring); the prerelease text must be valid. */
export function makeSemVer(major: bigint, minor: bigint, patch: bigint, prerelease: PrereleaseId[] = []): SemVer {
  return { major, minor, patch, prerelease, build: [] };
}

export const ZERO_PRERELEASE: PrereleaseId[] = [{ value: '0', numeric: true, num: 0n }];

/** Checks a list of version texts against the count, per-text and total length limits, before any work. */
export function checkVersionList(versions: readonly string[], limits: { max_versions: number; max_version_length: number; max_total_length: number }): void {
  if (versions.length > limits.max_versions) {
    throw limitExceeded('/versions', `${versions.length} versions exceed max_versions ${limits.max_versions}`);
  }
  let total = 0;
  for (let i = 0; i < versions.length; i++) {
    const n = versions[i]!.length;
    if (n > limits.max_version_length) {
      throw limitExceeded(`/versions/${i}`, `a version of ${n} characters exceeds max_version_length ${limits.max_version_length}`);
    }
    total += n;
  }
  if (total > limits.max_total_length) {
    throw limitExceeded('/versions', `${total} characters in all exceed max_total_length ${limits.max_total_length}`);
  }
}

/** Checks one version text against max_version_length. */
export function checkVersionLength(text: string, pointer: string, max: number): void {
  if (text.length > max) throw limitExceeded(pointer, `a version of ${text.length} characters exceeds max_version_length ${max}`);
}

/** Parses or throws invalid_input at `pointer` with the reason and offset. */
export function parseOrThrow(text: string, loose: boolean, pointer: string): SemVer {
  const r = parseSemVer(text, loose);
  if (!r.ok) throw invalidInput(pointer, `not a SemVer 2.0.0 version: ${r.error.reason}: ${r.error.message}`);
  return r.version;
}
