import type { Input, Output } from '../../generated/tools/versions/semver-sort.js';
import { limits } from '../../generated/tools/versions/semver-sort.js';
import { invalidInput } from '../lib/tool-error.js';
import { checkVersionList, compareSemVer, parseSemVer, type InvalidReason, type SemVer } from './lib/semver.js';

type Entry = { v: SemVer; index: number };

/** Stable merge sort (Array.prototype.sort is stable too, but its step count is the engine's). */
function mergeSort(items: Entry[], cmp: (a: Entry, b: Entry) => number): Entry[] {
  let src = items.slice();
  let dst = new Array<Entry>(src.length);
  for (let width = 1; width < src.length; width *= 2) {
    for (let lo = 0; lo < src.length; lo += 2 * width) {
      const mid = Math.min(lo + width, src.length);
      const hi = Math.min(lo + 2 * width, src.length);
      let i = lo;
      let j = mid;
      let k = lo;
      while (i < mid && j < hi) dst[k++] = cmp(src[j]!, src[i]!) < 0 ? src[j++]! : src[i++]!;
      while (i < mid) dst[k++] = src[i++]!;
      while (j < hi) dst[k++] = src[j++]!;
    }
    [src, dst] = [dst, src];
  }
  return src;
}

export default function semverSort(input: Input): Output {
  const { versions } = input;
  checkVersionList(versions, limits);
  const loose = input.loose === true;
  const listInvalid = input.invalid === 'list';
  const entries: Entry[] = [];
  const invalid: { index: number; reason: InvalidReason; offset: number }[] = [];
  let invalidCount = 0;
  for (let i = 0; i < versions.length; i++) {
    const r = parseSemVer(versions[i]!, loose);
    if (r.ok) {
      entries.push({ v: r.version, index: i });
      continue;
    }
    if (!listInvalid) throw invalidInput(`/versions/${i}`, `not a SemVer 2.0.0 version: ${r.error.reason}: ${r.error.message}`);
    invalidCount++;
    if (invalid.length < limits.max_listed_invalid) invalid.push({ index: i, reason: r.error.reason, offset: r.error.position });
  }
  const sign = input.order === 'descending' ? -1 : 1;
  const sorted = mergeSort(entries, (a, b) => sign * compareSemVer(a.v, b.v));
  return { sorted: sorted.map((e) => versions[e.index]!), indices: sorted.map((e) => e.index), invalid_count: invalidCount, invalid };
}
