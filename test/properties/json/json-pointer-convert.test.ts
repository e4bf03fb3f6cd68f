import { expect } from 'chai';
import fc from 'fast-check';
import { paths } from 'jsonpath-rfc9535';
import { runTool } from '../../support/direct.js';

type Converted = { path: string; segments: ({ name: string } | { index: number })[] };
const token = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1');
// Names that pointer_digits=index would read as indices are left out of the name-only round trips.
const name = fc.string({ unit: 'grapheme', maxLength: 8 }).filter((s) => !/^(0|[1-9][0-9]*)$/.test(s));
const segment = fc.oneof(name.map((n) => ({ name: n })), fc.nat({ max: 1000 }).map((i) => ({ index: i })));

describe('json-pointer-convert properties', () => {
  it('pointer -> jsonpath -> pointer and pointer -> dotted -> pointer round-trip', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { maxLength: 6 }), async (segs) => {
        const pointer = segs.map((s) => '/' + ('index' in s ? String(s.index) : token(s.name))).join('');
        const jp = (await runTool('json-pointer-convert', { path: pointer, from: 'pointer', to: 'jsonpath' })) as Converted;
        expect(jp.segments).to.deep.equal(segs);
        const back = (await runTool('json-pointer-convert', { path: jp.path, from: 'jsonpath', to: 'pointer' })) as Converted;
        expect(back.path).to.equal(pointer);
        if (segs.some((s) => 'name' in s && s.name === '')) return; // no dotted form
        const dotted = (await runTool('json-pointer-convert', { path: pointer, from: 'pointer', to: 'dotted' })) as Converted;
        const again = (await runTool('json-pointer-convert', { path: dotted.path, from: 'dotted', to: 'pointer' })) as Converted;
        expect(again.path).to.equal(pointer);
      }),
      { numRuns: 200 },
    );
  });

  it('writes the same normalized paths as an RFC 9535 implementation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (doc) => {
        for (const normalized of paths(doc as never, '$..*').slice(0, 10)) {
          const r = (await runTool('json-pointer-convert', { path: normalized, from: 'jsonpath', to: 'jsonpath' })) as Converted;
          expect(r.path).to.equal(normalized);
        }
      }),
      { numRuns: 100 },
    );
  });
});
