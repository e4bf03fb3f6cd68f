import type { Input, Output } from '../../generated/tools/text/text-slugify.js';
import { limits } from '../../generated/tools/text/text-slugify.js';
import { limitExceeded } from '../lib/tool-error.js';
import { toLowerCase } from './lib/unicode/case-map.js';
import { codePointMap } from './lib/unicode/code-point-map.js';
import { codePointsOf, fromCodePoints } from './lib/unicode/code-points.js';
import { normalizeCodePoints } from './lib/unicode/normalization.js';
import { generalCategory } from './lib/unicode/properties.js';
import { TRANSLITERATION } from './lib/unicode/transliteration-data.js';

const TABLE = codePointMap(TRANSLITERATION);
const APOSTROPHES = new Set([0x27, 0x2019]);
const FINAL_T_OR_S = new Set([0x74, 0x73, 0x54, 0x53]);

const tooLong = () => limitExceeded('/text', `the text grows past ${limits.max_expanded_code_points} code points when transliterated and decomposed (max_expanded_code_points)`);

export default function textSlugify(input: Input): Output {
  const max = limits.max_expanded_code_points;
  const separator = input.separator ?? '-';
  const lowercase = input.lowercase ?? true;
  const keepUnicode = input.keep_unicode ?? false;

  const nfc = normalizeCodePoints(codePointsOf(input.text), 'NFC', max);
  if (nfc === null) throw tooLong();
  const transliterated: number[] = [];
  for (const cp of nfc) {
    const replacement = TABLE.get(cp);
    if (replacement === undefined) transliterated.push(cp);
    else for (const c of replacement) transliterated.push(c.codePointAt(0)!);
    if (transliterated.length > max) throw tooLong();
  }
  const nfkd = normalizeCodePoints(transliterated, 'NFKD', max);
  if (nfkd === null) throw tooLong();
  let cps = nfkd.filter((cp) => generalCategory(cp)[0] !== 'M');
  if (lowercase) {
    const pieces: string[] = [];
    toLowerCase(cps, 'und', (p) => pieces.push(p));
    cps = codePointsOf(pieces.join(''));
  }

  const kept = (cp: number | undefined): boolean => {
    if (cp === undefined) return false;
    if ((cp >= 0x61 && cp <= 0x7a) || (cp >= 0x30 && cp <= 0x39) || (cp >= 0x41 && cp <= 0x5a)) return true;
    if (cp < 0x80 || !keepUnicode) return false;
    const major = generalCategory(cp)[0];
    return major === 'L' || major === 'N';
  };
  const out: number[] = [];
  let pendingSeparator = false;
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i]!;
    if (kept(cp)) {
      if (pendingSeparator && out.length > 0) for (const c of separator) out.push(c.codePointAt(0)!);
      pendingSeparator = false;
      out.push(cp);
    } else if (APOSTROPHES.has(cp) && !pendingSeparator && kept(cps[i - 1]) && FINAL_T_OR_S.has(cps[i + 1]!) && !kept(cps[i + 2])) {
      continue; // "don't" -> "dont", "Conway's" -> "conways"
    } else pendingSeparator = true;
  }
  let slug = out;
  if (input.max_length !== undefined && slug.length > input.max_length) {
    slug = slug.slice(0, input.max_length);
    if (separator !== '') while (slug.length > 0 && slug[slug.length - 1] === separator.codePointAt(0)) slug.pop();
  }
  return { slug: fromCodePoints(slug) };
}
