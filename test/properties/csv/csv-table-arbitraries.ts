// Arbitrary CSV tables for csv-* property tests, and an independent reference writer/reader pair:
// the writer quotes every field (unlike the tools' minimal quoting), so agreement is not circular.
import fc from 'fast-check';

/** Cells from a small alphabet with the characters that need quoting, so keys collide often. */
export const cell = fc.array(fc.constantFrom('a', 'b', 'A', ',', '"', '\n', ' ', 'é', '😀'), { maxLength: 3 }).map((cs) => cs.join(''));

export function table(width: number, maxRows = 12): fc.Arbitrary<string[][]> {
  return fc.array(fc.array(cell, { minLength: width, maxLength: width }), { maxLength: maxRows });
}

/** RFC 4180 text with every field quoted and CRLF endings. */
export function writeCsv(records: readonly (readonly string[])[]): string {
  return records.map((r) => r.map((f) => '"' + f.replace(/"/g, '""') + '"').join(',') + '\r\n').join('');
}

/** Minimal RFC 4180 reader for the tools' output (comma, double quote), independent of impl/. */
export function readCsv(text: string): string[][] {
  const records: string[][] = [];
  let i = 0;
  while (i < text.length) {
    const rec: string[] = [];
    for (;;) {
      let v = '';
      if (text[i] === '"') {
        i++;
        for (;;) {
          if (text[i] === '"' && text[i + 1] === '"') { v += '"'; i += 2; } else if (text[i] === '"') { i++; break; } else v += text[i++];
        }
      } else while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') v += text[i++];
      rec.push(v);
      if (text[i] === ',') { i++; continue; }
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      break;
    }
    records.push(rec);
  }
  return records;
}
