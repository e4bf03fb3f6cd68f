// Worst cases of CSV writers whose output can outgrow their input many times over (issue 14 fault 9):
// each must stop at its max_output_chars while it builds, bounded here by the characters it joins
// into strings (never by time).
import { expect } from 'chai';
import { ToolError } from '../../impl/lib/tool-error.js';
import { runTool } from '../support/direct.js';

const MAX_OUTPUT_CHARS = 262144; // every CSV writer's max_output_chars (contracts/schemas/csv-output-text.yaml)

/** Runs a tool, counting the characters Array.prototype.join produces meanwhile; returns them and its fault. */
async function countingJoins(id: string, input: unknown): Promise<{ joined: number; fault: unknown }> {
  const original = Array.prototype.join;
  let joined = 0;
  Array.prototype.join = function (this: unknown[], separator?: string) {
    const text = Reflect.apply(original, this, [separator]) as string;
    joined += text.length;
    return text;
  };
  let fault: unknown;
  try {
    await runTool(id, input);
  } catch (err) {
    fault = err;
  } finally {
    Array.prototype.join = original;
  }
  return { joined, fault };
}

function expectLimitExceeded(fault: unknown): void {
  expect(fault).to.be.instanceOf(ToolError);
  expect((fault as ToolError).code).to.equal('limit_exceeded');
}

describe('CSV output size worst cases', () => {
  it('issue 14 fault 9: csv-columns-combine stops at max_output_chars before joining 10000 sources with a 100-character separator on every row', async () => {
    const names = Array.from({ length: 10000 }, (_, i) => `c${i}`);
    // 20 rows of 10000 empty cells: each new cell would be about 1 MB of separators.
    const csv = `${names.join(',')}\n${`${','.repeat(9999)}\n`.repeat(20)}`;
    const { joined, fault } = await countingJoins('csv-columns-combine', { csv, columns: names, separator: '-'.repeat(100), into: 'all' });
    expectLimitExceeded(fault);
    // The header is joined once; where the fault joined every row's 1 MB cell (20 MB) before writing.
    expect(joined).to.be.at.most(2 * MAX_OUTPUT_CHARS);
  });

  it('issue 14 fault 9: csv-pivot refuses a record of 4999 fills of 4096 characters before building its text', async () => {
    // Two index values, each with its own 4999 column keys (9999 columns with the index, within
    // max_columns): every record holds 4999 fills (20 MB).
    const lines = Array.from({ length: 9998 }, (_, i) => `${i < 4999 ? 'a' : 'b'},k${i},1`);
    const csv = `i,c,v\n${lines.join('\n')}\n`;
    const { joined, fault } = await countingJoins('csv-pivot', { csv, index: ['i'], columns: 'c', values: 'v', fill: 'x'.repeat(4096) });
    expectLimitExceeded(fault);
    expect(joined).to.be.at.most(2 * MAX_OUTPUT_CHARS);
  });
});
