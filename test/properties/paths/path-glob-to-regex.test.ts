import { expect } from 'chai';
import fc from 'fast-check';
import { RE2JS } from 're2js';
import { runTool } from '../../support/direct.js';

type Converted = { regex: string; flags: string; alternatives: number };
const tok = fc.constantFrom('a', 'b', '*', '?', '[ab]', '[!a]', '[.a]', '.', 'A', '{a,b}', '{,a}', 'a*', '*b', '\\*', '[^b-c]', 'é');
const seg = fc.oneof({ weight: 1, arbitrary: fc.constant('**') }, { weight: 4, arbitrary: fc.array(tok, { minLength: 0, maxLength: 3 }).map((t) => t.join('')) });
const patArb = fc.array(seg, { minLength: 1, maxLength: 4 }).map((s) => s.join('/'));
const pathArb = fc
  .array(fc.constantFrom('a', 'b', 'ab', '.a', 'ba', '.', '..', '', 'A', '*', 'a.', '..a', 'é', 'É', '😀'), { minLength: 1, maxLength: 4 })
  .map((s) => s.join('/'));

describe('path-glob-to-regex properties', () => {
  it('the re2 and ecmascript regexes accept exactly the paths path-glob-match accepts', async () => {
    await fc.assert(
      fc.asyncProperty(patArb, fc.array(pathArb, { minLength: 1, maxLength: 5 }), fc.boolean(), fc.boolean(), async (pattern, paths, dot, ci) => {
        const re2 = (await runTool('path-glob-to-regex', { pattern, flavor: 're2', dot, case_insensitive: ci })) as Converted;
        const es = (await runTool('path-glob-to-regex', { pattern, flavor: 'ecmascript', dot, case_insensitive: ci })) as Converted;
        expect(re2.flags).to.equal('');
        const r2 = RE2JS.compile(re2.regex);
        const js = new RegExp(es.regex, es.flags);
        for (const path of paths) {
          const want = ((await runTool('path-glob-match', { path, pattern, dot, case_insensitive: ci })) as { matched: boolean }).matched;
          expect(r2.matches(path), `re2 ${pattern} ${path}`).to.equal(want);
          expect(js.test(path), `ecmascript ${pattern} ${path}`).to.equal(want);
        }
      }),
      { numRuns: 400 },
    );
  });
  it('the pcre regex is the re2 one (same escapes and anchors) and uses no lookaround or backreference', async () => {
    await fc.assert(
      fc.asyncProperty(patArb, fc.boolean(), async (pattern, dot) => {
        const re2 = (await runTool('path-glob-to-regex', { pattern, dot })) as Converted;
        const pcre = (await runTool('path-glob-to-regex', { pattern, dot, flavor: 'pcre' })) as Converted;
        expect(pcre.regex).to.equal(re2.regex);
        expect(pcre.flags).to.equal('u');
        expect(re2.regex).not.to.match(/\(\?[=!<]|\\[1-9]/);
      }),
      { numRuns: 200 },
    );
  });
});
