// Properties datetime-format promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { offsetArb, offsetText, rfc3339, stampArb } from './instant-arbitraries.js';

const format = async (datetime: string, pattern: string, offset?: string) =>
  ((await runTool('datetime-format', offset === undefined ? { datetime, pattern } : { datetime, pattern, offset })) as { text: string }).text;

describe('datetime-format properties', () => {
  it("the RFC 3339 pattern yyyy-MM-dd'T'HH:mm:ss.SSSSSSSSSxxx writes the instant in the target offset", async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, offsetArb, async ({ ns, text }, target) => {
        const out = await format(text, "yyyy-MM-dd'T'HH:mm:ss.SSSSSSSSSxxx", offsetText(target));
        expect(out).to.equal(rfc3339(ns, target, 9).replace(/Z$/, '+00:00'));
      }),
      { numRuns: 200 },
    );
  });
  it('quoted non-empty text is copied verbatim, whatever letters it holds', async () => {
    await fc.assert(
      fc.asyncProperty(stampArb, fc.string({ minLength: 1, maxLength: 40 }), async ({ text }, literal) => {
        fc.pre(!literal.startsWith("'")); // "''" right after the opening quote is one quote outside quotes (rule 2)
        const quoted = `'${literal.replace(/'/g, "''")}'`;
        expect(await format(text, quoted)).to.equal(literal);
      }),
      { numRuns: 200 },
    );
  });
});
