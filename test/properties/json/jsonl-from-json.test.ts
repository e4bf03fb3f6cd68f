import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Written = { text: string; line_count: number; bytes: number };

describe('jsonl-from-json properties', () => {
  it('one LF-terminated line per value that JSON.parse reads back; no raw U+2028/U+2029', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 20 }), fc.boolean(), fc.boolean(), async (values, ascii_only, sort_keys) => {
        const out = (await runTool('jsonl-from-json', { values, ascii_only, sort_keys })) as Written;
        expect(out.line_count).to.equal(values.length);
        expect(out.bytes).to.equal(Buffer.byteLength(out.text));
        expect(/[\u2028\u2029\r]/.test(out.text)).to.equal(false);
        if (ascii_only) expect(/[\u0080-\uffff]/.test(out.text)).to.equal(false);
        const lines = out.text === '' ? [] : out.text.slice(0, -1).split('\n');
        if (values.length > 0) expect(out.text.endsWith('\n')).to.equal(true);
        expect(lines.length).to.equal(values.length);
        // JSON text has no negative zero distinct from 0 once written (JSON.stringify(-0) is "0").
        lines.forEach((l, i) => expect(JSON.parse(l)).to.deep.equal(JSON.parse(JSON.stringify(values[i]))));
        if (!sort_keys && !ascii_only) expect(out.text).to.equal(values.map((v) => JSON.stringify(v).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029') + '\n').join(''));
      }),
      { numRuns: 150 },
    );
  });

  it('text over 262144 bytes is limit_exceeded (ascii_only grows it)', async () => {
    const values = Array.from({ length: 1000 }, () => 'é'.repeat(60));
    const fits = (await runTool('jsonl-from-json', { values })) as Written;
    expect(fits.bytes).to.equal(1000 * 123);
    expect((await toolFailure('jsonl-from-json', { values, ascii_only: true })).code).to.equal('limit_exceeded');
  });
});
