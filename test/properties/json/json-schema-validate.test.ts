import { expect } from 'chai';
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Row = { instance_pointer: string; schema_pointer: string; message: string };
type Validated = { valid: boolean; error_count: number; errors: Row[] };

const leafSchema = fc.oneof(
  fc.record({ type: fc.constantFrom('string', 'integer', 'number', 'boolean', 'null', 'array', 'object') }),
  fc.record({ minimum: fc.integer({ min: -5, max: 5 }) }),
  fc.record({ maxLength: fc.nat({ max: 4 }) }),
  fc.record({ required: fc.uniqueArray(fc.constantFrom('a', 'b'), { maxLength: 2 }) }),
);
const schema = fc.record({ properties: fc.dictionary(fc.constantFrom('a', 'b', 'c'), leafSchema) }, { requiredKeys: [] });
const instance = fc.dictionary(fc.constantFrom('a', 'b', 'c'), fc.jsonValue({ maxDepth: 2 }));

describe('json-schema-validate properties', () => {
  it('agrees with Ajv on validity and reports rows in sorted order', async () => {
    await fc.assert(
      fc.asyncProperty(schema, instance, async (s, i) => {
        const r = (await runTool('json-schema-validate', { schema: s, instance: i })) as Validated;
        expect(r.valid).to.equal(new Ajv2020({ strict: false }).compile(s)(i));
        expect(r.valid).to.equal(r.error_count === 0);
        const keys = r.errors.map((e) => [e.instance_pointer, e.schema_pointer, e.message]);
        const sorted = [...keys].sort((x, y) => (x.join('\u0000') < y.join('\u0000') ? -1 : 1));
        expect(keys).to.deep.equal(sorted);
      }),
      { numRuns: 150 },
    );
  });

  it('schema_pointer resolves to the failing keyword in the schema', async () => {
    await fc.assert(
      fc.asyncProperty(schema, instance, async (s, i) => {
        const r = (await runTool('json-schema-validate', { schema: s, instance: i })) as Validated;
        for (const e of r.errors) {
          const hit = await runTool('json-pointer-get', { document: s, pointer: e.schema_pointer });
          expect((hit as { found: boolean }).found, e.schema_pointer).to.equal(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('decides multipleOf on decimals: k * step is always a multiple', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -10000, max: 10000 }), fc.constantFrom(0.1, 0.01, 0.25, 1.5, 0.0001), async (k, step) => {
        const value = Number((k * step).toFixed(6));
        const r = (await runTool('json-schema-validate', { schema: { multipleOf: step }, instance: value })) as Validated;
        expect(r.valid).to.equal(true);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a pattern with no linear-time form anywhere in the schema, at its pointer', async () => {
    const e = await toolFailure('json-schema-validate', { schema: { $defs: { x: { pattern: '(?<=a)b' } } }, instance: 1 });
    expect(e.code).to.equal('invalid_input');
    expect(e.details[0]!.pointer).to.equal('/schema/$defs/x/pattern');
  });

  it('runs a nested quantifier in linear time: (\\w+\\s?)*$ over 100,000 words and a bang answers', async () => {
    const text = `${'word '.repeat(20000)}!`;
    const out = (await runTool('json-schema-validate', { schema: { pattern: '^(\\w+\\s?)*$' }, instance: text })) as { valid: boolean };
    expect(out.valid).to.equal(false);
  });
});
