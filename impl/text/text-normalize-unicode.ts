import type { Input, Output } from '../../generated/tools/text/text-normalize-unicode.js';
import { limits } from '../../generated/tools/text/text-normalize-unicode.js';
import { limitExceeded } from '../lib/tool-error.js';
import { codePointsOf, fromCodePoints } from './lib/unicode/code-points.js';
import { normalizeCodePoints } from './lib/unicode/normalization.js';

const utf8Width = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4);

export default function textNormalizeUnicode(input: Input): Output {
  const normalized = normalizeCodePoints(codePointsOf(input.text), input.form, limits.max_decomposed_code_points);
  if (normalized === null) {
    throw limitExceeded('/text', `the decomposition passes ${limits.max_decomposed_code_points} code points (max_decomposed_code_points)`);
  }
  let bytes = 0;
  for (const cp of normalized) bytes += utf8Width(cp);
  if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the normalized text would be ${bytes} UTF-8 bytes, over ${limits.max_output_bytes} (max_output_bytes)`);
  const result = fromCodePoints(normalized);
  return { result, changed: result !== input.text };
}
