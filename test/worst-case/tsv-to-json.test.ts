// Worst cases within tsv-to-json's limits, bounded by operation counts (never by time).
import { expect } from 'chai';
import { runTool } from '../support/direct.js';

/** Calls `fn`, counting String.prototype.split calls and the characters they scan. */
async function countingSplits(fn: () => Promise<unknown>): Promise<{ calls: number; scanned: number }> {
  const original = String.prototype.split;
  const counts = { calls: 0, scanned: 0 };
  String.prototype.split = function (this: string, ...args: Parameters<typeof original>) {
    counts.calls++;
    counts.scanned += this.length;
    return original.apply(this, args);
  } as typeof original;
  try {
    await fn();
  } finally {
    String.prototype.split = original;
  }
  return counts;
}

describe('tsv-to-json worst cases', () => {
  it('issue 14 fault 5: a 30,000-column header (about 200 KB) is split once, not once per column', async () => {
    const header = Array.from({ length: 30000 }, (_, i) => `c${i}`).join('\t');
    const text = `${header}\n`;
    let result: { columns: string[]; rows: unknown[] } | undefined;
    const counts = await countingSplits(async () => {
      result = (await runTool('tsv-to-json', { text })) as typeof result;
    });
    expect(result!.columns).to.have.length(30000);
    expect(result!.rows).to.have.length(0);
    // Each character is scanned a bounded number of times: linear, where the fault scanned the
    // header once per column (30,000 times its 200 KB).
    expect(counts.scanned).to.be.at.most(4 * text.length);
  });
});
