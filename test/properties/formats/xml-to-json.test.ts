import { expect } from 'chai';
import fc from 'fast-check';
import { ToolError } from '../../../impl/lib/tool-error.js';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

describe('xml-to-json properties', () => {
  it('to-json after from-json after to-json is stable', async () => {
    const piece = fc.constantFrom('<a>', '</a>', '<b x="1&amp;2"/>', 'text', ' ', '\n  ', '&lt;', '<![CDATA[<&]]>', '<!-- c -->', '<c y=\'q\'>t</c>');
    await fc.assert(
      fc.asyncProperty(fc.array(piece, { maxLength: 10 }), async (parts) => {
        let first: { value: unknown };
        try {
          first = (await runTool('xml-to-json', { text: `<r>${parts.join('')}</r>` })) as { value: unknown };
        } catch (e) {
          fc.pre(!(e instanceof ToolError)); // unbalanced pieces: not a document
          throw e;
        }
        const { text } = (await runTool('xml-from-json', { value: first.value })) as { text: string };
        expect(((await runTool('xml-to-json', { text })) as { value: unknown }).value).to.deep.equal(first.value);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects any DOCTYPE, custom entity or PI wherever it is', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(['<!DOCTYPE r>', 'xml_doctype_rejected'], ['&e;', 'xml_entity_rejected'], ['<?p x?>', 'xml_processing_instruction_rejected']), fc.boolean(), async ([bad, code], inside) => {
        const text = inside ? `<r>${bad}</r>` : bad.startsWith('&') ? `<r>${bad}</r>` : `${bad}<r/>`;
        expect((await toolFailure('xml-to-json', { text })).code).to.equal(bad.startsWith('<!DOCTYPE') && inside ? 'xml_doctype_rejected' : code);
      }),
      { numRuns: 30 },
    );
  });

  it('rejects nesting deeper than 64 in one linear pass', async () => {
    expect((await toolFailure('xml-to-json', { text: '<a>'.repeat(30000) + '</a>'.repeat(30000) })).code).to.equal('limit_exceeded');
  });
});
