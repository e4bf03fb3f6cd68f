import { expect } from 'chai';
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';

type Pair = { name: string; value: string; raw_name: string; raw_value: string | null };
const pieceArb = fc
  .array(fc.oneof(fc.constantFrom('=', '+', '%', '%2', '%41', '%FF', '%C3%A9', ';', '#', '?', 'a', ''), fc.string({ unit: 'binary', minLength: 1, maxLength: 1 })), { maxLength: 6 })
  .map((p) => p.join(''));
const queryArb = fc.array(pieceArb, { maxLength: 8 }).map((p) => p.join('&'));

describe('url-query-parse properties', () => {
  it('reads back what url-query-build wrote', async () => {
    const pairArb = fc.record({ name: fc.string({ unit: 'grapheme', maxLength: 6 }), value: fc.string({ unit: 'grapheme', maxLength: 6 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(pairArb, { maxLength: 6 }), async (pairs) => {
        const { query } = (await runTool('url-query-build', { pairs })) as { query: string };
        const out = (await runTool('url-query-parse', { query, on_error: 'strict' })) as { pairs: Pair[] };
        expect(out.pairs.map((p) => ({ name: p.name, value: p.value }))).to.deep.equal(pairs);
      }),
      { numRuns: 300 },
    );
  });
  it('strict refuses at the offset url-percent-decode (form, strict) gives for the text after the "?"', async () => {
    const offset = async (id: string, input: unknown): Promise<number | null> => {
      try {
        await runTool(id, input);
        return null;
      } catch (e) {
        if (!(e instanceof ToolError)) throw e;
        return Number(/at offset (\d+)/.exec(e.message)![1]);
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.boolean(), queryArb, async (mark, body) => {
        const query = (mark ? '?' : '') + body;
        const decoded = await offset('url-percent-decode', { text: body, mode: 'form', on_error: 'strict' });
        expect(await offset('url-query-parse', { query, on_error: 'strict' }), query).to.equal(decoded === null ? null : decoded + (mark ? 1 : 0));
      }),
      { numRuns: 300 },
    );
  });
  it('the raw texts rebuild the query without its empty pieces, and each decodes by url-percent-decode in form mode', async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, async (query) => {
        const out = (await runTool('url-query-parse', { query, strip_question_mark: false })) as { pairs: Pair[] };
        const rebuilt = out.pairs.map((p) => (p.raw_value === null ? p.raw_name : `${p.raw_name}=${p.raw_value}`)).join('&');
        expect(rebuilt).to.equal(
          query
            .split('&')
            .filter((s) => s !== '')
            .join('&'),
        );
        for (const p of out.pairs) {
          const n = (await runTool('url-percent-decode', { text: p.raw_name, mode: 'form' })) as { decoded: string };
          const v = (await runTool('url-percent-decode', { text: p.raw_value ?? '', mode: 'form' })) as { decoded: string };
          expect([p.name, p.value]).to.deep.equal([n.decoded, v.decoded]);
        }
      }),
      { numRuns: 300 },
    );
  });
});
