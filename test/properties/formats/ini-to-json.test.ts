import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

const word = fc.stringMatching(/^[a-z][a-z0-9_.]{0,5}$/);

describe('ini-to-json properties', () => {
  it('to-json after from-json after to-json is stable', async () => {
    const line = fc.oneof(word.map((s) => `[${s}]`), fc.tuple(word, fc.string({ maxLength: 8 })).map(([k, v]) => `${k} = ${v.replace(/[\r\n]/g, '')}`), fc.constant('; c'), fc.constant(''));
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 12 }), async (lines) => {
        const first = (await runTool('ini-to-json', { text: lines.join('\n'), dialect: { duplicate_keys: 'last' } })) as { value: unknown };
        const { text } = (await runTool('ini-from-json', { value: first.value })) as { text: string };
        const again = (await runTool('ini-to-json', { text })) as { value: unknown };
        expect(JSON.stringify(again.value)).to.equal(JSON.stringify(first.value));
      }),
      { numRuns: 200 },
    );
  });

  it('the duplicate policies pick the first or last value, and error names the line', async () => {
    await fc.assert(
      fc.asyncProperty(word, fc.array(fc.stringMatching(/^[a-z0-9]{1,4}$/), { minLength: 2, maxLength: 5 }), async (k, values) => {
        const text = values.map((v) => `${k} = ${v}`).join('\n');
        const first = (await runTool('ini-to-json', { text, dialect: { duplicate_keys: 'first' } })) as { value: Record<string, Record<string, string>> };
        const last = (await runTool('ini-to-json', { text, dialect: { duplicate_keys: 'last' } })) as { value: Record<string, Record<string, string>> };
        expect(first.value['']![k]).to.equal(values[0]);
        expect(last.value['']![k]).to.equal(values[values.length - 1]);
        const e = await toolFailure('ini-to-json', { text });
        expect(e.code).to.equal('duplicate_key');
        expect(e.extra).to.deep.equal({ line: 2, column: 1 });
      }),
      { numRuns: 100 },
    );
  });
});
