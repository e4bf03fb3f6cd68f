// The SDK as a client gets it: packed with `npm pack`, installed into a scratch TypeScript project
// from tarballs only (npm --offline: its dependencies are packed from the repo's node_modules), type-
// checked under --strict with no cast (a search, an execute, a bound batch), run against a live server,
// and a file of wrong calls that must each fail tsc.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { startServer, type TestServer } from './support/server.js';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');
const TSC = join(ROOT, 'node_modules/typescript-native/bin/tsc');
const NPM_ENV = { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };

async function npm(cwd: string, ...args: string[]): Promise<string> {
  return (await run('npm', args, { cwd, env: NPM_ENV, maxBuffer: 1 << 24 })).stdout;
}

/** Packs `name` from the repo's node_modules and, transitively, what it depends on; returns the tarballs. */
async function packInstalled(name: string, into: string, seen = new Set<string>()): Promise<string[]> {
  if (seen.has(name)) return [];
  seen.add(name);
  const dir = join(ROOT, 'node_modules', name);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const own = (await npm(dir, 'pack', '--ignore-scripts', '--pack-destination', into)).trim().split('\n').pop()!;
  const deps = await Promise.all(Object.keys(manifest.dependencies ?? {}).map((d) => packInstalled(d, into, seen)));
  return [join(into, own), ...deps.flat()];
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true,
    lib: ['ES2023', 'DOM'], types: [], outDir: 'out', skipLibCheck: false,
  },
};

// The README's use, with the checks a client would write; no `as`, no `any`.
const MAIN = `import { bind, createClient, operation, type ProblemCode } from '@deterministic-tools/sdk';
declare const process: { argv: string[] };

const dts = createClient({ baseUrl: process.argv[2]!, retry: { maxAttempts: 3, maxWaitMs: 2000 } });

const found = await dts.search({ q: 'join two csv tables on a key column', limit: 3 });
if (found.error) throw new Error(found.error.code);
const ids: string[] = found.data.candidates.map((c) => c.id);

const joined = await dts.execute('csv-join', '1.0.0', {
  left: 'id,name\\n1,Ada\\n2,Lin\\n', right: 'id,city\\n1,Paris\\n', on: [{ left: 'id', right: 'id' }],
});
if (joined.error) throw new Error(joined.error.code);
const rows: number = joined.data.result.rows;

const batch = await dts.batch([
  operation('csv-join', '1.0.0', { left: 'id,a\\n1,x\\n', right: 'id,b\\n1,y\\n', on: [{ left: 'id', right: 'id' }], type: 'left' }),
  operation('csv-row-count', '1.0.0', {}, { bindings: [bind('csv', 0, '/csv')] }),
]);
if (batch.error) throw new Error(batch.error.code);
const [join, count] = batch.data.results;
const counted: number | undefined = count.result?.data_row_count;

const wrong = await dts.execute('csv-join', '1.0.0', { left: 'id\\n1\\n', right: 'id\\n1\\n', on: [{ left: 'no_such_column', right: 'id' }] });
const code: ProblemCode | 'unexpected_response' | undefined = wrong.error?.code;

console.log(JSON.stringify({ ids, rows, joinStatus: join.status, csv: join.result?.csv, counted, code, summary: batch.data.summary }));
`;

// Each line must fail tsc on its own (the checker reports every one).
const WRONG: [string, string][] = [
  ['a number for a string input', `await dts.execute('csv-join', '1.0.0', { left: 1, right: '', on: [{ left: 'a', right: 'a' }] });`],
  ['a missing required input', `await dts.execute('csv-join', '1.0.0', { left: '', on: [{ left: 'a', right: 'a' }] });`],
  ['an unknown input member', `await dts.execute('csv-row-count', '1.0.0', { csv: '', rows: 1 });`],
  ['an unknown version', `await dts.execute('csv-join', '9.9.9', { left: '', right: '', on: [{ left: 'a', right: 'a' }] });`],
  ['an unknown tool', `await dts.execute('no-such-tool', '1.0.0', {});`],
  ['a result member the output lacks', `const r = await dts.execute('csv-row-count', '1.0.0', { csv: '' }); if (r.data) r.data.result.rows;`],
  ['a bound key also in the input', `operation('csv-row-count', '1.0.0', { csv: 'x' }, { bindings: [bind('csv', 0, '/csv')] });`],
  ['a binding of a key the input lacks', `operation('csv-row-count', '1.0.0', {}, { bindings: [bind('nope', 0, '')] });`],
  ['a problem code that does not exist', `const e = await dts.stats(); if (e.error) { const c: 'rate_limited' | 'no_such_code' = e.error.code; }`],
];

describe('SDK: installed from a packed tarball into a scratch project', function () {
  this.timeout(120_000); // npm pack and install of four tarballs, two tsc runs (each a few seconds on a slow machine)
  let dir: string;
  let s: TestServer;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sdk-install-'));
    s = await startServer();
    // The package as `make sdk` builds it, compiled from the current sources into a copy.
    const pkg = join(dir, 'pkg');
    mkdirSync(pkg);
    cpSync(join(ROOT, 'sdk/package.json'), join(pkg, 'package.json'));
    await run('node', [TSC, '-p', join(ROOT, 'sdk/tsconfig.json'), '--outDir', join(pkg, 'dist')]);
    const tarballs = join(dir, 'tarballs');
    mkdirSync(tarballs);
    const sdk = (await npm(pkg, 'pack', '--ignore-scripts', '--pack-destination', tarballs)).trim().split('\n').pop()!;
    const deps = await packInstalled('openapi-fetch', tarballs);
    const app = join(dir, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }));
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ ...TSCONFIG, files: ['main.ts'] }));
    writeFileSync(join(app, 'main.ts'), MAIN);
    await npm(app, 'install', '--offline', '--ignore-scripts', join(tarballs, sdk), ...deps);
  });
  after(async () => {
    await s?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('installs only what a client needs: the package, openapi-fetch and its helper types', () => {
    const lock = JSON.parse(readFileSync(join(dir, 'app/package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    expect(Object.keys(lock.packages).filter(Boolean).sort()).to.deep.equal([
      'node_modules/@deterministic-tools/sdk', 'node_modules/openapi-fetch', 'node_modules/openapi-typescript-helpers',
    ]);
  });

  it('type-checks a search, an execute and a bound batch under --strict, and runs them against a live server', async () => {
    const { stdout: diagnostics } = await run('node', [TSC, '-p', '.', '--extendedDiagnostics'], { cwd: join(dir, 'app') }).catch((e: { stdout: string }) => {
      throw new Error(`tsc failed:\n${e.stdout}`);
    });
    // The checker's cost in counts, not seconds (the same on every machine): the tool map resolves
    // only the tools a file names. Measured: 79,789 types and 242,070 instantiations with TypeScript 7.0,
    // of which a file calling no tool needs 71,784 and 225,448 (openapi-fetch typing every path).
    const count = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)$`, 'm').exec(diagnostics)?.[1]);
    expect(count('Types')).to.be.within(1, 100_000);
    expect(count('Instantiations')).to.be.within(1, 300_000);
    const { stdout } = await run('node', ['out/main.js', s.baseUrl], { cwd: join(dir, 'app') });
    const out = JSON.parse(stdout) as Record<string, unknown>;
    expect(out.ids).to.include('csv-join');
    expect(out.rows).to.equal(1);
    expect(out.joinStatus).to.equal(200);
    expect(out.csv).to.equal('id,a,b\r\n1,x,y\r\n');
    expect(out.counted).to.equal(1);
    expect(out.code).to.equal('invalid_input');
    expect(out.summary).to.deep.equal({ total: 2, succeeded: 2, failed: 0, skipped: 0, results_omitted: [] });
  });

  it("type-checks the SDK examples of the READMEs (the repository's and the package's) as written", async () => {
    const app = join(dir, 'app');
    const files: string[] = [];
    for (const [name, path, heading] of [['readme', 'README.md', '\n## SDK\n'], ['package-readme', 'sdk/README.md', '']] as const) {
      const text = readFileSync(join(ROOT, path), 'utf8');
      const section = text.slice(text.indexOf(heading));
      const end = section.indexOf('\n## ', 1);
      const example = /```ts\n([\s\S]*?)```/.exec(end === -1 ? section : section.slice(0, end))?.[1];
      expect(example, `${path} has a \`\`\`ts block in its SDK section`).to.be.a('string');
      writeFileSync(join(app, `${name}.ts`), `declare const process: { env: Record<string, string | undefined> };\n${example}export {};\n`);
      files.push(`${name}.ts`);
    }
    writeFileSync(join(app, 'tsconfig.readme.json'), JSON.stringify({ ...TSCONFIG, compilerOptions: { ...TSCONFIG.compilerOptions, noEmit: true }, files }));
    await run('node', [TSC, '-p', 'tsconfig.readme.json'], { cwd: app }).catch((e: { stdout: string }) => {
      throw new Error(`a README example fails tsc:\n${e.stdout}`);
    });
  });

  it('rejects wrong calls at compile time, each on its own line', async () => {
    const app = join(dir, 'app');
    const head = `import { bind, createClient, operation } from '@deterministic-tools/sdk';\nconst dts = createClient({ baseUrl: 'http://127.0.0.1:1' });\n`;
    writeFileSync(join(app, 'wrong.ts'), head + WRONG.map(([, line]) => line).join('\n') + '\n');
    writeFileSync(join(app, 'tsconfig.wrong.json'), JSON.stringify({ ...TSCONFIG, compilerOptions: { ...TSCONFIG.compilerOptions, noEmit: true }, files: ['wrong.ts'] }));
    const failed = await run('node', [TSC, '-p', 'tsconfig.wrong.json'], { cwd: app }).then(() => null, (e: { stdout: string }) => e.stdout);
    expect(failed, 'tsc accepted every wrong call').to.be.a('string');
    const lines = new Set([...failed!.matchAll(/^wrong\.ts\((\d+),\d+\): error/gm)].map((m) => Number(m[1])));
    WRONG.forEach(([what], i) => expect(lines.has(i + 3), `${what} (line ${i + 3}) passed tsc:\n${failed}`).to.equal(true));
  });
});
