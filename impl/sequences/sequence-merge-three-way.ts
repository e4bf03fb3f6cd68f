import type { Input, Output } from '../../generated/tools/sequences/sequence-merge-three-way.js';
import { limits } from '../../generated/tools/sequences/sequence-merge-three-way.js';
import { matchOf, myersOps } from './lib/myers.js';
import { internSequences, readSequence } from './lib/sequence-input.js';

type Kind = 'stable' | 'ours' | 'theirs' | 'both' | 'conflict';
type Region = {
  kind: Kind;
  base_start: number;
  base_length: number;
  ours_start: number;
  ours_length: number;
  theirs_start: number;
  theirs_length: number;
  items: unknown[] | null;
  base?: unknown[];
  ours?: unknown[];
  theirs?: unknown[];
};

function sameRange(x: Int32Array, xs: number, xe: number, y: Int32Array, ys: number, ye: number): boolean {
  if (xe - xs !== ye - ys) return false;
  for (let k = 0; k < xe - xs; k++) if (x[xs + k] !== y[ys + k]) return false;
  return true;
}

export default function sequenceMergeThreeWay(input: Input): Output {
  const base = readSequence(input.base, input.split, '/base', limits);
  const ours = readSequence(input.ours, input.split, '/ours', limits);
  const theirs = readSequence(input.theirs, input.split, '/theirs', limits);
  const [ib, io, it] = internSequences([base, ours, theirs]) as [Int32Array, Int32Array, Int32Array];
  const mo = matchOf(myersOps(ib, io, limits.max_edit_distance, '/ours'), ib.length);
  const mt = matchOf(myersOps(ib, it, limits.max_edit_distance, '/theirs'), ib.length);

  // diff3 as formalised by Khanna, Kunal and Pierce ("A Formal Investigation of Diff3", 2007):
  // alternate maximal stable chunks (base items matched in both diffs, consecutively in all three)
  // with unstable chunks that end just before the next base item matched in both.
  const regions: Region[] = [];
  const emit = (kind: Kind, bs: number, be: number, os: number, oe: number, ts: number, te: number) => {
    if (be === bs && oe === os && te === ts) return;
    const last = regions[regions.length - 1];
    if (kind === 'stable' && last && last.kind === 'stable') {
      last.base_length += be - bs;
      last.ours_length += oe - os;
      last.theirs_length += te - ts;
      last.items = base.slice(last.base_start, be);
      return;
    }
    const r: Region = {
      kind,
      base_start: bs,
      base_length: be - bs,
      ours_start: os,
      ours_length: oe - os,
      theirs_start: ts,
      theirs_length: te - ts,
      items: kind === 'stable' ? base.slice(bs, be) : kind === 'theirs' ? theirs.slice(ts, te) : kind === 'conflict' ? null : ours.slice(os, oe),
    };
    if (kind === 'conflict') {
      r.base = base.slice(bs, be);
      r.ours = ours.slice(os, oe);
      r.theirs = theirs.slice(ts, te);
    }
    regions.push(r);
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
    let kind: Kind;
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

  const conflicts = regions.filter((r) => r.kind === 'conflict').length;
  const merged = conflicts === 0 ? regions.flatMap((r) => r.items!) : null;
  return { clean: conflicts === 0, conflicts, merged, regions } as Output;
}
