import { expect } from 'chai';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Verdict = {
  valid: boolean;
  results: { name: string; status: string }[];
  unlisted_files: string[];
  bad_lines: { line: number; reason: string }[];
  counts: { manifest_lines: number; checked: number; ok: number; mismatch: number; missing: number; unlisted: number; bad_lines: number };
};

const TOOL = 'checksum-manifest-verify';

// Written out from the contract (and coreutils' --tag output), independently of impl/.
const ALGORITHMS: Record<string, { node: string; tag: string }> = {
  md5: { node: 'md5', tag: 'MD5' },
  sha1: { node: 'sha1', tag: 'SHA1' },
  sha224: { node: 'sha224', tag: 'SHA224' },
  sha256: { node: 'sha256', tag: 'SHA256' },
  sha384: { node: 'sha384', tag: 'SHA384' },
  sha512: { node: 'sha512', tag: 'SHA512' },
  'blake2b-512': { node: 'blake2b512', tag: 'BLAKE2b' },
};

async function verify(input: Record<string, unknown>): Promise<Verdict> {
  return (await runTool(TOOL, input)) as Verdict;
}

/** A manifest line as coreutils writes it, escaping names that hold "\", LF or CR. */
function manifestLine(name: string, digest: string, algorithm: string, tagged: boolean, binary: boolean, upper: boolean): string {
  const needsEscape = /[\\\n\r]/.test(name);
  const shown = needsEscape ? name.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : name;
  const hex = upper ? digest.toUpperCase() : digest;
  const body = tagged ? `${ALGORITHMS[algorithm]!.tag} (${shown}) = ${hex}` : `${hex} ${binary ? '*' : ' '}${shown}`;
  return (needsEscape ? '\\' : '') + body;
}

function encodeContent(bytes: Uint8Array, encoding: string): string {
  const b = Buffer.from(bytes);
  if (encoding === 'utf8') return b.toString('latin1'); // only used with ASCII bytes below
  if (encoding === 'hex') return b.toString('hex');
  return encoding === 'base64' ? b.toString('base64') : b.toString('base64url');
}

const nameChars = fc.constantFrom('a', 'b', 'Z', '0', ' ', '(', ')', '=', '*', '\\', '\n', '\r', '.', '/', 'é', '😀');
const names = fc.string({ unit: nameChars, minLength: 1, maxLength: 12 });
const fileSpec = fc.record({
  content: fc.uint8Array({ maxLength: 64 }),
  encoding: fc.constantFrom('hex', 'base64', 'base64url'),
  algorithm: fc.constantFrom(...Object.keys(ALGORITHMS)),
  tagged: fc.boolean(),
  binary: fc.boolean(),
  upper: fc.boolean(),
});
const fileSets = fc.uniqueArray(fc.tuple(names, fileSpec), { minLength: 1, maxLength: 8, selector: ([n]) => n });

type FileSpec = { content: Uint8Array; encoding: string; algorithm: string; tagged: boolean; binary: boolean; upper: boolean };

function build(set: [string, FileSpec][], untaggedAlgorithm: string, crlf: boolean) {
  const lines: string[] = [];
  const files: Record<string, string>[] = [];
  for (const [name, spec] of set) {
    // Untagged lines must use the one input algorithm; tagged lines carry their own.
    const algorithm = spec.tagged ? spec.algorithm : untaggedAlgorithm;
    const digest = createHash(ALGORITHMS[algorithm]!.node).update(spec.content).digest('hex');
    lines.push(manifestLine(name, digest, algorithm, spec.tagged, spec.binary, spec.upper));
    files.push({ name, content: encodeContent(spec.content, spec.encoding), content_encoding: spec.encoding });
  }
  return { manifest: lines.map((l) => l + (crlf ? '\r\n' : '\n')).join(''), algorithm: untaggedAlgorithm, files };
}

describe('checksum-manifest-verify properties', () => {
  it('a manifest written like coreutils for random files verifies ok, in manifest order', async () => {
    await fc.assert(
      fc.asyncProperty(fileSets, fc.constantFrom(...Object.keys(ALGORITHMS)), fc.boolean(), async (set, algo, crlf) => {
        const input = build(set, algo, crlf);
        const out = await verify(input);
        expect(out.bad_lines).to.deep.equal([]);
        expect(out.results).to.deep.equal(set.map(([name]) => ({ name, status: 'ok' })));
        expect(out.valid).to.equal(true);
        expect(out.counts).to.deep.equal({
          manifest_lines: set.length, checked: set.length, ok: set.length, mismatch: 0, missing: 0, unlisted: 0, bad_lines: 0,
        });
      }),
      { numRuns: 150 },
    );
  });

  it('changing one content byte turns exactly that file into a mismatch', async () => {
    await fc.assert(
      fc.asyncProperty(fileSets, fc.constantFrom(...Object.keys(ALGORITHMS)), fc.nat(), fc.nat(), fc.integer({ min: 1, max: 255 }),
        async (set, algo, pick, at, flip) => {
          const input = build(set, algo, false);
          const target = pick % set.length;
          const [, spec] = set[target]!;
          const changed = spec.content.length === 0 ? Uint8Array.of(flip) : Uint8Array.from(spec.content);
          if (spec.content.length > 0) changed[at % changed.length]! ^= flip;
          input.files[target]!.content = encodeContent(changed, spec.encoding);
          const out = await verify(input);
          expect(out.valid).to.equal(false);
          out.results.forEach((r, i) => expect(r.status).to.equal(i === target ? 'mismatch' : 'ok'));
          expect(out.counts.mismatch).to.equal(1);
        }),
      { numRuns: 150 },
    );
  });

  it('files the manifest does not name are unlisted in files order, and missing names are missing', async () => {
    await fc.assert(
      fc.asyncProperty(fileSets, fc.nat(), async (set, split) => {
        const input = build(set, 'sha256', false);
        const cut = split % (set.length + 1);
        const lines = input.manifest.split('\n').filter((l) => l !== '');
        input.manifest = lines.slice(0, cut).join('\n');
        const extra = input.files.slice(cut);
        input.files = [...extra, ...input.files.slice(0, cut)];
        const out = await verify(input);
        expect(out.unlisted_files).to.deep.equal(extra.map((f) => f.name));
        expect(out.results.map((r) => r.status)).to.deep.equal(Array(cut).fill('ok'));
        expect(out.valid).to.equal(cut >= 1);
        const missing = await verify({ ...input, files: [] });
        expect(missing.results.map((r) => r.status)).to.deep.equal(Array(cut).fill('missing'));
      }),
      { numRuns: 100 },
    );
  });

  it('counts agree with the arrays for arbitrary manifests', async () => {
    const lineChars = fc.constantFrom('a', 'f', '0', ' ', '*', '(', ')', '=', '\\', 'n', '\n', '\r', 'S', 'H', 'A', '2', '5', '6', 'M', 'D');
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: lineChars, maxLength: 200 }), fc.option(fc.constantFrom('md5', 'sha256')), async (manifest, algo) => {
        const out = await verify({ manifest, files: [{ name: 'a', content: '' }], ...(algo === null ? {} : { algorithm: algo }) });
        expect(out.counts.checked).to.equal(out.results.length);
        expect(out.counts.bad_lines).to.equal(out.bad_lines.length);
        expect(out.counts.ok + out.counts.mismatch + out.counts.missing).to.equal(out.counts.checked);
        expect(out.counts.manifest_lines).to.equal(out.counts.checked + out.counts.bad_lines);
        const lines = out.bad_lines.map((b) => b.line);
        expect(lines).to.deep.equal([...lines].sort((x, y) => x - y));
        expect(new Set(out.results.map((r) => r.name)).size).to.equal(out.results.length);
      }),
      { numRuns: 200 },
    );
  });

  describe('limits', () => {
    it('max_manifest_bytes: 65536 UTF-8 bytes pass, 65537 are limit_exceeded', async () => {
      const within = 'é'.repeat(32768); // 65536 bytes in 32768 characters
      expect((await verify({ manifest: within, files: [] })).bad_lines).to.deep.equal([{ line: 1, reason: 'unparsable_line' }]);
      const over = await toolFailure(TOOL, { manifest: within + 'x', files: [] });
      expect(over.code).to.equal('limit_exceeded');
      expect(over.details[0]!.pointer).to.equal('/manifest');
    });

    it('the schema bound of 131072 characters is invalid_input', async () => {
      expect((await toolFailure(TOOL, { manifest: 'x'.repeat(131073), files: [] })).code).to.equal('invalid_input');
    });

    it('max_manifest_lines: 1000 lines pass, 1001 are limit_exceeded', async () => {
      const line = '900150983cd24fb0d6963f7d28e17f72  abc\n';
      const ok = await verify({ manifest: line.repeat(1000), algorithm: 'md5', files: [{ name: 'abc', content: 'abc' }] });
      expect(ok.counts.manifest_lines).to.equal(1000);
      expect(ok.counts.bad_lines).to.equal(999);
      const over = await toolFailure(TOOL, { manifest: line.repeat(1000) + 'x', algorithm: 'md5', files: [] });
      expect(over.code).to.equal('limit_exceeded');
    });

    for (const encoding of ['utf8', 'hex', 'base64', 'base64url']) {
      it(`max_total_file_bytes under ${encoding}: 262144 decoded bytes pass, one more is limit_exceeded`, async () => {
        const half = Buffer.alloc(131072, 0x61);
        const text = (b: Buffer) => (encoding === 'utf8' ? b.toString('latin1') : b.toString(encoding as BufferEncoding));
        const files = [
          { name: 'one', content: text(half), content_encoding: encoding },
          { name: 'two', content: text(half), content_encoding: encoding },
        ];
        const digest = createHash('sha256').update(half).digest('hex');
        const out = await verify({ manifest: `${digest}  one\n${digest}  two\n`, algorithm: 'sha256', files });
        expect(out.valid).to.equal(true);
        files.push({ name: 'three', content: text(Buffer.from('abc')), content_encoding: encoding });
        const over = await toolFailure(TOOL, { manifest: '', files });
        expect(over.code).to.equal('limit_exceeded');
        expect(over.details[0]!.pointer).to.equal('/files');
      });
    }

    it('max_files: 100 files pass, 101 are invalid_input by the schema', async () => {
      const files = Array.from({ length: 100 }, (_, i) => ({ name: `f${i}`, content: '' }));
      expect((await verify({ manifest: '', files })).counts.unlisted).to.equal(100);
      files.push({ name: 'f100', content: '' });
      expect((await toolFailure(TOOL, { manifest: '', files })).code).to.equal('invalid_input');
    });

    it('limits are checked before names and contents: an oversized set with a bad content is limit_exceeded', async () => {
      const files = [
        { name: 'a', content: 'zz', content_encoding: 'hex' },
        { name: 'a', content: 'a'.repeat(262144) },
      ];
      expect((await toolFailure(TOOL, { manifest: '', files })).code).to.equal('limit_exceeded');
    });

    it('a repeated name points at the later item', async () => {
      const err = await toolFailure(TOOL, { manifest: '', files: [{ name: 'a', content: '' }, { name: 'b', content: '' }, { name: 'a', content: '' }] });
      expect(err.code).to.equal('invalid_input');
      expect(err.details[0]!.pointer).to.equal('/files/2/name');
    });
  });
});
