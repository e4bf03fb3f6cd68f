import type { Input, Output } from '../../generated/tools/signatures/checksum-manifest-verify.js';
import { limits } from '../../generated/tools/signatures/checksum-manifest-verify.js';
import { createHash } from 'node:crypto';
import { decodeBytes, type ByteEncoding } from '../lib/bytes.js';
import { constantTimeEqual } from '../lib/constant-time.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';
import {
  MANIFEST_ALGORITHMS,
  countPhysicalLines,
  manifestLines,
  parseManifestLine,
  type ManifestAlgorithm,
} from './lib/manifest-line.js';

type Status = 'ok' | 'mismatch' | 'missing';
type BadReason = Output['bad_lines'][number]['reason'];

/** Decoded length computed from the text alone, so the total can be checked before any decoding. */
function decodedLength(content: string, encoding: ByteEncoding): number {
  if (encoding === 'utf8') return utf8Length(content);
  if (encoding === 'hex') return Math.floor(content.length / 2);
  let n = content.length;
  while (n > 0 && content.charCodeAt(n - 1) === 0x3d) n--; // trailing "=" padding
  return Math.floor((n * 3) / 4);
}

export default function checksumManifestVerify(input: Input): Output {
  const { manifest, files } = input;
  const algorithm = input.algorithm as ManifestAlgorithm | undefined;

  if (utf8Length(manifest) > limits.max_manifest_bytes) {
    throw limitExceeded('/manifest', `manifest exceeds ${limits.max_manifest_bytes} UTF-8 bytes (max_manifest_bytes)`);
  }
  const physicalLines = countPhysicalLines(manifest);
  if (physicalLines > limits.max_manifest_lines) {
    throw limitExceeded('/manifest', `manifest has ${physicalLines} lines; at most ${limits.max_manifest_lines} allowed (max_manifest_lines)`);
  }
  // Stops at the first file that takes the total past the limit: the rest are never measured.
  let total = 0;
  for (const f of files) {
    total += decodedLength(f.content, f.content_encoding ?? 'utf8');
    if (total > limits.max_total_file_bytes) {
      throw limitExceeded('/files', `file contents total at least ${total} bytes; at most ${limits.max_total_file_bytes} allowed (max_total_file_bytes)`);
    }
  }

  const contents = new Map<string, Uint8Array>();
  files.forEach((f, i) => {
    if (contents.has(f.name)) throw invalidInput(`/files/${i}/name`, 'repeats the name of an earlier file');
    contents.set(f.name, decodeBytes(f.content, f.content_encoding ?? 'utf8', `/files/${i}/content`));
  });

  const results: { name: string; status: Status }[] = [];
  const badLines: { line: number; reason: BadReason }[] = [];
  const seen = new Set<string>();
  let nonBlank = 0;
  for (const { line, text } of manifestLines(manifest)) {
    nonBlank++;
    const parsed = parseManifestLine(text, algorithm);
    if (!parsed.ok) {
      badLines.push({ line, reason: parsed.reason });
      continue;
    }
    if (seen.has(parsed.name)) {
      badLines.push({ line, reason: 'duplicate_filename' });
      continue;
    }
    seen.add(parsed.name);
    const content = contents.get(parsed.name);
    let status: Status = 'missing';
    if (content !== undefined) {
      const digest = createHash(MANIFEST_ALGORITHMS[parsed.algorithm].node).update(content).digest();
      // Buffer's hex decoding is case-insensitive; the parser has checked the digits and the length.
      const expected = Buffer.from(parsed.digestHex, 'hex');
      status = constantTimeEqual(new Uint8Array(digest), new Uint8Array(expected)) ? 'ok' : 'mismatch';
    }
    results.push({ name: parsed.name, status });
  }

  const unlisted = files.map((f) => f.name).filter((name) => !seen.has(name));
  const count = (s: Status) => results.filter((r) => r.status === s).length;
  const counts = {
    manifest_lines: nonBlank,
    checked: results.length,
    ok: count('ok'),
    mismatch: count('mismatch'),
    missing: count('missing'),
    unlisted: unlisted.length,
    bad_lines: badLines.length,
  };
  const valid = counts.checked >= 1 && counts.ok === counts.checked && badLines.length === 0;
  return { valid, results, unlisted_files: unlisted, bad_lines: badLines, counts };
}
