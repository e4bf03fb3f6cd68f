import { expect } from 'chai';
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';

type Out = { bytes: string; number: string; unit: string; bits_per_unit: string };
const prefixes = ['', 'k', 'K', 'M', 'G', 'T', 'P', 'E', 'Z', 'Y', 'Ki', 'Mi', 'Gi', 'Ti', 'Pi', 'Ei', 'Zi', 'Yi'];

/** Bits per unit by rules 2 to 4, written independently of the impl. */
function bitsPer(prefix: string, bits: boolean, jedec: boolean): bigint | null {
  const base = bits ? 1n : 8n;
  if (prefix === '') return base;
  if (prefix.endsWith('i')) return base * 1024n ** BigInt('KMGTPEZY'.indexOf(prefix[0]!) + 1);
  if (jedec && 'KMGT'.includes(prefix)) return base * 1024n ** BigInt('KMGT'.indexOf(prefix) + 1);
  if (prefix === 'K') return null;
  return base * 1000n ** BigInt('kMGTPEZY'.indexOf(prefix) + 1);
}

describe('byte-size-parse properties', () => {
  it('bytes = number x bits per unit / 8, exactly; fractional bytes and K under si refused', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.option(fc.stringMatching(/^[0-9]{1,6}$/), { nil: undefined }),
        fc.constantFrom(...prefixes),
        fc.constantFrom('', 'B', 'b', 'bit', 'bytes'),
        fc.constantFrom('', ' ', '\t '),
        fc.boolean(),
        async (int, frac, prefix, word, gap, jedec) => {
          const number = `${int}${frac === undefined ? '' : `.${frac}`}`;
          const text = `${gap}${number}${gap}${prefix}${word}${gap}`;
          const bits = word === 'b' || word === 'bit';
          const per = bitsPer(prefix, bits, jedec);
          const scale = 10n ** BigInt(frac?.length ?? 0);
          const total = BigInt(number.replace('.', '')) * (per ?? 0n);
          const whole = per !== null && total % (scale * 8n) === 0n;
          try {
            const out = (await runTool('byte-size-parse', { text, convention: jedec ? 'jedec' : 'si' })) as Out;
            expect(whole).to.equal(true);
            expect(out.bytes).to.equal((total / (scale * 8n)).toString());
            expect(out.bits_per_unit).to.equal(per!.toString());
            expect(out.number).to.equal(number);
          } catch (e) {
            if (!(e instanceof ToolError)) throw e;
            expect(e.code).to.equal('invalid_input');
            expect(whole).to.equal(false);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('agrees with byte-size-convert on the unit it reports', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 10 ** 6 }), fc.constantFrom('kB', 'MB', 'GiB', 'Mbit', 'Kibit', 'B', 'TB'), async (n, unit) => {
        const out = (await runTool('byte-size-parse', { text: `${n} ${unit}` }).catch(() => null)) as Out | null;
        const conv = (await runTool('byte-size-convert', { value: String(n), from: unit, to: 'B' })) as { value: string };
        if (out) expect(out.bytes).to.equal(conv.value);
        else expect(conv.value.includes('.')).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });
});
