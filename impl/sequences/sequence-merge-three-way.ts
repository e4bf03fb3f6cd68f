import type { Input, Output } from '../../generated/tools/sequences/sequence-merge-three-way.js';
import { limits } from '../../generated/tools/sequences/sequence-merge-three-way.js';
import { diff3Regions } from './lib/diff3.js';
import { internSequences, readSequence } from './lib/sequence-input.js';

type Region = {
  kind: 'stable' | 'ours' | 'theirs' | 'both' | 'conflict';
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

export default function sequenceMergeThreeWay(input: Input): Output {
  const base = readSequence(input.base, input.split, '/base', limits);
  const ours = readSequence(input.ours, input.split, '/ours', limits);
  const theirs = readSequence(input.theirs, input.split, '/theirs', limits);
  const [ib, io, it] = internSequences([base, ours, theirs]) as [Int32Array, Int32Array, Int32Array];

  const regions: Region[] = diff3Regions(ib, io, it, limits.max_edit_distance, '/ours', '/theirs').map((d) => {
    const r: Region = {
      kind: d.kind,
      base_start: d.baseStart,
      base_length: d.baseEnd - d.baseStart,
      ours_start: d.oursStart,
      ours_length: d.oursEnd - d.oursStart,
      theirs_start: d.theirsStart,
      theirs_length: d.theirsEnd - d.theirsStart,
      items:
        d.kind === 'stable'
          ? base.slice(d.baseStart, d.baseEnd)
          : d.kind === 'theirs'
            ? theirs.slice(d.theirsStart, d.theirsEnd)
            : d.kind === 'conflict'
              ? null
              : ours.slice(d.oursStart, d.oursEnd),
    };
    if (d.kind === 'conflict') {
      r.base = base.slice(d.baseStart, d.baseEnd);
      r.ours = ours.slice(d.oursStart, d.oursEnd);
      r.theirs = theirs.slice(d.theirsStart, d.theirsEnd);
    }
    return r;
  });

  const conflicts = regions.filter((r) => r.kind === 'conflict').length;
  const merged = conflicts === 0 ? regions.flatMap((r) => r.items!) : null;
  return { clean: conflicts === 0, conflicts, merged, regions } as Output;
}
