import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Escaped = { result: string };
const text = fc.string({ unit: 'grapheme', maxLength: 60 });

describe('json-string-escape properties', () => {
  it('escape equals JSON.stringify and JSON.parse reads it back', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (t) => {
        const r = (await runTool('json-string-escape', { direction: 'escape', text: t })) as Escaped;
        expect(r.result).to.equal(JSON.stringify(t));
        expect(JSON.parse(r.result)).to.equal(t);
      }),
      { numRuns: 200 },
    );
  });

  it('ascii_only output is ASCII and unescape inverts escape in both modes', async () => {
    await fc.assert(
      fc.asyncProperty(text, fc.boolean(), fc.boolean(), async (t, ascii, quotes) => {
        const e = (await runTool('json-string-escape', { direction: 'escape', text: t, ascii_only: ascii, include_quotes: quotes })) as Escaped;
        if (ascii) expect([...e.result].every((c) => c.charCodeAt(0) < 0x80)).to.equal(true);
        const u = (await runTool('json-string-escape', { direction: 'unescape', text: e.result, include_quotes: quotes })) as Escaped;
        expect(u.result).to.equal(t);
      }),
      { numRuns: 200 },
    );
  });

  it('refuses an escaped result over max_output_bytes', async () => {
    const e = await toolFailure('json-string-escape', { direction: 'escape', text: '\u0001'.repeat(43691) });
    expect(e.code).to.equal('limit_exceeded');
  });
});
