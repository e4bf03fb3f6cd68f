import type { Input, Output } from '../../generated/tools/versions/semver-compare.js';
import { limits } from '../../generated/tools/versions/semver-compare.js';
import { checkVersionLength, explainCompare, formatSemVer, parseOrThrow } from './lib/semver.js';

export default function semverCompare(input: Input): Output {
  checkVersionLength(input.a, '/a', limits.max_version_length);
  checkVersionLength(input.b, '/b', limits.max_version_length);
  const loose = input.loose === true;
  const a = parseOrThrow(input.a, loose, '/a');
  const b = parseOrThrow(input.b, loose, '/b');
  const c = explainCompare(a, b);
  return {
    result: c.result,
    deciding: c.deciding,
    prerelease_index: c.index,
    a_part: c.a,
    b_part: c.b,
    build_differs: a.build.join('.') !== b.build.join('.'),
    a_normalized: formatSemVer(a),
    b_normalized: formatSemVer(b),
  };
}
