// uri-templates/uritemplate-test (commit 4171dac, Apache-2.0), all four files, every test case run
// against url-template-expand: spec-examples.json, spec-examples-by-section.json (RFC 6570's own
// examples), extended-tests.json and negative-tests.json. An expected string must be met exactly; a
// list of strings allows any one of them (associative arrays whose order the suite leaves open); false
// means the template must be refused (invalid_input, contract rule 6; a prefix on a composite value,
// rule 5). Variables are passed as the files give them: their objects are associative arrays taken in
// ECMAScript member order (contract rule 2), which the suite's alternatives cover.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { outcome } from '../support/direct.js';
import { repoRoot } from '../support/contracts.js';

type Group = { level?: number; variables: Record<string, unknown>; testcases: [string, string | string[] | false][] };
const FILES = ['spec-examples', 'spec-examples-by-section', 'extended-tests', 'negative-tests'] as const;

describe('url-template-expand against uritemplate-test', () => {
  for (const file of FILES) {
    it(`passes every case of ${file}.json`, async () => {
      const groups = JSON.parse(readFileSync(join(repoRoot, 'test', 'fixtures', 'net', `uritemplate-${file}.json`), 'utf8')) as Record<string, Group>;
      let count = 0;
      for (const [title, group] of Object.entries(groups)) {
        for (const [template, expected] of group.testcases) {
          const result = await outcome('url-template-expand', { template, variables: group.variables });
          const where = `${file} / ${title} / ${template}`;
          if (expected === false) {
            expect(result.ok ? result.value : result.code, where).to.equal('invalid_input');
            if (!result.ok) expect(result.pointer, where).to.equal('/template');
          } else {
            if (!result.ok) expect.fail(`${where}: refused with ${result.code}`);
            const uri = result.value.uri;
            expect(typeof expected === 'string' ? [expected] : expected, where).to.include(uri);
          }
          count++;
        }
      }
      expect(count).to.be.greaterThan(0);
    });
  }
});
