import type { Input, Output } from '../../generated/tools/net/url-query-build.js';
import { limits } from '../../generated/tools/net/url-query-build.js';
import { limitExceeded } from '../lib/tool-error.js';
import { formSerialize } from './lib/percent-encoding.js';

export default function urlQueryBuild(input: Input): Output {
  const { pairs } = input;
  if (pairs.length > limits.max_pairs) throw limitExceeded('/pairs', `${pairs.length} pairs, more than ${limits.max_pairs}`);
  let total = 0;
  for (const p of pairs) total += p.name.length + p.value.length;
  if (total > limits.max_total_length) throw limitExceeded('/pairs', `names and values hold ${total} code units, more than ${limits.max_total_length}`);
  const query = formSerialize(pairs);
  return { query: input.leading_question_mark === true && pairs.length > 0 ? `?${query}` : query };
}
