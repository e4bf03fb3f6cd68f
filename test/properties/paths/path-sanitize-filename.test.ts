import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Sanitized = { name: string; changed: boolean; changes: { change: string; count: number }[] };
type Validated = { valid: boolean };

const piece = fc.constantFrom('a', 'Z', '.', ' ', ':', '?', '/', '\\', '\u0000', '\u0007', 'é', 'e\u0301', '😀', '\u{1F468}\u200D\u{1F469}', 'CON', 'nul', 'com1', 'LPT³', 'x'.repeat(60), 'ß'.repeat(40));
const nameArb = fc.array(piece, { maxLength: 14 }).map((p) => p.join(''));
const target = fc.constantFrom('windows', 'posix');

describe('path-sanitize-filename properties', () => {
  it('the result is a single valid name of at most 255 UTF-8 bytes for its target', async () => {
    await fc.assert(
      fc.asyncProperty(nameArb, target, fc.boolean(), async (name, t, keep) => {
        const out = (await runTool('path-sanitize-filename', { name, target: t, keep_extension: keep })) as Sanitized;
        expect(Buffer.byteLength(out.name, 'utf8')).to.be.at.most(255);
        expect(out.name).to.not.include('/');
        const v = (await runTool('path-validate', { path: out.name, style: t })) as Validated;
        expect(v.valid, JSON.stringify(out.name)).to.equal(true);
        expect(['.', '..', '']).to.not.include(out.name);
        expect(out.changed).to.equal(out.name !== name);
        expect(out.changes.length === 0).to.equal(!out.changed);
      }),
      { numRuns: 400 },
    );
  });
  it('is idempotent: a sanitized name is left unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(nameArb, target, async (name, t) => {
        const once = (await runTool('path-sanitize-filename', { name, target: t })) as Sanitized;
        const twice = (await runTool('path-sanitize-filename', { name: once.name, target: t })) as Sanitized;
        expect(twice).to.deep.equal({ name: once.name, changed: false, changes: [] });
      }),
      { numRuns: 300 },
    );
  });
  it('a cut result is a prefix of the sanitized text ending on a grapheme boundary', async () => {
    const seg = new Intl.Segmenter('en', { granularity: 'grapheme' });
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('a', 'é', 'e\u0301', '😀', '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}', '🇫🇷'), { minLength: 60, maxLength: 200 }), async (parts) => {
        const name = parts.join('');
        const out = (await runTool('path-sanitize-filename', { name, keep_extension: false })) as Sanitized;
        expect(name.startsWith(out.name)).to.equal(true);
        const bounds = new Set([0, ...[...seg.segment(name)].map((s) => s.index + s.segment.length)]);
        expect(bounds.has(out.name.length)).to.equal(true);
        if (out.name !== name) {
          const next = [...seg.segment(name.slice(out.name.length))][0]!.segment;
          expect(Buffer.byteLength(out.name + next, 'utf8')).to.be.greaterThan(255);
        }
      }),
      { numRuns: 200 },
    );
  });
});
