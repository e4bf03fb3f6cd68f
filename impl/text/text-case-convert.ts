import type { Input, Output } from '../../generated/tools/text/text-case-convert.js';
import { limits } from '../../generated/tools/text/text-case-convert.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { caseFoldCodePoint } from './lib/unicode/case-fold.js';
import { toLowerCase, toTitleCase, toUpperCase, type Emit } from './lib/unicode/case-map.js';
import { codePointsOf } from './lib/unicode/code-points.js';
import { generalCategory } from './lib/unicode/properties.js';
import { utf8Length } from '../lib/utf8.js';

const isWordPart = (cp: number): boolean => 'LMN'.includes(generalCategory(cp)[0]!);
const isLetterOrNumber = (cp: number): boolean => 'LN'.includes(generalCategory(cp)[0]!);

export default function textCaseConvert(input: Input): Output {
  const { text, mode } = input;
  const language = input.language ?? 'und';
  if (input.rest !== undefined && mode !== 'title') throw invalidInput('/rest', 'rest applies to title mode only');
  const cps = codePointsOf(text);
  const pieces: string[] = [];
  let bytes = 0;
  const emit: Emit = (piece) => {
    bytes += utf8Length(piece);
    if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the converted text passes ${limits.max_output_bytes} UTF-8 bytes (max_output_bytes)`);
    pieces.push(piece);
  };
  if (mode === 'upper') toUpperCase(cps, language, emit);
  else if (mode === 'lower') toLowerCase(cps, language, emit);
  else if (mode === 'title') toTitleCase(cps, language, input.rest ?? 'lower', isWordPart, isLetterOrNumber, emit);
  else {
    const turkic = language === 'tr' || language === 'az';
    for (const cp of cps) emit(caseFoldCodePoint(cp, { turkic }));
  }
  const result = pieces.join('');
  return { result, changed: result !== text };
}
