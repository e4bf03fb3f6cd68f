import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { keyText, anyText, safeNumber, viaJson } from './formats-arbitraries.js';

// TOML has no null: values without it.
const tomlValue = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, fc.boolean(), safeNumber, anyText, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(keyText, tie('value'), { maxKeys: 4 }),
})).value;
const root = fc.dictionary(keyText, tomlValue, { maxKeys: 5 });

const write = async (value: unknown) => ((await runTool('toml-from-json', { value })) as { text: string }).text;
const read = async (text: string) => ((await runTool('toml-to-json', { text })) as { value: unknown }).value;

describe('toml-from-json properties', () => {
  it('toml-to-json reads the output back as the input', async () => {
    await fc.assert(
      fc.asyncProperty(root, async (v) => {
        expect(await read(await write(v))).to.deep.equal(viaJson(v));
      }),
      { numRuns: 200 },
    );
  });

  it('null anywhere is toml_null_rejected at its pointer', async () => {
    await fc.assert(
      fc.asyncProperty(root, fc.stringMatching(/^[a-z]{1,5}$/), async (v, k) => {
        const e = await toolFailure('toml-from-json', { value: { ...v, [k]: [1, null] } });
        expect(e.code).to.equal('toml_null_rejected');
      }),
      { numRuns: 50 },
    );
  });
});
