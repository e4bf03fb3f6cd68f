// README's "Five minutes with curl", run verbatim: every curl command of the section is run by bash
// against a live server on an ephemeral port (make run's default address replaced by the server's)
// and its answer is held to the JSON block shown under it, so the walkthrough cannot rot.
import { expect } from 'chai';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './support/contracts.js';
import { startServer, type TestServer } from './support/server.js';

const run = promisify(execFile);
const SECTION = '## Five minutes with curl';
const DEFAULT_BASE = 'http://127.0.0.1:8080'; // make run: HOST 127.0.0.1, PORT 8080
/** A shown string that stands for any string (an id that differs per run, a long text). */
const ANY = '…';

type Step = { command: string; shown: string };

/** The section's steps: each ```sh block holds one curl command, answered by the ```json block after it. */
function walkthroughSteps(readme: string): Step[] {
  const start = readme.indexOf(`\n${SECTION}\n`);
  if (start < 0) throw new Error(`README has no "${SECTION}" section`);
  const end = readme.indexOf('\n## ', start + SECTION.length + 2);
  const section = readme.slice(start, end < 0 ? undefined : end);
  const blocks = [...section.matchAll(/^```(\w+)\n([\s\S]*?)^```$/gm)].map((m) => ({ lang: m[1]!, text: m[2]! }));
  const steps: Step[] = [];
  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.lang !== 'sh') continue;
    const next = blocks[i + 1];
    if (next?.lang !== 'json') throw new Error(`no json block after the command ${block.text.slice(0, 80)}`);
    steps.push({ command: block.text.trim(), shown: next.text });
  }
  return steps;
}

/**
 * Where `actual` departs from the shape shown: objects carry at least the members shown (a long
 * answer is shown in part), arrays at least the items shown, in order; "…" matches any string;
 * every other value is exact.
 */
function shapeFaults(shown: unknown, actual: unknown, at = ''): string[] {
  if (shown === ANY) return typeof actual === 'string' ? [] : [`${at || '/'}: expected a string, got ${JSON.stringify(actual)}`];
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${at || '/'}: expected an array, got ${JSON.stringify(actual)?.slice(0, 100)}`];
    if (actual.length < shown.length) return [`${at || '/'}: expected at least ${shown.length} items, got ${actual.length}`];
    return shown.flatMap((item, i) => shapeFaults(item, actual[i], `${at}/${i}`));
  }
  if (shown !== null && typeof shown === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return [`${at || '/'}: expected an object, got ${JSON.stringify(actual)?.slice(0, 100)}`];
    return Object.entries(shown).flatMap(([key, value]) =>
      Object.hasOwn(actual, key) ? shapeFaults(value, (actual as Record<string, unknown>)[key], `${at}/${key}`) : [`${at}/${key}: missing`]);
  }
  return Object.is(shown, actual) ? [] : [`${at || '/'}: expected ${JSON.stringify(shown)}, got ${JSON.stringify(actual)?.slice(0, 100)}`];
}

describe('README walkthrough (curl, verbatim)', () => {
  const steps = walkthroughSteps(readFileSync(join(repoRoot, 'README.md'), 'utf8'));
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(() => s.close());

  it('covers search, a contract, an execute, a batch with a binding and MCP (initialize and a tool call)', () => {
    const commands = steps.map((step) => step.command);
    const has = (test: (c: string) => boolean) => commands.some(test);
    expect(has((c) => c.includes('/v1/tools/search?q='))).to.equal(true);
    expect(has((c) => /\/v1\/tools\/[a-z0-9-]+\/versions\/[0-9.]+(\s|$)/.test(c))).to.equal(true);
    expect(has((c) => /\/versions\/[0-9.]+\/execute/.test(c))).to.equal(true);
    expect(has((c) => c.includes('/v1/execute-batch') && c.includes('"bindings"'))).to.equal(true);
    expect(has((c) => c.includes('/mcp') && c.includes('"initialize"'))).to.equal(true);
    expect(has((c) => c.includes('/mcp') && /"tools\/(call|list)"/.test(c))).to.equal(true);
  });

  it('every command is one curl call to make run\'s address that fails on a non-2xx answer', () => {
    for (const { command } of steps) {
      expect(command, command).to.match(/^curl /);
      expect(command.split(/\n(?!\s)/), `one command per block: ${command}`).to.have.length(1);
      expect(command, command).to.contain(DEFAULT_BASE);
      // curl exits 22 on a 4xx or 5xx answer: exit status 0 is a 2xx.
      expect(command, command).to.contain('--fail-with-body');
    }
  });

  for (const [i, step] of steps.entries()) {
    it(`step ${i + 1}: ${step.command.split('\n')[0]!.slice(0, 110)}`, async () => {
      const shown = JSON.parse(step.shown) as unknown;
      const command = step.command.split(DEFAULT_BASE).join(s.baseUrl);
      const { stdout } = await run('bash', ['-c', command], { timeout: 20_000, maxBuffer: 16 * 1024 * 1024 }).catch((e: { code?: number; stdout?: string; stderr?: string }) => {
        throw new Error(`curl exited ${e.code}: ${e.stderr ?? ''} ${(e.stdout ?? '').slice(0, 500)}`);
      });
      const actual = JSON.parse(stdout) as unknown;
      expect(shapeFaults(shown, actual), stdout.slice(0, 2000)).to.deep.equal([]);
    });
  }
});

describe('README walkthrough: the shape check', () => {
  it('holds subsets, prefixes, "…" and exact values', () => {
    expect(shapeFaults({ a: 1, b: [{ c: ANY }] }, { a: 1, z: 2, b: [{ c: 'x', d: 1 }, { c: 'y' }] })).to.deep.equal([]);
    expect(shapeFaults({ a: 1 }, { a: 2 })).to.deep.equal(['/a: expected 1, got 2']);
    expect(shapeFaults({ a: ANY }, { a: 3 })).to.deep.equal(['/a: expected a string, got 3']);
    expect(shapeFaults({ a: [1, 2] }, { a: [1] })).to.deep.equal(['/a: expected at least 2 items, got 1']);
    expect(shapeFaults({ a: {} }, { b: 1 })).to.deep.equal(['/a: missing']);
    expect(shapeFaults([{ a: 1 }], { a: 1 })).to.have.length(1);
  });

  it('reads steps as the README writes them, and refuses a command without its answer', () => {
    const readme = `x\n${SECTION}\n\n\`\`\`sh\ncurl -sS a \\\n  -d '{}'\n\`\`\`\n\n\`\`\`json\n{"a": 1}\n\`\`\`\n\n## Next\n\n\`\`\`sh\ncurl b\n\`\`\`\n`;
    expect(walkthroughSteps(readme)).to.deep.equal([{ command: "curl -sS a \\\n  -d '{}'", shown: '{"a": 1}\n' }]);
    expect(() => walkthroughSteps(`\n${SECTION}\n\n\`\`\`sh\ncurl a\n\`\`\`\n`)).to.throw(/no json block/);
  });
});
