// diff3 regions as formalised by Khanna, Kunal and Pierce ("A Formal Investigation of Diff3", 2007,
// the behaviour of GNU diff3): alternate maximal stable chunks (base items matched in both diffs,
// consecutively in all three) with unstable chunks that end just before the next base item matched in
// both. Shared by sequence-merge-three-way (items) and text-merge-three-way (lines with markers).
import { matchOf, myersOps } from './myers.js';

export type Diff3Kind = 'stable' | 'ours' | 'theirs' | 'both' | 'conflict';

/** One region as half-open ranges of base, ours and theirs; never empty in all three. */
export type Diff3Region = {
  kind: Diff3Kind;
  baseStart: number;
  baseEnd: number;
  oursStart: number;
  oursEnd: number;
  theirsStart: number;
  theirsEnd: number;
};

function sameRange(x: Int32Array, xs: number, xe: number, y: Int32Array, ys: number, ye: number): boolean {
  if (xe - xs !== ye - ys) return false;
  for (let k = 0; k < xe - xs; k++) if (x[xs + k] !== y[ys + k]) return false;
  return true;
}

/**
 * The regions of a three-way merge of interned sequences, in order, consecutive stable regions
 * joined. Each diff (base against ours at `oursPointer`, then against theirs) is refused with
 * limit_exceeded past `maxEditDistance`. An unstable region is classified by content: both sides
 * equal to base -> stable; only ours equal -> theirs; only theirs equal -> ours; ours equal to theirs
 * -> both; else conflict.
 */
export function diff3Regions(
  ib: Int32Array,
  io: Int32Array,
  it: Int32Array,
  maxEditDistance: number,
  oursPointer: string,
  theirsPointer: string,
): Diff3Region[] {
  const mo = matchOf(myersOps(ib, io, maxEditDistance, oursPointer), ib.length);
  const mt = matchOf(myersOps(ib, it, maxEditDistance, theirsPointer), ib.length);
  const regions: Diff3Region[] = [];
  const emit = (kind: Diff3Kind, bs: number, be: number, os: number, oe: number, ts: number, te: number) => {
    if (be === bs && oe === os && te === ts) return;
    const last = regions[regions.length - 1];
    if (kind === 'stable' && last && last.kind === 'stable') {
      last.baseEnd = be;
      last.oursEnd = oe;
      last.theirsEnd = te;
      return;
    }
    regions.push({ kind, baseStart: bs, baseEnd: be, oursStart: os, oursEnd: oe, theirsStart: ts, theirsEnd: te });
  };

  let lb = 0;
  let lo = 0;
  let lt = 0;
  while (lb < ib.length || lo < io.length || lt < it.length) {
    let k = 0;
    while (lb + k < ib.length && mo[lb + k] === lo + k && mt[lb + k] === lt + k) k++;
    if (k > 0) {
      emit('stable', lb, lb + k, lo, lo + k, lt, lt + k);
      lb += k;
      lo += k;
      lt += k;
      continue;
    }
    let o = lb;
    while (o < ib.length && (mo[o] === -1 || mt[o] === -1)) o++;
    const be = o;
    const oe = o < ib.length ? mo[o]! : io.length;
    const te = o < ib.length ? mt[o]! : it.length;
    const oursSame = sameRange(io, lo, oe, ib, lb, be);
    const theirsSame = sameRange(it, lt, te, ib, lb, be);
    let kind: Diff3Kind;
    if (oursSame && theirsSame) kind = 'stable';
    else if (oursSame) kind = 'theirs';
    else if (theirsSame) kind = 'ours';
    else if (sameRange(io, lo, oe, it, lt, te)) kind = 'both';
    else kind = 'conflict';
    emit(kind, lb, be, lo, oe, lt, te);
    lb = be;
    lo = oe;
    lt = te;
  }
  return regions;
}
