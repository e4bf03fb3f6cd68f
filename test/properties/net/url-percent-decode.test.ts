import { expect } from 'chai';
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';

type Decoded = { decoded: string; malformed_escapes: number; invalid_sequences: number };
const escapeArb = fc.oneof(
  fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, '0')}`),
  fc.constantFrom('%', '%4', '%G1', '%zz', '+', '%2B', '%25'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ maxLength: 3 }),
);
const textArb = fc.array(escapeArb, { maxLength: 12 }).map((p) => p.join(''));

describe('url-percent-decode properties', () => {
  it('decodes what url-percent-encode wrote, with no faults', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 20 }), async (text) => {
        const { encoded } = (await runTool('url-percent-encode', { text, encode_set: 'component' })) as { encoded: string };
        const out = (await runTool('url-percent-decode', { text: encoded })) as Decoded;
        expect(out).to.deep.equal({ decoded: text, malformed_escapes: 0, invalid_sequences: 0 });
      }),
      { numRuns: 300 },
    );
  });
  it('strict refuses exactly when replace reports a fault, and agrees otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, fc.constantFrom('plain', 'form'), async (text, mode) => {
        const replaced = (await runTool('url-percent-decode', { text, mode })) as Decoded;
        let strict: Decoded | string;
        try {
          strict = (await runTool('url-percent-decode', { text, mode, on_error: 'strict' })) as Decoded;
        } catch (e) {
          if (!(e instanceof ToolError)) throw e;
          strict = e.code;
        }
        if (replaced.malformed_escapes + replaced.invalid_sequences > 0) expect(strict).to.equal('invalid_input');
        else expect(strict).to.deep.equal(replaced);
      }),
      { numRuns: 400 },
    );
  });
  it('strict names the first fault: the text before its offset decodes cleanly, the text from it fails at 0', async () => {
    const strictOffset = async (text: string): Promise<number | null> => {
      try {
        await runTool('url-percent-decode', { text, on_error: 'strict' });
        return null;
      } catch (e) {
        if (!(e instanceof ToolError)) throw e;
        return Number(/at offset (\d+)/.exec(e.message)![1]);
      }
    };
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        const at = await strictOffset(text);
        if (at === null) return;
        expect(await strictOffset(text.slice(0, at)), text).to.equal(null);
        expect(await strictOffset(text.slice(at)), text).to.equal(0);
      }),
      { numRuns: 300 },
    );
  });
  it('form mode is plain mode after "+" becomes "%20"', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        const form = await runTool('url-percent-decode', { text, mode: 'form' });
        const plain = await runTool('url-percent-decode', { text: text.replace(/\+/g, '%20') });
        expect(form).to.deep.equal(plain);
      }),
      { numRuns: 300 },
    );
  });
});
