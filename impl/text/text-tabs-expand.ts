import type { Input, Output } from '../../generated/tools/text/text-tabs-expand.js';
import { limits } from '../../generated/tools/text/text-tabs-expand.js';
import { jsonStringBytes } from '../lib/json-measure.js';
import { limitExceeded } from '../lib/tool-error.js';
import { splitLines } from './lib/lines.js';
import { clusterWidth } from './lib/unicode/display-width.js';
import { graphemeEnd } from './lib/unicode/graphemes.js';

export default function textTabsExpand(input: Input): Output {
  const tabSize = input.tab_size ?? 8;
  const ambiguous = input.ambiguous_width ?? 1;
  const leadingOnly = input.leading_only ?? false;
  const parts: string[] = [];
  let bytes = 0;
  let tabs = 0;
  const grow = (n: number) => {
    bytes += n;
    if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the expanded text passes ${limits.max_output_bytes} bytes as a JSON string (max_output_bytes)`);
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
        // A space with a mark attached (" ﾞ") is a cluster of its own, not a blank.
        if (end !== i + 1 || line.charCodeAt(i) !== 0x20) indent = false;
        grow(jsonStringBytes(line.slice(i, end)) - 2);
        column += clusterWidth(line, i, end, ambiguous);
      }
      i = end;
    }
    parts.push(line.slice(copied), terminator);
    grow(2 * terminator.length); // \r and \n are escaped in JSON
  }
  return { text: parts.join(''), tabs };
}
