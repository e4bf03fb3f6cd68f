// Worst cases within json-array-aggregate's limits, bounded by the characters it measures (never by time).
import { expect } from 'chai';
import { limits } from '../../generated/tools/json/json-array-aggregate.js';
import { ToolError } from '../../impl/lib/tool-error.js';
import { runTool } from '../support/direct.js';

/** Calls `fn`, counting the characters read through String.prototype.charCodeAt (how the result is sized). */
async function countingCharReads(fn: () => Promise<unknown>): Promise<number> {
  const original = String.prototype.charCodeAt;
  let reads = 0;
  String.prototype.charCodeAt = function (this: string, index: number) {
    reads++;
    return original.call(this, index);
  };
  try {
    await fn();
  } finally {
    String.prototype.charCodeAt = original;
  }
  return reads;
}

describe('json-array-aggregate worst cases', () => {
  it('issue 14 fault 9: a result of megabytes stops at max_output_bytes, group by group, before it is built', async () => {
    // 2000 groups x 32 counts under 256-character names: about 17 MB of result from a 30 KB input.
    const array = Array.from({ length: 2000 }, (_, k) => ({ k }));
    const aggregations = Array.from({ length: 32 }, (_, i) => ({ op: 'count' as const, as: `${'a'.repeat(250)}${String(i).padStart(6, '0')}` }));
    let fault: unknown;
    const reads = await countingCharReads(async () => {
      try {
        await runTool('json-array-aggregate', { array, group_by: ['/k'], aggregations });
      } catch (err) {
        fault = err;
      }
    });
    expect(fault).to.be.instanceOf(ToolError);
    expect((fault as ToolError).code).to.equal('limit_exceeded');
    // The input is read a few times (schema, bounds); the result is sized only up to the first group
    // past the limit, where the fault sized all of it (about 17 million characters) before refusing.
    expect(reads).to.be.at.most(2 * limits.max_output_bytes);
  });
});
