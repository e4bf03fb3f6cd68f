import type { Input, Output } from '../../generated/tools/net/url-percent-decode.js';
import { limits } from '../../generated/tools/net/url-percent-decode.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { faultMessage, percentDecodeString } from './lib/percent-encoding.js';

export default function urlPercentDecode(input: Input): Output {
  const { text } = input;
  if (text.length > limits.max_text_length) throw limitExceeded('/text', `text is longer than ${limits.max_text_length} code units`);
  const r = percentDecodeString(text, input.mode === 'form');
  if (input.on_error === 'strict' && r.firstFault) throw invalidInput('/text', faultMessage(r.firstFault));
  return { decoded: r.text, malformed_escapes: r.malformedEscapes, invalid_sequences: r.invalidSequences };
}
