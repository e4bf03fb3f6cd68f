import type { Input, Output } from '../../generated/tools/versions/semver-range-satisfies.js';
import { limits } from '../../generated/tools/versions/semver-range-satisfies.js';
import { rangeOrThrow, testRange } from './lib/semver-range.js';
import { checkVersionLength, parseOrThrow } from './lib/semver.js';

export default function semverRangeSatisfies(input: Input): Output {
  checkVersionLength(input.version, '/version', limits.max_version_length);
  const includePrerelease = input.include_prerelease === true;
  const sets = rangeOrThrow(input.range, '/range', includePrerelease, limits);
  const v = parseOrThrow(input.version, input.loose === true, '/version');
  const r = testRange(sets, v, includePrerelease);
  const texts = sets.map((s) => s.text) as [string, ...string[]];
  return {
    satisfies: r.index >= 0,
    matching_set: r.index >= 0 ? r.index : null,
    matching_comparators: r.index >= 0 ? texts[r.index]! : null,
    prerelease_excluded: r.prereleaseExcluded,
    sets: texts,
    desugared: texts.join(' || '),
  };
}
