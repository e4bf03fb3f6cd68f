// The API contracts (contracts/api) held to the tools' strictness: Ajv strict at generation, Redocly's
// recommended rules over openapi.json, 401 and 429 listed exactly where the runtime answers them, and
// SDK types a strict TypeScript client can use without casts.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'yaml';
import { ContractLintError, generate } from '../generator/generate.js';
import { lintApiFragments } from '../generator/emit/openapi.js';
import { listFiles, parseYamlFile, repoPath } from '../generator/read.js';
import { repoRoot } from './support/contracts.js';
import { startServer, type TestServer } from './support/server.js';
import { testConfig } from '../runtime/core/config.js';

const run = promisify(execFile);
type Obj = Record<string, any>;

const apiFragments = () =>
  listFiles(join(repoRoot, 'contracts', 'api'), '.yaml').map((file) => ({ file: repoPath(repoRoot, file), data: parseYamlFile(file) as Obj }));

/** The fragments with one file's text edited (the edit must apply). */
function fragmentsWith(file: string, from: string, to: string) {
  const text = readFileSync(join(repoRoot, file), 'utf8');
  expect(text, `${file} holds the text to edit`).to.contain(from);
  return apiFragments().map((f) => (f.file === file ? { file, data: parse(text.replace(from, to)) as Obj } : f));
}

const HEALTH_COMMIT = 'commit: { type: [string, "null"], description: "Deployed commit, null when unknown." }';

describe('API contracts: Ajv strict at generation', () => {
  it('accepts every fragment of contracts/api', () => {
    expect(lintApiFragments(apiFragments())).to.deep.equal([]);
  });

  it('an unquoted comma in a flow-mapping description (a stray keyword) is a problem naming file, place and keyword', () => {
    const problems = lintApiFragments(fragmentsWith('contracts/api/service.yaml', HEALTH_COMMIT, 'commit: { type: [string, "null"], description: Deployed commit, null when unknown }'));
    expect(problems).to.have.length(1);
    expect(problems[0]).to.contain('contracts/api/service.yaml: schema at /paths/~1health/get/responses/200/content/application~1json/schema');
    expect(problems[0]).to.contain('unknown keyword: "null when unknown"');
  });

  it('a fault in a component schema is reported once, where it is written, not at every $ref to it', () => {
    const sha = 'description: "SHA-256 of the result\'s canonical JSON (RFC 8785), lowercase hex." }';
    const problems = lintApiFragments(fragmentsWith('contracts/api/batch.yaml', sha, 'description: SHA-256 of the result\'s canonical JSON (RFC 8785), lowercase hex. }'));
    expect(problems).to.deep.equal([
      'contracts/api/batch.yaml: schema at /components/schemas/BatchReceipt does not compile under Ajv2020 strict: strict mode: unknown keyword: "lowercase hex."',
    ]);
  });

  it('a $ref to no component schema is a problem', () => {
    const problems = lintApiFragments(fragmentsWith('contracts/api/tools.yaml', '$ref: "#/components/schemas/ToolSummary"', '$ref: "#/components/schemas/ToolSumary"'));
    expect(problems).to.have.length(1);
    expect(problems[0]).to.match(/^contracts\/api\/tools\.yaml: schema at \/paths\/~1v1~1tools\/get\/.*\$ref #\/components\/schemas\/ToolSumary names no schema/);
  });

  it('generation fails on a stray keyword in an API fragment', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dts-api-lint-'));
    try {
      cpSync(join(repoRoot, 'contracts'), join(dir, 'contracts'), { recursive: true });
      const file = join(dir, 'contracts', 'api', 'service.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(HEALTH_COMMIT, 'commit: { type: [string, "null"], description: Deployed commit, null when unknown }'));
      const failure = await generate(dir).then(() => null, (e: unknown) => e);
      expect(failure).to.be.instanceOf(ContractLintError);
      expect((failure as ContractLintError).problems.join('\n')).to.contain('contracts/api/service.yaml: schema at /paths/~1health/');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const openapi = JSON.parse(readFileSync(join(repoRoot, 'generated', 'openapi.json'), 'utf8')) as Obj;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const isExecute = (path: string) => /^\/v1\/tools\/[^/]+\/versions\/[^/]+\/execute$/.test(path);
const SAMPLE_EXECUTE = '/v1/tools/adler32/versions/1.0.0/execute';

describe('openapi.json lists 401 and 429 exactly where the runtime answers them', () => {
  let s: TestServer;
  before(async () => {
    // One request a minute per client; each probe comes from its own address (X-Forwarded-For).
    s = await startServer({ trustProxy: true, quotas: { ...testConfig().quotas, enabled: true, requestsPerMinute: 1 } });
  });
  after(() => s.close());

  const operations = Object.entries(openapi.paths as Obj)
    .filter(([path]) => !isExecute(path) || path === SAMPLE_EXECUTE)
    .flatMap(([path, item]) => METHODS.filter((m) => m in item).map((method) => ({ path, method, responses: Object.keys(item[method].responses) })));
  let probe = 0;
  const send = (method: string, path: string, address: string, headers: Record<string, string> = {}) => {
    const url = s.baseUrl + path.replace('{code}', 'not_found').replace('{id}', 'adler32').replace('{version}', '1.0.0');
    return fetch(url, { method: method.toUpperCase(), headers: { 'X-Forwarded-For': address, ...headers } });
  };

  it('covers every documented path', () => {
    expect(operations.map((o) => o.path)).to.include.members(['/mcp', '/v1/me', SAMPLE_EXECUTE, '/health']);
  });

  for (const { path, method, responses } of operations) {
    it(`${method.toUpperCase()} ${path}`, async () => {
      probe++;
      const invalidKey = (await send(method, path, `10.1.${probe >> 8}.${probe & 255}`, { Authorization: 'Bearer dts_nope_nope' })).status;
      const address = `10.2.${probe >> 8}.${probe & 255}`;
      await send(method, path, address);
      const second = (await send(method, path, address)).status;
      expect({ 401: responses.includes('401'), 429: responses.includes('429') }, `runtime answered ${invalidKey} to an invalid key, ${second} to a second request in the minute`)
        .to.deep.equal({ 401: invalidKey === 401, 429: second === 429 });
    });
  }

  it('every tool execute path lists the responses of the one probed', () => {
    const sample = Object.keys(openapi.paths[SAMPLE_EXECUTE].post.responses);
    for (const [path, item] of Object.entries(openapi.paths as Obj)) if (isExecute(path)) expect(Object.keys(item.post.responses), path).to.deep.equal(sample);
  });
});

describe('openapi.json under Redocly CLI', () => {
  it('lints clean with the recommended rules (redocly.yaml)', async () => {
    const { stdout } = await run(join(repoRoot, 'node_modules', '.bin', 'redocly'), ['lint', 'generated/openapi.json', '--format=json'], {
      cwd: repoRoot,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }));
    const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string; location: { pointer: string }[] }[] };
    const found = report.problems.map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(found).to.deep.equal([]);
    expect(report.totals).to.include({ errors: 0, warnings: 0 });
  });
});

// Types only: a client of generated/sdk.ts through openapi-fetch, checked by tsc --strict.
const TYPED_CLIENT = `
import createClient from 'openapi-fetch';
import type { components, paths } from 'SDK';

const api = createClient<paths>({ baseUrl: 'http://127.0.0.1:8080' });

export async function cumulativeThenSum(): Promise<string | undefined> {
  const { data, error } = await api.POST('/v1/execute-batch', {
    body: {
      operations: [
        { id: 'array-integer-cumulative-sum', version: '1.0.0', input: { values: ['1', '2'] } },
        { id: 'array-integer-sum', version: '1.0.0', input: {}, bindings: [{ key: 'values', from: 0, path: '/values' }] },
      ],
    },
  });
  if (error) return error.code;
  const total: number = data.summary.total;
  return total > 1 ? data.results[1]?.execution_ref : undefined;
}

export async function requiredInputKeys(): Promise<string[]> {
  const { data, error } = await api.GET('/v1/tools/{id}/versions/{version}', { params: { path: { id: 'adler32', version: '1.0.0' } } });
  if (error) throw new Error(error.code);
  const required = data.input_schema['required'];
  return Array.isArray(required) ? required.filter((k): k is string => typeof k === 'string') : [];
}

// A contract's schema is an open JSON object, not Record<string, never>.
export const schema: components['schemas']['ToolContract']['input_schema'] = { type: 'object', required: ['text'] };

export const unknownField: paths['/v1/execute-batch']['post']['requestBody']['content']['application/json'] = {
  // @ts-expect-error: an operation is a closed object, so the body is really checked
  operations: [{ id: 'adler32', version: '1.0.0', input: {}, extra: true }],
};
`;

describe('generated/sdk.ts gives a strict TypeScript client usable types', () => {
  it('a batch with a binding and a contract\'s input_schema type-check under tsc --strict, without casts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dts-sdk-client-'));
    try {
      symlinkSync(join(repoRoot, 'node_modules'), join(dir, 'node_modules'));
      writeFileSync(join(dir, 'client.ts'), TYPED_CLIENT.replace("'SDK'", JSON.stringify(join(repoRoot, 'generated', 'sdk.js'))));
      const tsc = join(repoRoot, 'node_modules', 'typescript-native', 'bin', 'tsc'); // TypeScript 7, as make check
      const args = ['--strict', '--noEmit', '--target', 'es2022', '--lib', 'es2022,dom', '--module', 'esnext', '--moduleResolution', 'bundler', '--types', 'node', '--skipLibCheck', 'client.ts'];
      const result = await run(tsc, args, { cwd: dir }).then(() => ({ code: 0, stdout: '' }), (e: { code?: number; stdout?: string }) => ({ code: e.code, stdout: e.stdout ?? '' }));
      expect(result.stdout.trim(), 'tsc --strict over client.ts').to.equal('');
      expect(result.code).to.equal(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
