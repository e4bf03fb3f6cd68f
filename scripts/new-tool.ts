// Scaffolds a new tool: its contract, implementation and property test, each a template to fill in,
// then prints the remaining steps. Usage: make new-tool CATEGORY=<slug> ID=<tool-id>
//                                      (or npx tsx scripts/new-tool.ts <category> <tool-id>)
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { ID_PATTERN, MAX_NAME_LENGTH, implFile, toolModuleFile } from '../generator/names.js';

const root = resolve(import.meta.dirname, '..');
const [category, id] = process.argv.slice(2);
const VERSION = '1.0.0';

function fail(message: string): never {
  console.error(`new-tool: ${message}`);
  process.exit(2);
}

if (!category || !id) fail('usage: make new-tool CATEGORY=<category slug> ID=<tool-id>');
const slugs = (parse(readFileSync(join(root, 'contracts', 'categories.yaml'), 'utf8')) as { slug: string }[]).map((c) => c.slug);
if (!slugs.includes(category)) fail(`unknown category ${category}; one of: ${slugs.join(', ')}`);
if (!ID_PATTERN.test(id) || id.length > MAX_NAME_LENGTH) fail(`tool id ${id} must match ${ID_PATTERN} (at most ${MAX_NAME_LENGTH} characters)`);

const contractFile = `contracts/tools/${category}/${id}/${VERSION}.yaml`;
const impl = implFile(category, id, VERSION);
const propertyTest = `test/properties/${category}/${id}.test.ts`;
for (const f of [contractFile, impl, propertyTest]) if (existsSync(join(root, f))) fail(`${f} exists already`);

const camel = id.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const generatedModule = '../../' + toolModuleFile(category, id, VERSION).replace(/\.ts$/, '.js');

const contract = `id: ${id}
version: ${VERSION}
category: ${category}
description: >-
  FILL IN: one or two sentences, what goes in and what comes out.
supported_operations:
  - FILL IN at least five task phrases, the way people and agents ask
unsupported_operations:
  - FILL IN nearby tasks this tool does not do (say which tool does, "(see other-tool)")
semantics:
  - "1. FILL IN numbered rules a stranger could implement from: the standard followed, encodings, the order of every output list and object, tie-breaks, each error with its code, each limit and the work it bounds."
limits:
  max_text_chars: 262144
errors:
  - code: invalid_input
    when: "FILL IN: the input breaks input_schema, or ..."
pricing:
  status: unpriced
  charge_usd: null
input_schema:
  type: object
  additionalProperties: false
  required: [text]
  properties:
    text: { type: string, maxLength: 262144, description: FILL IN }
output_schema:
  type: object
  additionalProperties: false
  required: [result]
  properties:
    result: { type: string }
examples:
  # At least 3 {input, output}, served with the contract: small and telling.
  - input: { text: FILL IN }
    output: { result: FILL IN }
cases:
  # At least 10, not served: every rule and every listed error, each named after the rule it proves.
  # Published test vectors of the standard first. Large inputs: {$repeat: "a", times: 262145},
  # {$join: [...]}, {$items: value, times: N}, {$concat: [...]}, or {$fixture: name.json}.
  - name: rule 1, FILL IN
    input: { text: FILL IN }
    output: { result: FILL IN }
  - name: rule 1, FILL IN (an input the rules refuse; every listed error needs a case)
    input: { text: FILL IN }
    error: invalid_input
`;

const implementation = `import type { Input, Output } from '${generatedModule}';
import { limits } from '${generatedModule}';
import { ToolError } from '../lib/tool-error.js';

// FILL IN: the rules of the contract, in order. Check every limit before doing the work.
export default function ${camel}(input: Input): Output {
  if (input.text.length > limits.max_text_chars) throw new ToolError('invalid_input', 'FILL IN');
  throw new ToolError('invalid_input', 'FILL IN: not written yet');
}
`;

const test = `// Properties ${id} promises, on generated inputs (fast-check runs from one seed; see test/support).
import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

describe('${id} properties', () => {
  it('FILL IN: a property the contract promises (a round trip, an order, agreement with a reference)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (text) => {
        const r = await runTool('${id}', { text });
        expect(r).to.have.property('result');
      }),
      { numRuns: 200 },
    );
  });
});
`;

for (const [file, text] of [[contractFile, contract], [impl, implementation], [propertyTest, test]] as const) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
  console.log(`created ${file}`);
}
console.log(`
Next (docs/contracts.md explains each step):
  1. Write the contract: ${contractFile} (replace every FILL IN; lint refuses them).
  2. Try it without generating: npx tsx scripts/try-contract.ts ${contractFile}
  3. Write the implementation: ${impl}
  4. make generate, then write the property test: ${propertyTest}
     and add ${id} to its category's differential test under test/differential/.
  5. Add search queries for it to bench/search-queries.yaml (the way people ask, not the contract's words).
  6. make check && npx mocha ${propertyTest} && npx mocha test/contract-suite.test.ts -g '${id}@'`);
