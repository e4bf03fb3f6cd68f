import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

const xmlText = fc.array(fc.constantFrom('a', ' ', '\n', '\t', '\r', '<', '>', '&', '"', "'", ']]>', 'é', '😀', '&amp;'), { maxLength: 8 }).map((a) => a.join(''));
const names = fc.constantFrom('a', 'b', 'x:y', 'é', '_n', 'n-1.2');
type El = Record<string, unknown>;

// Element objects as xml-to-json gives them: no empty "#text", none only-whitespace beside children.
function element(depth: number): fc.Arbitrary<El> {
  const children = depth === 0 ? fc.constant({}) : fc.dictionary(names, fc.array(element(depth - 1), { minLength: 1, maxLength: 2 }), { maxKeys: 2 });
  return fc.tuple(fc.dictionary(names, xmlText, { maxKeys: 3 }), fc.option(xmlText, { nil: undefined }), children).map(([attrs, text, kids]) => {
    const hasChildren = Object.keys(kids).length > 0;
    const keepText = text !== undefined && text !== '' && !(hasChildren && /^[ \t\n\r]*$/.test(text));
    const entries: [string, unknown][] = Object.entries(attrs).map(([k, v]) => [`@${k}`, v]);
    if (keepText) entries.push(['#text', text]);
    entries.push(...Object.entries(kids));
    return Object.fromEntries(entries) as El;
  });
}

describe('xml-from-json properties', () => {
  it('xml-to-json reads the output back as the input, compact or indented', async () => {
    await fc.assert(
      fc.asyncProperty(names, element(3), fc.integer({ min: 0, max: 3 }), fc.boolean(), async (root, el, indent, decl) => {
        const { text } = (await runTool('xml-from-json', { value: { [root]: el }, indent, xml_declaration: decl })) as { text: string };
        const back = (await runTool('xml-to-json', { text })) as { value: unknown };
        // Attribute line ends survive only as references; text CR survives as &#13;.
        expect(back.value).to.deep.equal({ [root]: el });
      }),
      { numRuns: 150 },
    );
  });

  it('rejects every name that is not an XML Name', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('1a', '-a', 'a b', '', 'a>', '@', '.x'), async (bad) => {
        expect((await toolFailure('xml-from-json', { value: { [bad]: {} } })).code).to.equal('invalid_input');
      }),
      { numRuns: 20 },
    );
  });
});
