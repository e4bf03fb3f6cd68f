import type { Input, Output } from '../../generated/tools/versions/semver-sort.js';
import { limits } from '../../generated/tools/versions/semver-sort.js';
import { invalidInput } from '../lib/tool-error.js';
import { checkVersionList, compareSemVer, parseSemVer, type InvalidReason, type SemVer } from './lib/semver.js';

type Entry = { v: SemVer; index: number };

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
  // Array.prototype.sort is stable (ES2019): equal precedence keeps input order in both directions.
  const sorted = entries.sort((a, b) => sign * compareSemVer(a.v, b.v));
  return { sorted: sorted.map((e) => versions[e.index]!), indices: sorted.map((e) => e.index), invalid_count: invalidCount, invalid };
}
