// Extended grapheme clusters, UAX #29 (Unicode Text Segmentation) section 3.1.1 at the pinned
// Unicode version, rules GB1-GB999 including GB9c (Indic conjunct break over InCB) and GB11 (emoji
// ZWJ sequences over Extended_Pictographic). Every rule that joins looks back only inside the
// current cluster, so the end of a cluster depends only on where it starts: graphemeEnd scans from
// a cluster start, and a text is segmented left to right without backtracking.
import { graphemeBreakTable } from './grapheme-break-data.js';

const enum G {
  Other,
  CR,
  LF,
  Control,
  Extend,
  ZWJ,
  RI,
  Prepend,
  SpacingMark,
  L,
  V,
  T,
  LV,
  LVT,
}
const BY_NAME: Record<string, [G, boolean, number]> = {
  // [Grapheme_Cluster_Break, Extended_Pictographic, InCB: 0 none, 1 Consonant, 2 Extend, 3 Linker]
  Other: [G.Other, false, 0],
  CR: [G.CR, false, 0],
  LF: [G.LF, false, 0],
  Control: [G.Control, false, 0],
  Extend: [G.Extend, false, 0],
  ZWJ: [G.ZWJ, false, 2],
  Regional_Indicator: [G.RI, false, 0],
  Prepend: [G.Prepend, false, 0],
  SpacingMark: [G.SpacingMark, false, 0],
  L: [G.L, false, 0],
  V: [G.V, false, 0],
  T: [G.T, false, 0],
  LV: [G.LV, false, 0],
  LVT: [G.LVT, false, 0],
  Other_ExtPict: [G.Other, true, 0],
  Extend_InCBExtend: [G.Extend, false, 2],
  Extend_InCBLinker: [G.Extend, false, 3],
  Other_InCBConsonant: [G.Other, false, 1],
};
const decoded = graphemeBreakTable.values.map((v) => BY_NAME[v]!);
const GCB = Uint8Array.from(decoded, (d) => d[0]);
const PICT = Uint8Array.from(decoded, (d) => (d[1] ? 1 : 0));
const INCB = Uint8Array.from(decoded, (d) => d[2]);

const codePointAt = (text: string, i: number): number => text.codePointAt(i)!;

/** UTF-16 offset where the grapheme cluster that starts at `start` (< text.length) ends. */
export function graphemeEnd(text: string, start: number): number {
  let cp = codePointAt(text, start);
  let i = start + (cp > 0xffff ? 2 : 1);
  let t = graphemeBreakTable.index(cp);
  let prev = GCB[t]!;
  if (prev === G.CR) return i < text.length && text.charCodeAt(i) === 0x0a ? i + 1 : i; // GB3, GB4
  if (prev === G.LF || prev === G.Control) return i; // GB4
  // GB11: 0 nothing, 1 ExtPict Extend*, 2 ExtPict Extend* ZWJ. GB9c: 0 nothing, 1 Consonant
  // [Extend Linker]* without a Linker yet, 2 with one. GB12/GB13: regional indicators so far.
  let emoji = PICT[t] ? 1 : 0;
  let conjunct = INCB[t] === 1 ? 1 : 0;
  let regional = prev === G.RI ? 1 : 0;
  while (i < text.length) {
    cp = codePointAt(text, i);
    t = graphemeBreakTable.index(cp);
    const next = GCB[t]!;
    if (next === G.CR || next === G.LF || next === G.Control) return i; // GB5
    let join: boolean;
    if (prev === G.L) join = next === G.L || next === G.V || next === G.LV || next === G.LVT; // GB6
    else if (prev === G.LV || prev === G.V) join = next === G.V || next === G.T; // GB7
    else if (prev === G.LVT || prev === G.T) join = next === G.T; // GB8
    else join = false;
    if (!join) {
      if (next === G.Extend || next === G.ZWJ || next === G.SpacingMark) join = true; // GB9, GB9a
      else if (prev === G.Prepend) join = true; // GB9b
      else if (conjunct === 2 && INCB[t] === 1) join = true; // GB9c
      else if (emoji === 2 && PICT[t]) join = true; // GB11
      else if (prev === G.RI && next === G.RI && regional === 1) join = true; // GB12, GB13
    }
    if (!join) return i; // GB999
    const incb = INCB[t]!;
    if (incb === 1) conjunct = 1;
    else if (incb === 3 && conjunct > 0) conjunct = 2;
    else if (incb !== 2) conjunct = 0;
    if (PICT[t]) emoji = 1;
    else if (next === G.ZWJ) emoji = emoji === 1 ? 2 : 0;
    else if (next !== G.Extend || emoji !== 1) emoji = 0;
    regional = next === G.RI ? regional + 1 : 0;
    prev = next;
    i += cp > 0xffff ? 2 : 1;
  }
  return i;
}

/** UTF-16 offsets where each grapheme cluster ends, in order (the last is text.length). */
export function graphemeEnds(text: string): number[] {
  const ends: number[] = [];
  for (let i = 0; i < text.length; ) {
    i = graphemeEnd(text, i);
    ends.push(i);
  }
  return ends;
}
