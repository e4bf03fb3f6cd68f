// The Porter stemmer (M. F. Porter, "An algorithm for suffix stripping", Program 14(3), 1980), as
// published, with no locale API: the same word gives the same stem on every machine. Only words of
// ASCII letters are stemmed; anything else (numbers, "utf8", non-Latin scripts) is returned as is.
// Two departures from the 1980 paper, both from Porter's own later reference version: step 2 also
// maps "bli" to "ble" (not "abli" to "able") and "logi" to "log".

const ASCII_WORD = /^[a-z]+$/;

function isConsonant(w: string, i: number): boolean {
  const c = w[i]!;
  if (c === 'a' || c === 'e' || c === 'i' || c === 'o' || c === 'u') return false;
  if (c === 'y') return i === 0 ? true : !isConsonant(w, i - 1);
  return true;
}

/** m in [C](VC)^m[V] of w[0..end). */
function measure(w: string, end: number): number {
  let m = 0;
  let i = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    while (i < end && isConsonant(w, i)) i++;
    m++;
  }
  return m;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string, end: number): boolean {
  return end >= 2 && w[end - 1] === w[end - 2] && isConsonant(w, end - 1);
}

/** *o: the stem ends consonant-vowel-consonant, the last not w, x or y. */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(w, end - 1) || isConsonant(w, end - 2) || !isConsonant(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}

/** Replaces suffix by replacement when the stem before it has measure above minMeasure. */
function replaceIf(w: string, suffix: string, replacement: string, minMeasure: number): string | null {
  if (!w.endsWith(suffix)) return null;
  const stemEnd = w.length - suffix.length;
  return measure(w, stemEnd) > minMeasure ? w.slice(0, stemEnd) + replacement : w;
}

function step1a(w: string): string {
  if (w.endsWith('sses')) return w.slice(0, -2);
  if (w.endsWith('ies')) return w.slice(0, -2);
  if (w.endsWith('ss')) return w;
  if (w.endsWith('s')) return w.slice(0, -1);
  return w;
}

function step1b(w: string): string {
  if (w.endsWith('eed')) return measure(w, w.length - 3) > 0 ? w.slice(0, -1) : w;
  let stem: string | null = null;
  if (w.endsWith('ed') && hasVowel(w, w.length - 2)) stem = w.slice(0, -2);
  else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) stem = w.slice(0, -3);
  if (stem === null) return w;
  if (stem.endsWith('at') || stem.endsWith('bl') || stem.endsWith('iz')) return stem + 'e';
  if (endsDoubleConsonant(stem, stem.length)) {
    const last = stem[stem.length - 1];
    return last === 'l' || last === 's' || last === 'z' ? stem : stem.slice(0, -1);
  }
  if (measure(stem, stem.length) === 1 && endsCvc(stem, stem.length)) return stem + 'e';
  return stem;
}

function step1c(w: string): string {
  return w.endsWith('y') && hasVowel(w, w.length - 1) ? w.slice(0, -1) + 'i' : w;
}

const STEP2: [string, string][] = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: [string, string][] = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

/** The longest matching suffix of the list decides; only that one may apply (as in the paper). */
function stepTable(w: string, table: [string, string][]): string {
  let best: [string, string] | undefined;
  for (const entry of table) if (w.endsWith(entry[0]) && (!best || entry[0].length > best[0].length)) best = entry;
  return best ? replaceIf(w, best[0], best[1], 0)! : w;
}

function step4(w: string): string {
  let best = '';
  for (const s of STEP4) if (w.endsWith(s) && s.length > best.length) best = s;
  if (!best) return w;
  const stemEnd = w.length - best.length;
  if (measure(w, stemEnd) <= 1) return w;
  if (best === 'ion' && !(w[stemEnd - 1] === 's' || w[stemEnd - 1] === 't')) return w;
  return w.slice(0, stemEnd);
}

function step5(w: string): string {
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (w.endsWith('ll') && measure(w, w.length) > 1) w = w.slice(0, -1);
  return w;
}

export function stem(word: string): string {
  if (word.length <= 2 || !ASCII_WORD.test(word)) return word;
  return step5(step4(stepTable(stepTable(step1c(step1b(step1a(word))), STEP2), STEP3)));
}
