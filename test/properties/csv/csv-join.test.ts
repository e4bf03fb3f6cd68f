import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { cell, readCsv, writeCsv } from './csv-table-arbitraries.js';

type Join = { csv: string; rows: number; matched_rows: number; left_unmatched_rows: number; right_unmatched_rows: number };
const key = fc.constantFrom('1', '2', '3', '');

// Nested-loop reference of the contract's rules 4-5 (one key pair: left k, right k).
function reference(l: string[][], r: string[][], type: string): string[][] {
  const out: string[][] = [];
  const used = new Set<number>();
  for (const a of l) {
    let hit = false;
    r.forEach((b, j) => {
      if (a[0] === b[0]) { out.push([a[0]!, a[1]!, b[1]!]); used.add(j); hit = true; }
    });
    if (!hit && (type === 'left' || type === 'full')) out.push([a[0]!, a[1]!, '']);
  }
  if (type === 'right' || type === 'full') r.forEach((b, j) => { if (!used.has(j)) out.push([b[0]!, '', b[1]!]); });
  return out;
}

describe('csv-join properties', () => {
  it('matches a nested-loop join for every join type', async () => {
    const rows = fc.array(fc.tuple(key, cell).map(([k, v]) => [k, v]), { maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(rows, rows, fc.constantFrom('inner', 'left', 'right', 'full'), async (l, r, type) => {
        const out = (await runTool('csv-join', { left: writeCsv([['k', 'l'], ...l]), right: writeCsv([['k', 'r'], ...r]), on: [{ left: 'k', right: 'k' }], type })) as Join;
        const expected = reference(l, r, type);
        expect(readCsv(out.csv)).to.deep.equal([['k', 'l', 'r'], ...expected]);
        expect(out.rows).to.equal(expected.length);
      }),
      { numRuns: 200 },
    );
  });

  it('rejects a join whose row count exceeds max_output_rows before building it', async () => {
    const left = 'k\n' + 'a\n'.repeat(400);
    const right = 'k\n' + 'a\n'.repeat(251);
    // LF line endings: 100000 rows of "a\n" (200002 characters) fit max_output_chars (262144), CRLF would not.
    const dialect = { line_ending: 'lf' };
    expect((await toolFailure('csv-join', { left, right, on: [{ left: 'k', right: 'k' }], dialect })).code).to.equal('limit_exceeded');
    const ok = (await runTool('csv-join', { left, right: 'k\n' + 'a\n'.repeat(250), on: [{ left: 'k', right: 'k' }], dialect })) as Join;
    expect(ok.rows).to.equal(100000);
  });

  it('rejects a join whose output characters exceed max_output_chars', async () => {
    const big = 'x'.repeat(30000);
    expect((await toolFailure('csv-join', { left: `k,v\na,${big}\n`, right: 'k\n' + 'a\n'.repeat(100), on: [{ left: 'k', right: 'k' }] })).code).to.equal('limit_exceeded');
  });
});
