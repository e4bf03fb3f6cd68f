// The shared CSV layer (impl/csv/lib/csv-table.ts): our writer and reader against each other and
// against the independent csv-parse / csv-stringify packages; tolerant and strict reading agree;
// limits and the 256 KiB time budget across the csv tools of rows 1-15.
import { expect } from 'chai';
import { parse as libParse } from 'csv-parse/sync';
import { stringify as libStringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { resolveDialect } from '../../../impl/csv/lib/csv-dialect.js';
import { parseCsv, scanCsv, serializeCsv } from '../../../impl/csv/lib/csv-table.js';
// csv-dialect-convert reads and writes, so its limits carry both max_columns and max_output_chars.
import { limits } from '../../../generated/tools/csv/csv-dialect-convert.js';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

const cellChar = fc.constantFrom('a', 'b', ' ', ',', ';', '"', "'", '\r', '\n', '\t', 'é', '😀', '\uFEFF', '|');
const cell = fc.array(cellChar, { maxLength: 6 }).map((cs) => cs.join(''));
const table = fc
  .integer({ min: 1, max: 4 })
  .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: 6 }));
const dialectInput = fc.record({
  delimiter: fc.constantFrom(',', ';', '\t', '|', '😀'),
  quote: fc.constantFrom('"', "'"),
  line_ending: fc.constantFrom('crlf' as const, 'lf' as const),
  bom: fc.boolean(),
  header: fc.constant(false),
});

describe('csv-lib properties', () => {
  it('parseCsv reads back exactly the rows serializeCsv wrote', () => {
    fc.assert(
      fc.property(table, dialectInput, (rows, d) => {
        const dialect = resolveDialect(d, '/dialect');
        const text = serializeCsv(null, rows, dialect, '/csv', limits);
        expect(parseCsv(text, dialect, '/csv', limits).rows).to.deep.equal(rows);
      }),
      { numRuns: 200 },
    );
  });

  it('csv-parse (the npm package) reads our output as the same rows', () => {
    fc.assert(
      fc.property(table, dialectInput, (rows, d) => {
        const dialect = resolveDialect(d, '/dialect');
        const text = serializeCsv(null, rows, dialect, '/csv', limits);
        const theirs = libParse(text, { delimiter: d.delimiter, quote: d.quote, escape: d.quote, bom: true, record_delimiter: d.line_ending === 'crlf' ? '\r\n' : '\n' });
        expect(theirs).to.deep.equal(rows);
      }),
      { numRuns: 200 },
    );
  });

  it('our reader reads csv-stringify output (every field quoted) as the same rows', () => {
    fc.assert(
      fc.property(table, fc.constantFrom(',', ';', '\t'), (rows, delimiter) => {
        const text = libStringify(rows, { delimiter, quoted: true, quoted_empty: true, record_delimiter: 'windows' });
        const dialect = resolveDialect({ delimiter, header: false }, '/dialect');
        expect(parseCsv(text, dialect, '/csv', limits).rows).to.deep.equal(rows);
      }),
      { numRuns: 200 },
    );
  });

  it('tolerant scan finds no problem exactly when strict parsing succeeds, with the same records', () => {
    const text = fc.array(fc.constantFrom('a', ',', '"', '\n', '\r\n', 'b'), { maxLength: 20 }).map((cs) => cs.join(''));
    const dialect = resolveDialect({ header: false }, '/dialect');
    fc.assert(
      fc.property(text, (t) => {
        const scan = scanCsv(t, dialect, '/csv', limits, { maxProblems: 1000 });
        let strict: string[][] | null;
        try {
          strict = parseCsv(t, dialect, '/csv', limits).rows;
        } catch {
          strict = null;
        }
        expect(scan.problems.length === 0).to.equal(strict !== null);
        if (strict !== null) expect(scan.records).to.deep.equal(strict);
      }),
      { numRuns: 200 },
    );
  });

  it('a record of more than 10000 fields is limit_exceeded at /csv', async () => {
    const e = await toolFailure('csv-parse', { csv: ','.repeat(10000) });
    expect(e.code).to.equal('limit_exceeded');
    expect(e.details[0]?.pointer).to.equal('/csv');
    const ok = (await runTool('csv-parse', { csv: ','.repeat(9999), dialect: { header: false } })) as { column_count: number };
    expect(ok.column_count).to.equal(10000);
  });

  it('output beyond 262144 characters (max_output_chars) is limit_exceeded before it is built', async () => {
    // "a\r\n" then the cell and "\r\n": 262144 characters exactly are written, one more is refused.
    const ok = (await runTool('csv-from-json', { rows: [{ a: 'x'.repeat(262144 - 5) }] })) as { csv: string };
    expect(ok.csv.length).to.equal(262144);
    const e1 = await toolFailure('csv-from-json', { rows: [{ a: 'x'.repeat(262144 - 4) }] });
    expect([e1.code, e1.details[0]?.pointer]).to.deep.equal(['limit_exceeded', '/rows']);
    const e2 = await toolFailure('csv-from-json', { rows: Array.from({ length: 1000 }, () => ({})), columns: Array.from({ length: 5000 }, (_, k) => `c${k}`) });
    expect([e2.code, e2.details[0]?.pointer]).to.deep.equal(['limit_exceeded', '/rows']);
    const csv = 'a\n' + 'x\n'.repeat(100000);
    const e3 = await toolFailure('csv-column-split', { csv, column: 'a', separator: '-', into: Array.from({ length: 100 }, (_, k) => `p${k}`) });
    expect([e3.code, e3.details[0]?.pointer]).to.deep.equal(['limit_exceeded', '/into']);
  });

  it('every tool handles a 256 KiB CSV well under a second', async () => {
    // Wide-ish rows with quoting, and many tiny rows (the most records a request can hold).
    const lines = ['id,name,amount,day,flag'];
    let size = lines[0]!.length + 1;
    for (let i = 0; size < 262000; i += 1) {
      const line = `${(i * 7919) % 5000},"n, ""${i % 97}""",${(i % 1000) - 500}.${i % 100},2024-01-${String((i % 28) + 1).padStart(2, '0')},${i % 2 === 0}`;
      if (size + line.length + 1 > 262144) break;
      lines.push(line);
      size += line.length + 1;
    }
    const csv = lines.join('\n') + '\n';
    const tiny = 'id,name,amount,day,flag\n' + Array.from({ length: 26000 }, (_, i) => `${i % 10},${i % 7},${i % 9},${i % 3},${i % 2}`).join('\n');
    expect(csv.length).to.be.within(261000, 262144);
    expect(tiny.length).to.be.within(200000, 262144);
    const callsFor = (text: string): [string, Record<string, unknown>][] => [
      ['csv-parse', { csv: text }],
      ['csv-validate', { csv: text, require_unique_header: true }],
      ['csv-row-count', { csv: text }],
      ['csv-to-json', { csv: text, types: { amount: 'number' } }],
      ['csv-dialect-convert', { csv: text, target: { delimiter: ';' } }],
      ['csv-schema-infer', { csv: text }],
      ['csv-column-select', { csv: text, columns: ['amount', 'id'] }],
      ['csv-column-rename', { csv: text, renames: { id: 'key' } }],
      ['csv-column-split', { csv: text, column: 'day', separator: '-', into: ['y', 'm', 'd'] }],
      ['csv-columns-combine', { csv: text, columns: ['id', 'day'], separator: '/', into: 'k' }],
      ['csv-filter', { csv: text, where: [{ column: 'amount', op: 'gt', value: '0.5', type: 'decimal' }] }],
      ['csv-sort', { csv: text, keys: [{ column: 'amount', type: 'decimal', direction: 'desc' }, { column: 'name' }] }],
      ['csv-dedupe', { csv: text, columns: ['id'], ignore_case: true }],
      ['csv-key-check', { csv: text, columns: ['id', 'name'] }],
    ];
    // Rewriting the whole text (CRLF endings, a JSON key per cell) passes max_output_chars, the
    // service's 256 KiB result limit: these tools refuse it while writing (issue 14 fault 9).
    const refused = new Set(['csv-to-json', 'csv-dialect-convert', 'csv-column-rename', 'csv-column-split', 'csv-columns-combine', 'csv-sort']);
    for (const [id, input] of [...callsFor(csv), ...callsFor(tiny)]) {
      const t0 = performance.now();
      // The first call also compiles the contract from YAML.
      if (refused.has(id)) expect((await toolFailure(id, input)).code, id).to.equal('limit_exceeded');
      else await runTool(id, input);
      const ms = performance.now() - t0;
      expect(ms, `${id} took ${ms.toFixed(0)} ms`).to.be.below(1000);
    }
    // As many rows as a request body holds as JSON (about 85 bytes each).
    const json = (await runTool('csv-to-json', { csv: lines.slice(0, 3000).join('\n') + '\n' })) as { rows: Record<string, string>[] };
    expect(JSON.stringify(json.rows).length).to.be.within(200000, 262144);
    const t0 = performance.now();
    await runTool('csv-from-json', { rows: json.rows });
    expect(performance.now() - t0).to.be.below(1000);
  });
});
