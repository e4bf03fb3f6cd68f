import { expect } from 'chai';
import fc from 'fast-check';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { runTool } from '../../support/direct.js';

type Inferred = { schema: Record<string, unknown>; sample_count: number };

function walk(schema: Record<string, unknown>, visit: (s: Record<string, unknown>) => void): void {
  visit(schema);
  const props = schema.properties as Record<string, Record<string, unknown>> | undefined;
  if (props) for (const k of Object.keys(props)) walk(props[k]!, visit);
  if (schema.items) walk(schema.items as Record<string, unknown>, visit);
}

/** Whether any object in `v` has an own member named __proto__. */
function hasProtoMember(v: unknown): boolean {
  if (Array.isArray(v)) return v.some(hasProtoMember);
  if (v === null || typeof v !== 'object') return false;
  return Object.hasOwn(v, '__proto__') || Object.values(v).some(hasProtoMember);
}

describe('json-schema-infer properties', () => {
  it('every sample is valid against the inferred schema (checked by Ajv)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.jsonValue({ maxDepth: 4 }), { minLength: 1, maxLength: 8 }), fc.boolean(), async (samples, closed) => {
        const r = (await runTool('json-schema-infer', { samples, closed_objects: closed })) as Inferred;
        const validate = new Ajv2020({ strict: false, ownProperties: true }).compile(r.schema);
        // Ajv (the oracle) reports a member named __proto__ as additional even when `properties`
        // declares it (found with seed 991202018); the tool's own cases pin that such a member is
        // ordinary data, so those samples are not held against Ajv.
        for (const s of samples) if (!hasProtoMember(s)) expect(validate(s), JSON.stringify(s)).to.equal(true);
      }),
      { numRuns: 150 },
    );
  });

  it('required lists only declared properties and never invents enums', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.jsonValue({ maxDepth: 3 }), { minLength: 1, maxLength: 6 }), async (samples) => {
        const r = (await runTool('json-schema-infer', { samples })) as Inferred;
        walk(r.schema, (s) => {
          expect(s).to.not.have.any.keys('enum', 'const', 'format', 'minimum', 'maximum', 'pattern');
          const req = (s.required as string[] | undefined) ?? [];
          for (const k of req) expect(Object.hasOwn(s.properties as object, k)).to.equal(true);
        });
      }),
      { numRuns: 100 },
    );
  });
});
