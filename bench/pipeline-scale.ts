// The pipeline at catalog size: today's contracts copied under new ids into a temporary tree until
// it holds 358 tools (each copy with its impl and property test renamed), then the steps of
// `make generate` and `make check` timed there and, for comparison, on the real tree.
// Usage: npx tsx bench/pipeline-scale.ts [--tools 358]   (never part of make test)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { listFiles } from '../generator/read.js';

const root = new URL('..', import.meta.url).pathname;
const toolsFlag = process.argv.indexOf('--tools');
const target = toolsFlag > 0 ? Number(process.argv[toolsFlag + 1]) : 358;

function syntheticTree(): { dir: string; tools: number } {
  const dir = mkdtempSync(join(tmpdir(), 'dts-scale-'));
  for (const part of ['contracts', 'generator', 'common', 'impl', 'generated', 'runtime', 'test', 'bench', 'scripts', 'migrations', 'Makefile', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'eslint.config.js']) {
    cpSync(join(root, part), join(dir, part), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const originals = listFiles(join(dir, 'contracts', 'tools'), '.yaml').filter((f) => !f.includes('/fixtures/'));
  let tools = originals.length;
  for (let copy = 2; tools < target; copy++) {
    for (const file of originals) {
      if (tools >= target) break;
      const text = readFileSync(file, 'utf8');
      const { id, category } = parse(text) as { id: string; category: string };
      const newId = `${id}-s${copy}`;
      const contractDir = join(dir, 'contracts', 'tools', category, newId);
      mkdirSync(contractDir, { recursive: true });
      writeFileSync(join(contractDir, '1.0.0.yaml'), text.replace(/^id: .*$/m, `id: ${newId}`));
      const fixtures = join(dirname(file), 'fixtures');
      if (existsSync(fixtures)) cpSync(fixtures, join(contractDir, 'fixtures'), { recursive: true });
      const impl = readFileSync(join(dir, 'impl', category, `${id}.ts`), 'utf8');
      writeFileSync(join(dir, 'impl', category, `${newId}.ts`), impl.replace(`/generated/tools/${category}/${id}.js'`, `/generated/tools/${category}/${newId}.js'`));
      const test = join(dir, 'test', 'properties', category, `${id}.test.ts`);
      if (existsSync(test)) {
        writeFileSync(join(dirname(test), `${newId}.test.ts`), readFileSync(test, 'utf8').replaceAll(`'${id}'`, `'${newId}'`).replaceAll(`/generated/tools/${category}/${id}.js'`, `/generated/tools/${category}/${newId}.js'`));
      }
      tools++;
    }
  }
  return { dir, tools };
}

function time(cwd: string, label: string, cmd: string): number {
  const t0 = process.hrtime.bigint();
  const r = spawnSync('bash', ['-c', cmd], { cwd, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } });
  const s = Number(process.hrtime.bigint() - t0) / 1e9;
  if (r.status !== 0) throw new Error(`${label} failed in ${cwd}:\n${r.stdout}\n${r.stderr}`);
  return s;
}

// The steps of `make check` (see Makefile).
const CHECK_STEPS = ['npx tsx generator/cli.ts --check', 'node node_modules/typescript-native/bin/tsc --noEmit -p tsconfig.json --singleThreaded', 'npx eslint --max-warnings 0 .'];

function measure(cwd: string): Record<string, number> {
  return {
    'make generate (clean: every validator compiled)': time(cwd, 'generate', 'npx tsx generator/cli.ts --no-cache'),
    'make generate (nothing changed)': time(cwd, 'generate', 'npx tsx generator/cli.ts'),
    'generate --check': time(cwd, 'check', 'npx tsx generator/cli.ts --check'),
    'tsc --noEmit (TypeScript 7, cold)': time(cwd, 'tsc', `rm -f dist/.tsbuildinfo && ${CHECK_STEPS[1]}`),
    'eslint (cold)': time(cwd, 'eslint', CHECK_STEPS[2]!),
    // What `make check` runs, side by side (make itself is not run in the copy: its install step
    // would run npm ci through the node_modules symlink).
    'make check (cold: eslint beside generate --check then tsc)': time(cwd, 'make check', `rm -f dist/.tsbuildinfo && ((${CHECK_STEPS[2]}) & (${CHECK_STEPS[0]} && ${CHECK_STEPS[1]}) & wait -n && wait -n)`),
  };
}

const real = measure(root);
const { dir, tools } = syntheticTree();
try {
  const big = measure(dir);
  const count = (JSON.parse(readFileSync(join(root, 'generated', 'catalog.json'), 'utf8')) as { tools: unknown[] }).tools.length;
  console.log(`| step | ${count} tools (this tree) | ${tools} tools (synthetic) |`);
  console.log('|---|---|---|');
  for (const k of Object.keys(real)) console.log(`| ${k} | ${real[k]!.toFixed(1)} s | ${big[k]!.toFixed(1)} s |`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
