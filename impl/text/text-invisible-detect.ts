import type { Input, Output } from '../../generated/tools/text/text-invisible-detect.js';
import { limits } from '../../generated/tools/text/text-invisible-detect.js';
import { fromCodePoints } from './lib/unicode/code-points.js';
import { hexCodePoint, nameOrLabel } from './lib/unicode/names.js';
import { binaryFlags, generalCategory, script, scriptExtensions, scriptExtensionsKey, type GeneralCategory } from './lib/unicode/properties.js';

type Kind = Output['findings'][number]['kind'];
const KINDS: readonly Kind[] = ['bidi_control', 'zero_width', 'bom', 'tag', 'variation_selector', 'space', 'default_ignorable', 'control'];
const ZERO_WIDTH = new Set([0x200b, 0x200c, 0x200d, 0x2060, 0x180e]);
const ORDINARY = new Set([0x09, 0x0a, 0x0d, 0x20]);

function kindOf(cp: number, gc: GeneralCategory): Kind | null {
  if (cp < 0x80 && cp >= 0x20 && cp !== 0x7f) return null;
  const flags = binaryFlags(cp);
  if (flags.includes('B')) return 'bidi_control';
  if (ZERO_WIDTH.has(cp)) return 'zero_width';
  if (cp === 0xfeff) return 'bom';
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if (flags.includes('V')) return 'variation_selector';
  if (ORDINARY.has(cp)) return null;
  if (flags.includes('W')) return 'space';
  if (flags.includes('D')) return 'default_ignorable';
  if (gc === 'Cc') return 'control';
  return null;
}

// UTS #39 section 5.1: augmented script sets. Common and Inherited stand for every script (null).
const AUGMENT: Record<string, string[]> = {
  Han: ['Hanb', 'Jpan', 'Kore'],
  Hiragana: ['Jpan'],
  Katakana: ['Jpan'],
  Hangul: ['Kore'],
  Bopomofo: ['Hanb'],
};
function augmentedSet(cp: number): Set<string> | null {
  const scx = scriptExtensions(cp);
  if (scx.length === 1 && (scx[0] === 'Common' || scx[0] === 'Inherited')) return null;
  const set = new Set<string>();
  for (const s of scx) {
    set.add(s);
    for (const a of AUGMENT[s] ?? []) set.add(a);
  }
  return set;
}


const intersect = (a: ReadonlySet<string>, b: ReadonlySet<string>): Set<string> => new Set([...a].filter((x) => b.has(x)));

export default function textInvisibleDetect(input: Input): Output {
  const reported = new Set<Kind>(input.kinds ?? KINDS);
  const counts = new Map<Kind, number>(KINDS.filter((k) => reported.has(k)).map((k) => [k, 0]));
  const findings: Output['findings'] = [];
  const mixed: Output['mixed_script_words'] = [];
  let truncated = false;
  const checkMixed = input.mixed_script ?? true;

  let word: number[] = [];
  let wordIndex = 0;
  let wordOffset = 0;
  let resolved: Set<string> | null = null; // null: every script so far
  const intersected = new Set<string>(); // Script_Extensions values already applied to this word: applying one again changes nothing
  const endWord = (): void => {
    if (word.length > 0 && resolved !== null && resolved.size === 0) {
      if (mixed.length < limits.max_mixed_words) {
        const scripts = [...new Set(word.map(script).filter((s) => s !== 'Common' && s !== 'Inherited'))].sort().slice(0, limits.max_scripts_listed) as Output['mixed_script_words'][number]['scripts'];
        mixed.push({ word: fromCodePoints(word, 0, Math.min(word.length, limits.max_word_chars)), length: word.length, index: wordIndex, utf16_offset: wordOffset, scripts });
      } else truncated = true;
    }
    word = [];
    resolved = null;
    intersected.clear();
  };

  let index = 0;
  let offset = 0;
  for (const ch of input.text) {
    const cp = ch.codePointAt(0)!;
    const gc = generalCategory(cp);
    const kind = kindOf(cp, gc);
    if (kind !== null && reported.has(kind)) {
      counts.set(kind, counts.get(kind)! + 1);
      if (findings.length < limits.max_findings) findings.push({ index, utf16_offset: offset, code_point: `U+${hexCodePoint(cp)}`, name: nameOrLabel(cp), kind });
      else truncated = true;
    }
    if (checkMixed) {
      if (gc[0] === 'L' || gc[0] === 'M' || gc[0] === 'N') {
        if (word.length === 0) {
          wordIndex = index;
          wordOffset = offset;
        }
        word.push(cp);
        // Once empty the set stays empty: skip the work for the rest of the word.
        const key = scriptExtensionsKey(cp);
        if ((resolved === null || resolved.size > 0) && !intersected.has(key)) {
          intersected.add(key);
          const set = augmentedSet(cp);
          if (set !== null) resolved = resolved === null ? set : intersect(resolved, set);
        }
      } else endWord();
    }
    index++;
    offset += ch.length;
  }
  endWord();
  const clean = findings.length === 0 && mixed.length === 0;
  return { clean, truncated, counts: Object.fromEntries(counts) as Output['counts'], findings, mixed_script_words: mixed };
}
