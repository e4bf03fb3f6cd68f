import type { Input, Output } from '../../generated/tools/text/text-find.js';
import { limits } from '../../generated/tools/text/text-find.js';
import { limitExceeded } from '../lib/tool-error.js';
import { compactJsonBytes } from './lib/lines.js';
import { TextIndex, compilePattern, findAll } from './lib/patterns.js';

type Match = Output['matches'][number];

export default function textFind(input: Input): Output {
  const compiled = compilePattern(input, limits);
  const index = new TextIndex(input.text);
  const max = input.max_matches ?? limits.default_max_matches;
  const raw = findAll(compiled, index, max + 1, limits);
  const truncated = raw.length > max;
  const matches: Match[] = [];
  let bytes = 0;
  for (const m of raw.slice(0, max)) {
    const start = index.position(m.start);
    const end = index.position(m.end);
    const groups: Match['groups'] = [];
    for (let k = 1; k < compiled.groupNames.length; k++) {
      const gs = m.groups[2 * (k - 1)]!;
      const ge = m.groups[2 * (k - 1) + 1]!;
      if (gs < 0) {
        groups.push({ number: k, name: compiled.groupNames[k]!, text: null, offset: null, end_offset: null });
        continue;
      }
      const u0 = index.utf16(gs);
      const u1 = index.utf16(ge);
      groups.push({ number: k, name: compiled.groupNames[k]!, text: input.text.slice(u0, u1), offset: index.codePoint(u0), end_offset: index.codePoint(u1) });
    }
    const match: Match = {
      text: input.text.slice(start.utf16, end.utf16),
      line: start.line,
      column: start.column,
      offset: start.code_point,
      utf16_offset: start.utf16,
      byte_offset: start.byte,
      end_line: end.line,
      end_column: end.column,
      end_offset: end.code_point,
      end_utf16_offset: end.utf16,
      end_byte_offset: end.byte,
      groups,
    };
    bytes += compactJsonBytes(match) + 1;
    if (bytes > limits.max_output_bytes) throw limitExceeded('/max_matches', `the matches would take more than ${limits.max_output_bytes} bytes of JSON (max_output_bytes): ask for fewer with max_matches`);
    matches.push(match);
  }
  return { count: matches.length, truncated, matches };
}
