import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { jsonValue, viaJson } from './formats-arbitraries.js';

type Read = { value: unknown };

describe('yaml-to-json properties', () => {
  it('reads JSON text (a YAML 1.2 subset) as the same value', async () => {
    await fc.assert(
      fc.asyncProperty(jsonValue, async (v) => {
        const r = (await runTool('yaml-to-json', { text: JSON.stringify(v) })) as Read;
        expect(r.value).to.deep.equal(viaJson(v));
      }),
      { numRuns: 150 },
    );
  });

  it('to-json after from-json after to-json is stable', async () => {
    await fc.assert(
      fc.asyncProperty(jsonValue, async (v) => {
        const first = (await runTool('yaml-to-json', { text: ((await runTool('yaml-from-json', { value: v })) as { text: string }).text })) as Read;
        const again = (await runTool('yaml-to-json', { text: ((await runTool('yaml-from-json', { value: first.value })) as { text: string }).text })) as Read;
        expect(again.value).to.deep.equal(first.value);
      }),
      { numRuns: 100 },
    );
  });

  it('rejects any anchor or alias before expanding it', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[a-z]{1,8}$/), fc.integer({ min: 1, max: 30 }), async (name, n) => {
        const text = `a: &${name} [x, x]\nb: [${Array(n).fill(`*${name}`).join(', ')}]\n`;
        const e = await toolFailure('yaml-to-json', { text });
        expect(e.code).to.equal('yaml_alias_rejected');
        expect(e.extra).to.deep.equal({ line: 1, column: 4 });
      }),
      { numRuns: 50 },
    );
  });

  it('rejects hostile nesting by the depth limit, quickly', async () => {
    for (const text of ['['.repeat(100000), '- '.repeat(60000) + 'x', '{a: '.repeat(40000)]) {
      const e = await toolFailure('yaml-to-json', { text });
      expect(e.code).to.equal('limit_exceeded');
    }
  });

  it('rejects a text over 262144 characters by the schema', async () => {
    const e = await toolFailure('yaml-to-json', { text: 'x'.repeat(262145) });
    expect(e.code).to.equal('invalid_input');
  });
});
