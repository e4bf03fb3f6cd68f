import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

const pad = (n: number, w: number) => String(n).padStart(w, '0');

function isCalendarDate(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(2000, m - 1, d));
  t.setUTCFullYear(y);
  return m >= 1 && m <= 12 && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

describe('toml-to-json properties', () => {
  it('accepts a local date exactly when it is a calendar date, never rolling over', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), async (y, m, d) => {
        const lit = `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
        if (isCalendarDate(y, m, d)) {
          const r = (await runTool('toml-to-json', { text: `d = ${lit}\n` })) as { value: { d: unknown } };
          expect(r.value.d).to.deep.equal({ type: 'local-date', value: lit });
        } else expect((await toolFailure('toml-to-json', { text: `d = ${lit}\n` })).code).to.equal('syntax_error');
      }),
      { numRuns: 200 },
    );
  });

  it('to-json after from-json after to-json is stable, big integers included', async () => {
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }), fc.double({ noNaN: true, noDefaultInfinity: true }), async (n, x) => {
        const first = (await runTool('toml-to-json', { text: `n = ${n}\nx = ${Number.isInteger(x) ? x.toFixed(1) : x}\n` })) as { value: unknown };
        const text = ((await runTool('toml-from-json', { value: first.value })) as { text: string }).text;
        const again = (await runTool('toml-to-json', { text })) as { value: unknown };
        expect(again.value).to.deep.equal(first.value);
      }),
      { numRuns: 150 },
    );
  });

  it('rejects inline nesting deeper than 64', async () => {
    const e = await toolFailure('toml-to-json', { text: `a = ${'['.repeat(100)}${']'.repeat(100)}\n` });
    expect(e.code).to.equal('limit_exceeded');
  });
});
