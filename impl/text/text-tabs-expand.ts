import type { Input, Output } from '../../generated/tools/text/text-tabs-expand.js';
import { limits } from '../../generated/tools/text/text-tabs-expand.js';
import { limitExceeded } from '../lib/tool-error.js';
import { splitLines } from './lib/lines.js';
import { clusterWidth } from './lib/unicode/display-width.js';
import { graphemeEnd } from './lib/unicode/graphemes.js';

/** UTF-8 length of text[start, end). */
function utf8Length(text: string, start: number, end: number): number {
  let n = 0;
  for (let i = start; i < end; i++) {
    const u = text.charCodeAt(i);
    n += u < 0x80 ? 1 : u < 0x800 ? 2 : u >= 0xdc00 && u <= 0xdfff ? 0 : u >= 0xd800 && u <= 0xdbff ? 4 : 3;
  }
  return n;
}

export default function textTabsExpand(input: Input): Output {
  const tabSize = input.tab_size ?? 8;
  const ambiguous = input.ambiguous_width ?? 1;
  const leadingOnly = input.leading_only ?? false;
  const parts: string[] = [];
  let bytes = 0;
  let tabs = 0;
  const grow = (n: number) => {
    bytes += n;
    if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the expanded text passes ${limits.max_output_bytes} UTF-8 bytes (max_output_bytes)`);
  };
  for (const { text: line, terminator } of splitLines(input.text)) {
    let column = 0;
    let indent = true;
    let copied = 0; // start of the run of clusters not yet copied to parts
    for (let i = 0; i < line.length; ) {
      const end = graphemeEnd(line, i);
      if (line.charCodeAt(i) === 0x09 && end === i + 1 && (indent || !leadingOnly)) {
        parts.push(line.slice(copied, i));
        const spaces = tabSize - (column % tabSize);
        grow(spaces);
        parts.push(' '.repeat(spaces));
        column += spaces;
        tabs++;
        copied = end;
      } else {
        if (line.charCodeAt(i) !== 0x20 && line.charCodeAt(i) !== 0x09) indent = false;
        grow(utf8Length(line, i, end));
        column += clusterWidth(line, i, end, ambiguous);
      }
      i = end;
    }
    parts.push(line.slice(copied), terminator);
    grow(terminator.length);
  }
  return { text: parts.join(''), tabs };
}
