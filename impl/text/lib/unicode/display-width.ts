// Terminal display width of grapheme clusters at the pinned Unicode version: UAX #11 East_Asian_Width
// plus UTS #51 emoji presentation. The rules, stated once here and in the `display-width` fragment:
// the width of a code point is 0 for controls (Cc) and zero-width characters (Mn, Me, Cf,
// Default_Ignorable_Code_Point), 2 for East_Asian_Width W or F or Emoji_Presentation, `ambiguous`
// (1 or 2) for A, else 1. A cluster is as wide as its first code point of non-zero width (its
// base), 0 when it has none; 2 when the base is an emoji variation base followed directly by
// U+FE0F; plus the width of each later spacing mark (Mc) and Halfwidth and Fullwidth Forms
// character (U+FF00-U+FFEF, such as the halfwidth sound marks) in it, which take cells of their
// own in a terminal. Every other later code point (marks, ZWJ sequence members, emoji modifiers,
// Hangul vowel and final jamo, the second of two regional indicators) adds nothing.
import { displayWidthTable } from './display-width-data.js';
import { graphemeEnd } from './graphemes.js';

const CONTROL = 1;
const ZERO = 2;
const WIDE = 3;
const AMBIGUOUS = 4;
const NARROW = 0;
const CLASS = Uint8Array.from(displayWidthTable.values, (v) => {
  const c = v.replace(/_VS$/, '').replace(/_Mc$/, '');
  return c === 'Control' ? CONTROL : c === 'Zero' ? ZERO : c === 'Wide' ? WIDE : c === 'Ambiguous' ? AMBIGUOUS : NARROW;
});
const VS_BASE = Uint8Array.from(displayWidthTable.values, (v) => (v.endsWith('_VS') ? 1 : 0));
const SPACING_MARK = Uint8Array.from(displayWidthTable.values, (v) => (v.endsWith('_Mc') ? 1 : 0));

const widthOf = (c: number, ambiguous: number) => (c === WIDE ? 2 : c === AMBIGUOUS ? ambiguous : c === NARROW ? 1 : 0);

/** True when the code point is a control character (General_Category Cc). */
export function isControl(cp: number): boolean {
  return CLASS[displayWidthTable.index(cp)] === CONTROL;
}

/** Width in columns of the grapheme cluster text[start, end). */
export function clusterWidth(text: string, start: number, end: number, ambiguous: number): number {
  let width = -1;
  for (let i = start; i < end; ) {
    const cp = text.codePointAt(i)!;
    const t = displayWidthTable.index(cp);
    const c = CLASS[t]!;
    i += cp > 0xffff ? 2 : 1;
    if (width < 0) {
      if (c === CONTROL || c === ZERO) continue;
      if (VS_BASE[t] && i < end && text.charCodeAt(i) === 0xfe0f) return 2;
      width = widthOf(c, ambiguous);
    } else if (SPACING_MARK[t] || (cp >= 0xff00 && cp <= 0xffef)) width += widthOf(c, ambiguous);
  }
  return width < 0 ? 0 : width;
}

/** Width in columns of a whole text (no line breaks in it are treated specially: they are controls, 0). */
export function textWidth(text: string, ambiguous: number): number {
  let width = 0;
  for (let i = 0; i < text.length; ) {
    const end = graphemeEnd(text, i);
    width += clusterWidth(text, i, end, ambiguous);
    i = end;
  }
  return width;
}
