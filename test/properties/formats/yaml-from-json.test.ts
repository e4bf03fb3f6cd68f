import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { anyText, jsonValue, viaJson } from './formats-arbitraries.js';

const write = async (value: unknown) => ((await runTool('yaml-from-json', { value })) as { text: string }).text;
const read = async (text: string) => ((await runTool('yaml-to-json', { text })) as { value: unknown }).value;

describe('yaml-from-json properties', () => {
  it('yaml-to-json reads the output back as the input', async () => {
    await fc.assert(
      fc.asyncProperty(jsonValue, async (v) => {
        expect(await read(await write(v))).to.deep.equal(viaJson(v));
      }),
      { numRuns: 200 },
    );
  });

  it('every string, however it looks, reads back as that string', async () => {
    const words = fc.oneof(anyText, fc.constantFrom('Yes', 'OFF', '~', '0x1F', '1e3', '.NaN', '2001-12-14', '1:20', '- a', '? x', '%x', '@x', '`x', '|', '>'));
    await fc.assert(
      fc.asyncProperty(words, async (s) => {
        expect(await read(await write({ [s]: s }))).to.deep.equal({ [s]: s });
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a value nested deeper than 64', async () => {
    let v: unknown = 1;
    for (let i = 0; i < 65; i++) v = [v];
    expect((await toolFailure('yaml-from-json', { value: v })).code).to.equal('limit_exceeded');
  });

  it('rejects more than 100000 values', async () => {
    expect((await toolFailure('yaml-from-json', { value: Array(100001).fill(0) })).code).to.equal('limit_exceeded');
  });
});
