import type { Input, Output } from '../../generated/tools/net/url-percent-encode.js';
import { limits } from '../../generated/tools/net/url-percent-encode.js';
import { limitExceeded } from '../lib/tool-error.js';
import { percentEncodeString } from './lib/percent-encoding.js';

export default function urlPercentEncode(input: Input): Output {
  const { text } = input;
  if (text.length > limits.max_text_length) throw limitExceeded('/text', `text is longer than ${limits.max_text_length} code units`);
  const set = input.encode_set ?? 'component';
  return { encoded: percentEncodeString(text, set, set === 'form') };
}
