// One line of a GNU coreutils checksum manifest (`sha256sum`, `sha256sum --tag`, `b2sum`), parsed
// without a regex: names may hold any character, and the tagged form's name ends at the LAST ") = "
// of the line, as coreutils' bsd_split_3 finds it, so a name like "a) = b" still parses.

export type ManifestAlgorithm = 'md5' | 'sha1' | 'sha224' | 'sha256' | 'sha384' | 'sha512' | 'blake2b-512';

/** Digest length in bytes and Node's digest name per algorithm. */
export const MANIFEST_ALGORITHMS: Readonly<Record<ManifestAlgorithm, { bytes: number; node: string }>> =
  Object.freeze({
    md5: { bytes: 16, node: 'md5' },
    sha1: { bytes: 20, node: 'sha1' },
    sha224: { bytes: 28, node: 'sha224' },
    sha256: { bytes: 32, node: 'sha256' },
    sha384: { bytes: 48, node: 'sha384' },
    sha512: { bytes: 64, node: 'sha512' },
    'blake2b-512': { bytes: 64, node: 'blake2b512' },
  });

// The tags `<algo>sum --tag` writes; b2sum writes plain "BLAKE2b" for its default 512-bit length.
const TAGS: ReadonlyMap<string, ManifestAlgorithm> = new Map([
  ['MD5', 'md5'],
  ['SHA1', 'sha1'],
  ['SHA224', 'sha224'],
  ['SHA256', 'sha256'],
  ['SHA384', 'sha384'],
  ['SHA512', 'sha512'],
  ['BLAKE2b', 'blake2b-512'],
]);

export type LineFault =
  | 'unparsable_line'
  | 'algorithm_required'
  | 'unknown_algorithm_tag'
  | 'digest_wrong_length_for_algorithm';

export type ParsedLine =
  | { ok: true; name: string; algorithm: ManifestAlgorithm; digestHex: string }
  | { ok: false; reason: LineFault };

function isHexDigit(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
}

function isTagChar(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a) || c === 0x2d || c === 0x5f;
}

function allHex(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isHexDigit(text.charCodeAt(i))) return false;
  return true;
}

/** coreutils' filename_unescape: one left-to-right pass; null for any other escape or a lone trailing "\". */
export function unescapeName(raw: string): string | null {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const next = raw[i + 1];
    if (next === '\\') out += '\\';
    else if (next === 'n') out += '\n';
    else if (next === 'r') out += '\r';
    else return null;
    i++;
  }
  return out;
}

type Shape = { form: 'untagged' | 'tagged'; tag: string; digestHex: string; rawName: string };

function splitUntagged(body: string): Shape | null {
  let i = 0;
  while (i < body.length && isHexDigit(body.charCodeAt(i))) i++;
  if (i === 0 || body[i] !== ' ') return null;
  const mode = body[i + 1];
  if (mode !== ' ' && mode !== '*') return null;
  const rawName = body.slice(i + 2);
  if (rawName.length === 0) return null;
  return { form: 'untagged', tag: '', digestHex: body.slice(0, i), rawName };
}

function splitTagged(body: string): Shape | null {
  const open = body.indexOf(' (');
  if (open <= 0) return null;
  for (let i = 0; i < open; i++) if (!isTagChar(body.charCodeAt(i))) return null;
  const close = body.lastIndexOf(') = ');
  if (close < open + 2) return null;
  const rawName = body.slice(open + 2, close);
  const digestHex = body.slice(close + 4);
  if (rawName.length === 0 || digestHex.length === 0 || !allHex(digestHex)) return null;
  return { form: 'tagged', tag: body.slice(0, open), digestHex, rawName };
}

/**
 * Parses one non-blank line (its LF and trailing CR already removed). Faults are checked in the
 * order form, algorithm, digest length; duplicates are the caller's business.
 */
export function parseManifestLine(line: string, defaultAlgorithm: ManifestAlgorithm | undefined): ParsedLine {
  const escaped = line.startsWith('\\');
  const body = escaped ? line.slice(1) : line;
  const shape = splitUntagged(body) ?? splitTagged(body);
  if (shape === null) return { ok: false, reason: 'unparsable_line' };
  const name = escaped ? unescapeName(shape.rawName) : shape.rawName;
  if (name === null) return { ok: false, reason: 'unparsable_line' };

  let algorithm: ManifestAlgorithm | undefined;
  if (shape.form === 'untagged') {
    algorithm = defaultAlgorithm;
    if (algorithm === undefined) return { ok: false, reason: 'algorithm_required' };
  } else {
    algorithm = TAGS.get(shape.tag);
    if (algorithm === undefined) return { ok: false, reason: 'unknown_algorithm_tag' };
  }
  if (shape.digestHex.length !== MANIFEST_ALGORITHMS[algorithm].bytes * 2) {
    return { ok: false, reason: 'digest_wrong_length_for_algorithm' };
  }
  return { ok: true, name, algorithm, digestHex: shape.digestHex };
}

/**
 * Non-blank lines of a manifest with their 1-based physical line numbers. Split at LF; one CR at the
 * end of a line is dropped (also on a last line without LF, as coreutils does); a line that is empty
 * or only spaces and tabs is blank.
 */
export function manifestLines(manifest: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  const pieces = manifest.split('\n');
  for (let i = 0; i < pieces.length; i++) {
    let text = pieces[i]!;
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (isBlank(text)) continue;
    out.push({ line: i + 1, text });
  }
  return out;
}

function isBlank(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c !== 0x20 && c !== 0x09) return false;
  }
  return true;
}

/** Physical lines: LF count, plus one for a last line that does not end in LF; 0 for "". */
export function countPhysicalLines(manifest: string): number {
  if (manifest.length === 0) return 0;
  let n = 0;
  for (let i = 0; i < manifest.length; i++) if (manifest.charCodeAt(i) === 0x0a) n++;
  return manifest.endsWith('\n') ? n : n + 1;
}
