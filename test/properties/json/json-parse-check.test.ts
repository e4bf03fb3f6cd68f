import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Checked = { valid: boolean; error: { reason: string; offset: number } | null; duplicate_key_count: number };

// V8's JSON.parse follows RFC 8259 strictly (no BOM, comments or trailing commas), so it is an
// independent oracle for validity; mutations of valid texts reach the interesting faults.
const mutated = fc
  .tuple(fc.json(), fc.nat(), fc.constantFrom('', ',', ']', '}', '"', "'", '/', '0', '.', 'e', '-', ' ', '\\', 'NaN', '\t', '\u0001'), fc.nat({ max: 2 }))
  .map(([text, at, piece, cut]) => {
    const i = at % (text.length + 1);
    return text.slice(0, i) + piece + text.slice(i + cut);
  });

describe('json-parse-check properties', () => {
  it('is valid exactly when JSON.parse accepts the text', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), mutated), async (text) => {
        let expected = true;
        try {
          JSON.parse(text);
        } catch {
          expected = false;
        }
        const r = (await runTool('json-parse-check', { text })) as Checked;
        expect(r.valid).to.equal(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('reports the fault at the byte offset V8 reports for ASCII texts', async () => {
    await fc.assert(
      fc.asyncProperty(mutated, async (text) => {
        if (!/^[\x20-\x7e]*$/.test(text) || text.length === 0) return;
        let position: number | null;
        try {
          JSON.parse(text);
          return;
        } catch (e) {
          const m = /at position (\d+)/.exec((e as Error).message);
          position = m ? Number(m[1]) : null;
        }
        if (position === null) return; // V8 names no position for some faults
        const r = (await runTool('json-parse-check', { text })) as Checked;
        expect(r.error?.offset).to.equal(position);
      }),
      { numRuns: 200 },
    );
  });

  it('counts one duplicate per repeated member name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('a', 'b', 'c', '__proto__'), { maxLength: 12 }), async (names) => {
        const text = '{' + names.map((n, i) => `${JSON.stringify(n)}:${i}`).join(',') + '}';
        const r = (await runTool('json-parse-check', { text })) as Checked;
        expect(r.duplicate_key_count).to.equal(names.length - new Set(names).size);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects texts over max_text_chars by schema', async () => {
    const e = await toolFailure('json-parse-check', { text: ' '.repeat(262145) });
    expect(e.code).to.equal('invalid_input');
  });
});
