import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Result = { hex: string; text: string | null; byte_length: number };

const SEP = { none: '', space: ' ', colon: ':', hyphen: '-' } as const;
const separators = fc.constantFrom<keyof typeof SEP>('none', 'space', 'colon', 'hyphen');

describe('hex-convert properties', () => {
  it('round-trips any bytes through every case and separator', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 100 }), fc.boolean(), separators, async (bytes, upper, sep) => {
        const plain = Buffer.from(bytes).toString('hex');
        const formatted = (await runTool('hex-convert', {
          direction: 'hex_to_text',
          input: plain,
          hex_case: upper ? 'upper' : 'lower',
          separator: sep,
        })) as Result;
        const pairs = (upper ? plain.toUpperCase() : plain).match(/../g) ?? [];
        expect(formatted.hex).to.equal(pairs.join(SEP[sep]));
        const back = (await runTool('hex-convert', {
          direction: 'hex_to_text',
          input: formatted.hex,
          input_separator: sep,
        })) as Result;
        expect(back.hex).to.equal(plain);
        expect(back.byte_length).to.equal(bytes.length);
      }),
      { numRuns: 200 },
    );
  });

  it('text_to_hex then hex_to_text gives the text back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 60 }), async (text) => {
        const there = (await runTool('hex-convert', { direction: 'text_to_hex', input: text })) as Result;
        expect(there.hex).to.equal(Buffer.from(text, 'utf8').toString('hex'));
        const back = (await runTool('hex-convert', { direction: 'hex_to_text', input: there.hex })) as Result;
        expect(back.text).to.equal(text);
      }),
      { numRuns: 150 },
    );
  });

  it('whitespace between bytes is ignored in whitespace mode', async () => {
    const ws = fc.constantFrom(' ', '\t', '\r\n', '\n  ');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 50 }), fc.array(ws, { maxLength: 51 }), async (bytes, gaps) => {
        const pairs = Buffer.from(bytes).toString('hex').match(/../g) ?? [];
        const text = pairs.map((p, i) => (gaps[i] ?? '') + p).join('') + (gaps[pairs.length] ?? '');
        const r = (await runTool('hex-convert', { direction: 'hex_to_text', input: text, input_separator: 'whitespace' })) as Result;
        expect(r.hex).to.equal(pairs.join(''));
      }),
      { numRuns: 150 },
    );
  });

  it('reports reasons in the documented order', async () => {
    const reason = async (input: Record<string, unknown>) => {
      const e = await toolFailure('hex-convert', { direction: 'hex_to_text', ...input });
      expect(e.code).to.equal('invalid_input');
      return [e.extra?.reason, e.extra?.offset];
    };
    expect(await reason({ input: 'abc' })).to.deep.equal(['odd_length', null]);
    expect(await reason({ input: 'abcg' })).to.deep.equal(['invalid_character', 3]);
    expect(await reason({ input: 'ab:c', input_separator: 'colon' })).to.deep.equal(['odd_length', null]);
    expect(await reason({ input: 'ab::cd', input_separator: 'colon' })).to.deep.equal(['misplaced_separator', 3]);
    expect(await reason({ input: ':abcd', input_separator: 'colon' })).to.deep.equal(['misplaced_separator', 0]);
    expect(await reason({ input: 'ab:', input_separator: 'colon' })).to.deep.equal(['misplaced_separator', 2]);
    expect(await reason({ input: 'a b', input_separator: 'whitespace' })).to.deep.equal(['misplaced_separator', 1]);
  });

  it('is limit_exceeded above 131072 UTF-8 bytes for text_to_hex', async () => {
    const at = (await runTool('hex-convert', { direction: 'text_to_hex', input: 'é'.repeat(65536) })) as Result;
    expect(at.byte_length).to.equal(131072);
    expect((await toolFailure('hex-convert', { direction: 'text_to_hex', input: 'é'.repeat(65537) })).code).to.equal('limit_exceeded');
  });
});
