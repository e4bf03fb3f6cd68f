import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Expanded = { path: string; used: string[]; undefined: string[] };

const varName = fc.constantFrom('A', 'B', 'HOME', 'x_1', '_', 'Long_Name9');
const value = fc.constantFrom('', '/v', 'C:\\x', '$A', '%B%', '~', 'é😀');
const literal = fc.constantFrom('a', '/', '\\', '.', 'é', '-', ' ');

describe('path-variables-expand properties', () => {
  it('posix: a template of literals and ${NAME} references expands to the concatenation', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(varName, value), fc.array(fc.oneof(literal.map((l) => ({ l })), varName.map((n) => ({ n }))), { maxLength: 12 }), async (vars, parts) => {
        const path = parts.map((p) => ('l' in p ? p.l : `\${${p.n}}`)).join('');
        const expectedUndefined = parts.some((p) => 'n' in p && !Object.hasOwn(vars, p.n));
        const run = runTool('path-variables-expand', { path, style: 'posix', variables: vars });
        if (expectedUndefined) {
          await run.then(
            () => expect.fail('expected an error'),
            (e: { code?: string }) => expect(e.code).to.equal('invalid_input'),
          );
          return;
        }
        const out = (await run) as Expanded;
        expect(out.path).to.equal(parts.map((p) => ('l' in p ? p.l : vars[p.n]!)).join(''));
        expect(out.used).to.deep.equal([...new Set(parts.flatMap((p) => ('n' in p ? [p.n] : [])))]);
      }),
      { numRuns: 300 },
    );
  });
  it('windows: names match ignoring ASCII case, and keep is the identity when nothing is defined', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.oneof(literal, varName.map((n) => `%${n}%`), varName.map((n) => `%${n.toLowerCase()}%`)), { maxLength: 10 }), async (parts) => {
        const path = parts.join('');
        const kept = (await runTool('path-variables-expand', { path, style: 'windows', on_undefined: 'keep' })) as Expanded;
        expect(kept.path).to.equal(path);
        const vars = Object.fromEntries(['A', 'B', 'HOME', 'X_1', '_', 'LONG_NAME9'].map((n) => [n, `<${n}>`]));
        const out = (await runTool('path-variables-expand', { path, style: 'windows', variables: vars })) as Expanded;
        expect(out.path).to.equal(path.replace(/%([^%]+)%/g, (_, n: string) => `<${n.toUpperCase()}>`));
        expect(out.undefined).to.deep.equal([]);
      }),
      { numRuns: 300 },
    );
  });
});
