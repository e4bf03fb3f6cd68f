import type { Input, Output } from '../../generated/tools/versions/dotenv-parse.js';
import { limits } from '../../generated/tools/versions/dotenv-parse.js';
import { limitExceeded } from '../lib/tool-error.js';
import { parseDotenv } from './lib/dotenv.js';

export default function dotenvParse(input: Input): Output {
  const { text } = input;
  if (text.length > limits.max_text_length) throw limitExceeded('/text', `text is ${text.length} code units; at most ${limits.max_text_length}`);
  const { pairs, warnings } = parseDotenv(text);
  const firstWins = input.duplicates === 'first_wins';
  const winner = new Map<string, number>();
  pairs.forEach((p, i) => {
    if (!firstWins || !winner.has(p.key)) winner.set(p.key, i);
  });
  return { pairs: pairs.map((p, i) => ({ key: p.key, value: p.value, line: p.line, wins: winner.get(p.key) === i })), warnings };
}
