// Schema fuzzing: inputs that break each tool's input_schema get a 400, and no input gets a 500.
// Raw requests on purpose: the inputs are exactly those the SDK's types would refuse.
import { expect } from 'chai';
import fc from 'fast-check';
import { loadContracts } from './support/contracts.js';
import { postJson, startServer, type TestServer } from './support/server.js';
import type { JsonSchema } from '../generator/resolve.js';

const contracts = await loadContracts();

/** A value of the wrong JSON type for `schema`, or undefined when every type is allowed. */
function wrongTypeFor(schema: JsonSchema): unknown {
  const types = new Set([schema.type].flat().filter(Boolean) as string[]);
  if (!types.size) return undefined;
  const candidates: [string, unknown][] = [['string', 'x'], ['integer', 7], ['number', 1.5], ['boolean', true], ['object', { z: 1 }], ['array', [1]], ['null', null]];
  for (const [t, v] of candidates) {
    if (types.has(t)) continue;
    if (t === 'integer' && types.has('number')) continue;
    if (t === 'number' && types.has('integer')) continue; // 1.5 is not an integer, but keep it simple
    return v;
  }
  return undefined;
}

/** Inputs derived from the first example that each violate exactly one schema rule. */
function brokenInputs(schema: JsonSchema, example: Record<string, unknown>): [string, unknown][] {
  const out: [string, unknown][] = [
    ['not an object', []],
    ['a string body', 'text'],
    ['null body', null],
    ['an unknown field', { ...example, zz_unknown_field: 1 }],
  ];
  const props = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (schema.required as string[] | undefined) ?? []) {
    const copy = { ...example };
    delete copy[name];
    out.push([`missing required ${name}`, copy]);
  }
  for (const [name, prop] of Object.entries(props)) {
    const wrong = wrongTypeFor(prop);
    if (wrong !== undefined) out.push([`wrong type for ${name}`, { ...example, [name]: wrong }]);
    if (typeof prop.maxLength === 'number' && prop.maxLength < 300000) out.push([`${name} over maxLength`, { ...example, [name]: 'a'.repeat(prop.maxLength + 1) }]);
    if (typeof prop.maxItems === 'number' && prop.maxItems < 20000) out.push([`${name} over maxItems`, { ...example, [name]: new Array(prop.maxItems + 1).fill(null) }]);
    if (Array.isArray(prop.enum)) out.push([`${name} outside its enum`, { ...example, [name]: 'zz-not-in-enum' }]);
  }
  return out;
}

describe('schema fuzzing', () => {
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(() => s.close());

  for (const c of contracts) {
    const path = `/v1/tools/${c.id}/versions/${c.version}/execute`;
    describe(c.id, () => {
      it('answers 400 invalid_input to each single schema violation', async () => {
        for (const [what, input] of brokenInputs(c.input_schema, c.examples[0]!.input as Record<string, unknown>)) {
          const res = await postJson(s.baseUrl, path, JSON.stringify(input));
          expect(res.status, what).to.be.oneOf([400, 413]);
          if (res.status === 400) expect(res.json.code, what).to.equal('invalid_input');
        }
      });
      it('never answers 500 to arbitrary JSON', async () => {
        await fc.assert(
          fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (value) => {
            const res = await postJson(s.baseUrl, path, JSON.stringify(value));
            expect(res.status).to.be.oneOf([200, 400]);
          }),
          { numRuns: 40 },
        );
      });
      it('never answers 500 to objects shaped like its input with arbitrary values', async () => {
        const keys = Object.keys((c.input_schema.properties ?? {}) as object);
        await fc.assert(
          fc.asyncProperty(fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }), { maxKeys: keys.length }), async (value) => {
            const res = await postJson(s.baseUrl, path, JSON.stringify(value));
            expect(res.status, JSON.stringify(res.json)).to.be.oneOf([200, 400]);
          }),
          { numRuns: 60 },
        );
      });
    });
  }
});
