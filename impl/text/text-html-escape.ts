import type { Input, Output } from '../../generated/tools/text/text-html-escape.js';
import { limits } from '../../generated/tools/text/text-html-escape.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';

export default function textHtmlEscape(input: Input): Output {
  const context = input.context ?? 'attribute';
  if (context === 'content' && input.apostrophe !== undefined) {
    throw invalidInput('/apostrophe', 'apostrophe applies to attribute context only: content context leaves quotes as they are');
  }
  const attribute = context === 'attribute';
  const apostrophe = input.apostrophe ?? '&#x27;';
  const reference = (c: number): string | null => {
    switch (c) {
      case 0x26: return '&amp;';
      case 0x3c: return '&lt;';
      case 0x3e: return '&gt;';
      case 0x22: return attribute ? '&quot;' : null;
      case 0x27: return attribute ? apostrophe : null;
      default: return null;
    }
  };
  const text = input.text;
  // Size first (UTF-8 bytes of the result): a text of quotes grows sixfold.
  let bytes = 0;
  let replaced = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c <= 0x3e) {
      const r = reference(c); // all five special characters are at most U+003E
      if (r === null) bytes += 1;
      else {
        bytes += r.length;
        replaced++;
      }
    } else if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4; // the runtime refuses lone surrogates, so a pair follows
      i++;
    } else bytes += 3;
  }
  if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the escaped text would be ${bytes} UTF-8 bytes, over ${limits.max_output_bytes} (max_output_bytes)`);
  if (replaced === 0) return { result: text, replaced: 0 };
  let result = '';
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const r = c <= 0x3e ? reference(c) : null;
    if (r === null) continue;
    result += text.slice(run, i) + r;
    run = i + 1;
  }
  return { result: result + text.slice(run), replaced };
}
