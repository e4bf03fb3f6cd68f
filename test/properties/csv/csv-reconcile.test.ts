import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { cell, writeCsv } from './csv-table-arbitraries.js';

type Rec = { in_sync: boolean; added: { row: number }[]; removed: { row: number }[]; changed: { left_row: number; right_row: number }[]; unchanged_rows: number; duplicate_keys: { side: string; rows: number[] }[] };

describe('csv-reconcile properties', () => {
  it('every row is accounted for exactly once, duplicates are never collapsed', async () => {
    const rows = fc.array(fc.tuple(fc.constantFrom('1', '2', '3', '4', ''), cell).map(([k, v]) => [k, v]), { maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(rows, rows, async (l, r) => {
        const out = (await runTool('csv-reconcile', { left: writeCsv([['k', 'v'], ...l]), right: writeCsv([['k', 'v'], ...r]), key: ['k'] })) as Rec;
        const count = (rows: string[][]) => rows.reduce((m, [k]) => m.set(k!, (m.get(k!) ?? 0) + 1), new Map<string, number>());
        const lc = count(l);
        const rc = count(r);
        const dupKeys = new Set([...lc, ...rc].filter(([, n]) => n > 1).map(([k]) => k));
        const leftKept = l.filter(([k]) => !dupKeys.has(k!)).length;
        const rightKept = r.filter(([k]) => !dupKeys.has(k!)).length;
        expect(out.removed.length + out.changed.length + out.unchanged_rows).to.equal(leftKept);
        expect(out.added.length + out.changed.length + out.unchanged_rows).to.equal(rightKept);
        const listed = out.duplicate_keys.reduce((s, d) => s + d.rows.length, 0);
        expect(listed).to.equal([...lc, ...rc].filter(([, n]) => n > 1).reduce((s, [, n]) => s + n, 0));
        expect(out.added.map((a) => a.row)).to.deep.equal([...out.added.map((a) => a.row)].sort((a, b) => a - b));
      }),
      { numRuns: 200 },
    );
  });

  it('a table reconciled with itself is in sync when its keys are unique', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(fc.tuple(cell, cell), { selector: ([k]) => k, maxLength: 10 }), async (rows) => {
        const csv = writeCsv([['k', 'v'], ...rows]);
        const out = (await runTool('csv-reconcile', { left: csv, right: csv, key: ['k'] })) as Rec;
        expect(out.in_sync).to.equal(true);
        expect(out.unchanged_rows).to.equal(rows.length);
      }),
      { numRuns: 100 },
    );
  });
});
