// Issue 14 fault 3: gathering errors must cost the errors gathered. Ajv's generated code copied
// every error so far at each failing subschema (`vErrors.concat(...)`): quadratic in the errors, and
// invisible to the block counts of operation-counts.test.ts (a builtin is one step), so the
// elements Array.prototype.concat copies are counted here.
import { expect } from 'chai';
import { runTool } from '../support/direct.js';

async function countingConcats(fn: () => Promise<unknown>): Promise<number> {
  const original = Array.prototype.concat;
  let copied = 0;
  Array.prototype.concat = function (this: unknown[], ...items: unknown[]) {
    copied += this.length;
    return original.apply(this, items);
  } as typeof original;
  try {
    await fn();
  } finally {
    Array.prototype.concat = original;
  }
  return copied;
}

describe('json-schema-validate worst cases', () => {
  it('issue 14 fault 3: 200 items against 200 failing anyOf branches gather 40,200 errors without copying them again per branch', async () => {
    const input = { instance: Array.from({ length: 200 }, (_, i) => i), schema: { items: { anyOf: Array.from({ length: 200 }, (_, i) => ({ const: `v${i}` })) } } };
    let result: { error_count: number } | undefined;
    const copied = await countingConcats(async () => {
      result = (await runTool('json-schema-validate', input)) as typeof result;
    });
    expect(result!.error_count).to.equal(40200);
    // Copying all errors so far at each of the 40,000 failing branches was about 800 million copies.
    expect(copied).to.be.at.most(2 * 40200);
  });

  it('a member name that reads like the code the rewrite looks for stays data', async () => {
    const name = 'vErrors = vErrors === null ? e : vErrors.concat(e)';
    const out = (await runTool('json-schema-validate', { instance: { [name]: 1 }, schema: { properties: { [name]: { type: 'string' } } } })) as { errors: { instance_pointer: string }[] };
    expect(out.errors.map((e) => e.instance_pointer)).to.deep.equal([`/${name}`]);
  });
});
