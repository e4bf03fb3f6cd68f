import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Modified = { url: string; query: string | null };
const rawPieceArb = fc
  .array(fc.constantFrom('a', 'b', 'c', '=', '+', '%20', '%7e', '~', ';', 'é', '%C3%A9', '%zz', ''), { maxLength: 4 })
  .map((p) => p.join(''));
const queryArb = fc.array(rawPieceArb, { maxLength: 6 }).map((p) => p.join('&'));
const nameArb = fc.constantFrom('a', 'b', 'c', 'a b', 'é', '~', '');
const opArb = fc.oneof(
  fc.record({ op: fc.constantFrom('set' as const, 'append' as const), name: nameArb, value: fc.string({ maxLength: 3 }) }),
  fc.record({ op: fc.constant('delete' as const), name: nameArb }),
);
const modify = async (url: string, operations: unknown[]) => (await runTool('url-query-modify', { url, operations })) as Modified;

describe('url-query-modify properties', () => {
  it('parameters named otherwise keep their raw text and order', async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, fc.array(opArb, { minLength: 1, maxLength: 4 }), async (query, ops) => {
        const url = `https://x.test/p?${query}#f`;
        const out = await modify(url, ops);
        expect(out.url.endsWith('#f')).to.equal(true);
        const touched = new Set<string>(ops.map((o) => o.name));
        const before = (await runTool('url-query-parse', { query })) as { pairs: Array<{ name: string; raw_name: string; raw_value: string | null }> };
        const keep = before.pairs.filter((p) => !touched.has(p.name)).map((p) => (p.raw_value === null ? p.raw_name : `${p.raw_name}=${p.raw_value}`));
        const after = (await runTool('url-query-parse', { query: out.query ?? '' })) as { pairs: Array<{ name: string; raw_name: string; raw_value: string | null }> };
        const kept = after.pairs.filter((p) => !touched.has(p.name)).map((p) => (p.raw_value === null ? p.raw_name : `${p.raw_name}=${p.raw_value}`));
        expect(kept).to.deep.equal(keep);
      }),
      { numRuns: 300 },
    );
  });
  it('set leaves exactly one parameter of that name with that value, and is idempotent', async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, nameArb, fc.string({ maxLength: 4 }), async (query, name, value) => {
        const once = await modify(`https://x.test/?${query}`, [{ op: 'set', name, value }]);
        const twice = await modify(once.url, [{ op: 'set', name, value }]);
        expect(twice).to.deep.equal(once);
        const pairs = ((await runTool('url-query-parse', { query: once.query ?? '' })) as { pairs: Array<{ name: string; value: string }> }).pairs;
        expect(pairs.filter((p) => p.name === name).map((p) => p.value)).to.deep.equal([value]);
      }),
      { numRuns: 300 },
    );
  });
  it('delete after anything leaves no parameter of that name', async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, fc.array(opArb, { maxLength: 3 }), nameArb, async (query, ops, name) => {
        const out = await modify(`https://x.test/?${query}`, [...ops, { op: 'delete', name }]);
        const pairs = ((await runTool('url-query-parse', { query: out.query ?? '' })) as { pairs: Array<{ name: string }> }).pairs;
        expect(pairs.some((p) => p.name === name)).to.equal(false);
        if (out.query === null) expect(out.url.includes('?')).to.equal(false);
      }),
      { numRuns: 300 },
    );
  });
});
