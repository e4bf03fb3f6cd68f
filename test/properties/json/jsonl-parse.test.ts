import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Parsed = { values: unknown[]; lines: number[]; errors: { line: number; column: number; reason: string }[]; error_count: number; line_count: number; valid: boolean };

/** Validity as JSON.parse sees it, minus what the contract adds: overflow, lone surrogates, depth > 64. */
function referenceValid(line: string): boolean {
  if (/^[ \t\r]*$/.test(line)) return false;
  let overflow = false;
  try {
    JSON.parse(line, (_k, v) => {
      if (typeof v === 'number' && !Number.isFinite(v)) overflow = true;
      return v;
    });
  } catch {
    return false;
  }
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') max = Math.max(max, ++depth);
    else if (c === ']' || c === '}') depth--;
  }
  return !overflow && max <= 64;
}

describe('jsonl-parse properties', () => {
  it('accepts exactly the lines JSON.parse accepts (over a JSON-ish alphabet)', async () => {
    const alphabet = fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '0', '1', '9', '-', '.', 'e', '+', ' ', '\t', 'a', 't', 'r', 'u', 'n', 'l', '\\');
    const line = fc.oneof(fc.json({ maxDepth: 3 }), fc.array(alphabet, { maxLength: 12 }).map((cs) => cs.join('')));
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 8 }), async (lines) => {
        const out = (await runTool('jsonl-parse', { text: lines.join('\n') + '\n' })) as Parsed;
        const expectedValid = lines.map(referenceValid);
        expect(out.line_count).to.equal(lines.length);
        expect(out.lines).to.deep.equal(lines.flatMap((_, i) => (expectedValid[i] ? [i + 1] : [])));
        expect(out.errors.map((e) => e.line)).to.deep.equal(lines.flatMap((_, i) => (expectedValid[i] ? [] : [i + 1])));
        out.lines.forEach((n, k) => expect(out.values[k]).to.deep.equal(JSON.parse(lines[n - 1]!)));
        for (const e of out.errors) expect(e.column).to.be.within(1, [...lines[e.line - 1]!].length + 1);
      }),
      { numRuns: 200 },
    );
  });

  it('round-trips with jsonl-from-json', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.jsonValue({ maxDepth: 4 }), { maxLength: 20 }), async (values) => {
        const written = (await runTool('jsonl-from-json', { values })) as { text: string };
        const out = (await runTool('jsonl-parse', { text: written.text })) as Parsed;
        expect(out.valid).to.equal(true);
        expect(JSON.stringify(out.values)).to.equal(JSON.stringify(values));
      }),
      { numRuns: 150 },
    );
  });

  it('at most 100 errors are listed but all are counted; a result over 262144 bytes is refused', async () => {
    const out = (await runTool('jsonl-parse', { text: 'x\n'.repeat(150) })) as Parsed;
    expect(out.errors.length).to.equal(100);
    expect(out.error_count).to.equal(150);
    expect((await toolFailure('jsonl-parse', { text: '1e20\n'.repeat(10000) })).code).to.equal('limit_exceeded');
  });
});
