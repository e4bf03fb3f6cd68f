import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

// Names the writer accepts: no edge blanks, brackets, line breaks, delimiter or leading comment character.
const name = fc.array(fc.constantFrom('a', 'B', '1', '_', '.', ' ', '-', 'é', '"', '%'), { minLength: 1, maxLength: 6 }).map((a) => a.join('')).filter((s) => s.trim() === s);
const value = fc.oneof(
  fc.array(fc.constantFrom('a', ' ', '\t', ';', '#', '"', '=', ':', '[', 'é'), { maxLength: 8 }).map((a) => a.join('')),
  fc.integer(),
  fc.boolean(),
);
const doc = fc.dictionary(fc.oneof(name, fc.constant('')), fc.dictionary(name, value, { maxKeys: 4 }), { maxKeys: 4 });

describe('ini-from-json properties', () => {
  it('ini-to-json reads the output back, every value as its string', async () => {
    await fc.assert(
      fc.asyncProperty(doc, fc.constantFrom('=', ':') as fc.Arbitrary<'=' | ':'>, fc.boolean(), async (v, delimiter, spaces) => {
        const keyOk = Object.values(v).every((keys) => Object.keys(keys).every((k) => !k.includes(delimiter)));
        fc.pre(keyOk);
        const { text } = (await runTool('ini-from-json', { value: v, dialect: { delimiter, spaces_around_delimiter: spaces } })) as { text: string };
        const back = (await runTool('ini-to-json', { text, dialect: { delimiter } })) as { value: Record<string, Record<string, string>> };
        const expected: Record<string, Record<string, string>> = {};
        const entries = Object.entries(v).filter(([s, keys]) => s !== '' || Object.keys(keys).length > 0);
        entries.sort(([a], [b]) => Number(b === '') - Number(a === ''));
        for (const [s, keys] of entries) expected[s] = Object.fromEntries(Object.entries(keys).map(([k, x]) => [k, String(x)]));
        expect(JSON.stringify(back.value)).to.equal(JSON.stringify(expected));
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a value with a line break wherever it is', async () => {
    await fc.assert(
      fc.asyncProperty(name, fc.constantFrom('\n', '\r', '\r\n'), async (k, br) => {
        expect((await toolFailure('ini-from-json', { value: { s: { [k]: `a${br}b` } } })).code).to.equal('invalid_input');
      }),
      { numRuns: 30 },
    );
  });
});
