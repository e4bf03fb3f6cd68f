// The programs some differential tests hold tools against: GNU diff, diff3 and patch, coreutils,
// grep, Perl, CPython, sh and bash. Outside CI a missing one skips the tests that need it; on CI
// (.ci/run sets CI=true and installs them) a missing one fails, so no oracle is silently dropped.
import { spawnSync } from 'node:child_process';

const found = new Map<string, boolean>();

export function hasProgram(name: string): boolean {
  let ok = found.get(name);
  if (ok === undefined) {
    ok = spawnSync('sh', ['-c', 'command -v "$1"', 'sh', name], { stdio: 'ignore' }).status === 0;
    found.set(name, ok);
  }
  if (!ok && process.env.CI) throw new Error(`${name} is not installed; .ci/run installs it for the differential tests`);
  return ok;
}
