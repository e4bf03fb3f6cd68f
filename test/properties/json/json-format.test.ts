import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Formatted = { text: string };

describe('json-format properties', () => {
  it('matches JSON.stringify layouts on texts JSON.stringify wrote', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.integer({ min: 1, max: 8 }), async (value, indent) => {
        const text = JSON.stringify(value);
        const compact = (await runTool('json-format', { text, style: 'compact' })) as Formatted;
        expect(compact.text).to.equal(text);
        const pretty = (await runTool('json-format', { text, indent })) as Formatted;
        expect(pretty.text).to.equal(JSON.stringify(value, null, indent));
      }),
      { numRuns: 150 },
    );
  });

  it('changes only whitespace: the literals survive verbatim', async () => {
    const literal = fc.constantFrom('1.0', '1e2', '-0', '12345678901234567890', '"\\u00e9"', '0.10', '1E+2');
    await fc.assert(
      fc.asyncProperty(fc.array(literal, { maxLength: 8 }), async (items) => {
        const text = `[ ${items.join(' ,\n ')} ]`;
        const r = (await runTool('json-format', { text, style: 'compact' })) as Formatted;
        expect(r.text).to.equal(`[${items.join(',')}]`);
      }),
      { numRuns: 100 },
    );
  });

  it('sort_keys gives the members in code point order, whatever the input order', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.string({ unit: 'grapheme' }), fc.integer()), async (obj) => {
        const text = JSON.stringify(obj);
        const r = (await runTool('json-format', { text, style: 'compact', sort_keys: true })) as Formatted;
        const keys = Object.keys(JSON.parse(r.text) as object);
        const byCodePoint = [...keys].sort((a, b) => {
          const x = [...a].map((c) => c.codePointAt(0)!);
          const y = [...b].map((c) => c.codePointAt(0)!);
          for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
          return x.length - y.length;
        });
        expect(keys).to.deep.equal(byCodePoint);
      }),
      { numRuns: 100 },
    );
  });
});
