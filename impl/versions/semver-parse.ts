import type { Input, Output } from '../../generated/tools/versions/semver-parse.js';
import { limits } from '../../generated/tools/versions/semver-parse.js';
import { checkVersionLength, formatPrecedence, formatSemVer, parseSemVer } from './lib/semver.js';

export default function semverParse(input: Input): Output {
  checkVersionLength(input.version, '/version', limits.max_version_length);
  const r = parseSemVer(input.version, input.loose === true);
  if (!r.ok) {
    return {
      valid: false,
      normalized: null,
      precedence_text: null,
      major: null,
      minor: null,
      patch: null,
      prerelease: [],
      build: [],
      is_prerelease: false,
      invalid: { reason: r.error.reason, offset: r.error.position, message: r.error.message },
    };
  }
  const v = r.version;
  return {
    valid: true,
    normalized: formatSemVer(v),
    precedence_text: formatPrecedence(v),
    major: String(v.major),
    minor: String(v.minor),
    patch: String(v.patch),
    prerelease: v.prerelease.map((p) => ({ value: p.value, kind: p.numeric ? ('numeric' as const) : ('alphanumeric' as const) })),
    build: [...v.build],
    is_prerelease: v.prerelease.length > 0,
    invalid: null,
  };
}
