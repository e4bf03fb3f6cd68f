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

const pythons = new Map<string, string | null>();

/**
 * A CPython that imports `module`: python3 on PATH, else Debian's /usr/bin/python3 (where apt puts
 * python3-numpy when PATH leads to a pyenv interpreter without it); null when neither does. As with
 * hasProgram, a missing one fails on CI instead of skipping.
 */
export function pythonWith(module: string): string | null {
  let found = pythons.get(module);
  if (found === undefined) {
    found = ['python3', '/usr/bin/python3'].find((py) => spawnSync(py, ['-c', `import ${module}`], { stdio: 'ignore' }).status === 0) ?? null;
    pythons.set(module, found);
  }
  if (!found && process.env.CI) throw new Error(`no python3 imports ${module}; .ci/run installs python3-${module} for the differential tests`);
  return found;
}

/**
 * Runs `code` under the interpreter `py` (python3, or what pythonWith found) with `input` written to
 * stdin as JSON, and parses its stdout as JSON: one process for a whole sample. A non-zero exit fails
 * the test with Python's stderr.
 */
export function runPythonJson<T = unknown[]>(py: string, code: string, input: unknown): T {
  const r = spawnSync(py, ['-c', code], { input: JSON.stringify(input), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (r.status !== 0) throw new Error(`${py} failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as T;
}
