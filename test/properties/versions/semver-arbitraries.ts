// Generators for SemVer 2.0.0 versions and node-semver ranges, from their grammars (shared by the
// semver-* property tests and test/differential/versions-semver.test.ts).
import fc from 'fast-check';

const small = fc.oneof(fc.constantFrom('0', '1', '2', '3', '10', '11'), fc.integer({ min: 0, max: 999 }).map(String));
export const numericId = small;
const alnumChar = fc.constantFrom(...'abcxyzABZ-019'.split(''));
export const alphanumericId = fc
  .array(alnumChar, { minLength: 1, maxLength: 5 })
  .map((cs) => cs.join(''))
  .filter((s) => /[^0-9]/.test(s));
export const prereleaseId = fc.oneof(numericId, alphanumericId, fc.constantFrom('alpha', 'beta', 'rc', '0', '1'));
export const buildId = fc.oneof(fc.array(alnumChar, { minLength: 1, maxLength: 4 }).map((c) => c.join('')), fc.constantFrom('001', 'build', 'sha'));

/** A valid SemVer 2.0.0 text (prerelease and build optional). */
export const versionArb = fc
  .tuple(
    fc.constantFrom('0', '1', '2', '3'),
    fc.constantFrom('0', '1', '2', '10'),
    fc.constantFrom('0', '1', '2', '9'),
    fc.option(fc.array(prereleaseId, { minLength: 1, maxLength: 3 }), { nil: undefined, freq: 2 }),
    fc.option(fc.array(buildId, { minLength: 1, maxLength: 2 }), { nil: undefined, freq: 3 }),
  )
  .map(([M, m, p, pre, build]) => `${M}.${m}.${p}${pre ? `-${pre.join('.')}` : ''}${build ? `+${build.join('.')}` : ''}`);

/** Valid versions and near misses (leading zeros, missing parts, prefixes, bad characters). */
export const versionishArb = fc.oneof(
  { weight: 3, arbitrary: versionArb },
  {
    weight: 1,
    arbitrary: fc.tuple(versionArb, fc.constantFrom('v', '=', ' ', '0', '.', '-', '+', '..', '01', 'é', '_', '')).chain(([v, junk]) =>
      fc.integer({ min: 0, max: v.length }).map((i) => v.slice(0, i) + junk + v.slice(i)),
    ),
  },
);

const xr = fc.oneof({ weight: 4, arbitrary: fc.constantFrom('0', '1', '2', '3') }, { weight: 1, arbitrary: fc.constantFrom('x', 'X', '*') });
/** A partial version of the range grammar: 1 to 3 parts, x only after numbers, prerelease on full ones. */
export const partialArb = fc
  .tuple(xr, fc.option(xr, { nil: undefined }), fc.option(xr, { nil: undefined }), fc.option(fc.array(prereleaseId, { minLength: 1, maxLength: 2 }), { nil: undefined, freq: 3 }))
  .map(([M, m, p, pre]) => {
    const parts = [M];
    if (m !== undefined) {
      parts.push(m);
      if (p !== undefined) parts.push(p);
    }
    // no number after an x
    for (let i = 1; i < parts.length; i++) if (/[xX*]/.test(parts[i - 1]!)) parts[i] = 'x';
    const full = parts.length === 3 && !parts.some((q) => /[xX*]/.test(q));
    return parts.join('.') + (full && pre ? `-${pre.join('.')}` : '');
  });
const op = fc.constantFrom('', '', '=', '<', '<=', '>', '>=', '~', '^', '~>', '>= ', '^ ');
export const simpleArb = fc.tuple(op, partialArb).map(([o, p]) => o + p);
const fullVersion = versionArb.map((v) => v.replace(/\+.*$/, ''));
const setArb = fc.oneof(
  { weight: 4, arbitrary: fc.array(simpleArb, { minLength: 1, maxLength: 3 }).map((s) => s.join(' ')) },
  { weight: 1, arbitrary: fc.tuple(fc.oneof(partialArb, fullVersion), fc.oneof(partialArb, fullVersion)).map(([a, b]) => `${a} - ${b}`) },
);
/** A range of the documented grammar: one to three sets joined by "||". */
export const rangeArb = fc.array(setArb, { minLength: 1, maxLength: 3 }).map((s) => s.join(' || '));
