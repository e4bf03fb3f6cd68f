// publicsuffix/list tests/test_psl.txt (commit e8c9a2b, the snapshot's own commit), every line run
// against domain-registrable-parse. checkPublicSuffix(host, expected): expected is the registrable
// domain, in the form the host was written (Unicode hosts expect Unicode), or null when there is
// none. The file's null host and its invalid hosts (a leading dot) are read as refusals: the tool
// answers invalid_input where the suite expects null (contract rule 7).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { outcome } from '../support/direct.js';
import { repoRoot } from '../support/contracts.js';

type Check = { host: string | null; expected: string | null; line: number };

function readChecks(): Check[] {
  const text = readFileSync(join(repoRoot, 'test', 'fixtures', 'net', 'test_psl.txt'), 'utf8');
  const arg = String.raw`(null|'[^']*')`;
  const pattern = new RegExp(String.raw`^checkPublicSuffix\(${arg}, ${arg}\);$`);
  const checks: Check[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line.startsWith('checkPublicSuffix')) return;
    const m = pattern.exec(line);
    if (!m) throw new Error(`test_psl.txt line ${i + 1} not understood: ${line}`);
    const value = (s: string): string | null => (s === 'null' ? null : s.slice(1, -1));
    checks.push({ host: value(m[1]!), expected: value(m[2]!), line: i + 1 });
  });
  return checks;
}

describe('domain-registrable-parse against test_psl.txt', () => {
  const checks = readChecks();
  it('reads every check of the file', () => {
    expect(checks.length).to.be.greaterThan(70);
  });
  it('gives the expected registrable domain for every line', async () => {
    for (const { host, expected, line } of checks) {
      const result = await outcome('domain-registrable-parse', { host });
      if (!result.ok) {
        // only the file's null host and its invalid (leading-dot) hosts may be refused
        expect([expected, host === null || host.startsWith('.')], `line ${line}: ${host} refused (${result.code})`).to.deep.equal([null, true]);
        continue;
      }
      const { registrable_domain: ascii, registrable_domain_unicode: unicode } = result.value;
      if (expected === null) expect(ascii, `line ${line}: ${host}`).to.equal(null);
      else expect([ascii, unicode], `line ${line}: ${host}`).to.include(expected);
    }
  });
});
