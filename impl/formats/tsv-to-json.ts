import type { Input, Output } from '../../generated/tools/formats/tsv-to-json.js';
import { limits } from '../../generated/tools/formats/tsv-to-json.js';
import { jsonStringBytes } from '../lib/json-measure.js';
import { orderedObject } from '../lib/ordered-object.js';
import { faultAt } from './lib/text-position.js';
import { decodeTsvField } from './lib/tsv-escape.js';

const AT = '/text';

function columnOf(line: string, index: number): number {
  return [...line.slice(0, index)].length + 1;
}

/** duplicate_key at the second occurrence of a column name, located in the header line. */
function checkHeaderNames(columns: readonly string[], headerLine: string): void {
  const seen = new Set<string>();
  const headerFields = headerLine.split('\t'); // once: splitting per column made a wide header quadratic
  let offset = 0;
  for (const [i, name] of columns.entries()) {
    if (seen.has(name)) throw faultAt('duplicate_key', AT, { line: 1, column: columnOf(headerLine, offset) }, `column name ${JSON.stringify(name)} appears twice in the header`);
    seen.add(name);
    offset += headerFields[i]!.length + 1;
  }
}

export default function tsvToJson(input: Input): Output {
  const escapes = input.escapes ?? 'none';
  let body = input.text;
  // One final line break ends the last record; it does not start an empty one.
  if (body.endsWith('\r\n')) body = body.slice(0, -2);
  else if (body.endsWith('\n')) body = body.slice(0, -1);
  if (input.text === '') throw faultAt('syntax_error', AT, { line: 1, column: 1 }, 'the header line is missing');
  const lines = body.split(/\r?\n/);

  const decoded: string[][] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const raw = line.split('\t');
    const fields: string[] = [];
    let offset = 0;
    for (const field of raw) {
      if (escapes === 'backslash') {
        const d = decodeTsvField(field);
        if ('badAt' in d) throw faultAt('syntax_error', AT, { line: n + 1, column: columnOf(line, offset + d.badAt) }, 'a backslash must start one of \\t \\n \\r \\\\');
        fields.push(d.value);
      } else fields.push(field);
      offset += field.length + 1;
    }
    if (n > 0 && fields.length !== decoded[0]!.length) {
      const column = fields.length > decoded[0]!.length ? columnOf(line, raw.slice(0, decoded[0]!.length).join('\t').length) : columnOf(line, line.length);
      throw faultAt('syntax_error', AT, { line: n + 1, column }, `the record has ${fields.length} fields, the header ${decoded[0]!.length}`);
    }
    decoded.push(fields);
    if (n === 0) checkHeaderNames(fields, line); // faults in text order: the header's before later records'
  }

  const columns = decoded[0]!;

  // Exact UTF-8 size of the compact JSON of `rows`, computed before any object is built.
  const nameBytes = columns.reduce((s, c) => s + jsonStringBytes(c) + 1, 0) + Math.max(0, columns.length - 1) + 2;
  let bytes = 2 + Math.max(0, decoded.length - 2);
  for (let r = 1; r < decoded.length; r++) {
    bytes += nameBytes;
    for (const v of decoded[r]!) bytes += jsonStringBytes(v);
    if (bytes > limits.max_output_bytes) throw faultAt('limit_exceeded', AT, { line: r + 1, column: 1 }, `the rows would exceed ${limits.max_output_bytes} bytes of JSON (max_output_bytes)`);
  }
  const rows = decoded.slice(1).map((fields) => orderedObject(columns.map((c, i) => [c, fields[i]!] as const)) as Record<string, string>);
  return { columns, rows };
}
