import type { Input, Output } from '../../generated/tools/versions/semver-range-max-satisfying.js';
import { limits } from '../../generated/tools/versions/semver-range-max-satisfying.js';
import { rangeOrThrow, testRange } from './lib/semver-range.js';
import { checkVersionList, compareSemVer, parseSemVer, type InvalidReason, type SemVer } from './lib/semver.js';

export default function semverRangeMaxSatisfying(input: Input): Output {
  const { versions } = input;
  checkVersionList(versions, limits);
  const includePrerelease = input.include_prerelease === true;
  const sets = rangeOrThrow(input.range, '/range', includePrerelease, limits);
  const loose = input.loose === true;
  let hi: { v: SemVer; index: number } | null = null;
  let lo: { v: SemVer; index: number } | null = null;
  let count = 0;
  let invalidCount = 0;
  const invalid: { index: number; reason: InvalidReason; offset: number }[] = [];
  for (let i = 0; i < versions.length; i++) {
    const r = parseSemVer(versions[i]!, loose);
    if (!r.ok) {
      invalidCount++;
      if (invalid.length < limits.max_listed_invalid) invalid.push({ index: i, reason: r.error.reason, offset: r.error.position });
      continue;
    }
    if (testRange(sets, r.version, includePrerelease).index < 0) continue;
    count++;
    if (hi === null || compareSemVer(r.version, hi.v) > 0) hi = { v: r.version, index: i };
    if (lo === null || compareSemVer(r.version, lo.v) < 0) lo = { v: r.version, index: i };
  }
  const texts = sets.map((s) => s.text) as [string, ...string[]];
  return {
    highest: hi && { version: versions[hi.index]!, index: hi.index },
    lowest: lo && { version: versions[lo.index]!, index: lo.index },
    satisfying_count: count,
    invalid_count: invalidCount,
    invalid,
    sets: texts,
    desugared: texts.join(' || '),
  };
}
