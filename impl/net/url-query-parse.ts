import type { Input, Output } from '../../generated/tools/net/url-query-parse.js';
import { limits } from '../../generated/tools/net/url-query-parse.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { faultMessage, formParse, type DecodeFault } from './lib/percent-encoding.js';

export default function urlQueryParse(input: Input): Output {
  const { query } = input;
  if (query.length > limits.max_query_length) throw limitExceeded('/query', `query is longer than ${limits.max_query_length} code units`);
  const skip = input.strip_question_mark !== false && query.startsWith('?') ? 1 : 0;
  let pieces = 0;
  let prev = skip - 1;
  for (let i = skip; i <= query.length; i++) {
    if (i === query.length || query.charCodeAt(i) === 0x26) {
      if (i > prev + 1) pieces++;
      prev = i;
    }
  }
  if (pieces > limits.max_pairs) throw limitExceeded('/query', `query has ${pieces} pairs, more than ${limits.max_pairs}`);
  let first: DecodeFault | null = null;
  const strict = input.on_error === 'strict';
  const pairs = formParse(
    query.slice(skip),
    strict
      ? (fault) => {
          if (first === null || fault.offset < first.offset) first = fault;
        }
      : undefined,
  );
  if (first !== null) {
    const f: DecodeFault = first;
    throw invalidInput('/query', faultMessage({ kind: f.kind, offset: f.offset + skip }));
  }
  return { pairs: pairs.map((p) => ({ name: p.name, value: p.value, raw_name: p.rawName, raw_value: p.rawValue })) };
}
