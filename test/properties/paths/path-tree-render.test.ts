import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';

type Out = { text: string; directories: number; files: number };
const run = async (input: Record<string, unknown>) => (await runTool('path-tree-render', input)) as Out;

const nameArb = fc.constantFrom('a', 'b', 'B', '.x', 'a b', 'é', 'c.txt', '😀', '-');
const pathArb = fc.tuple(fc.array(nameArb, { minLength: 1, maxLength: 4 }), fc.constantFrom('', '/')).map(([s, t]) => s.join('/') + t);
const listArb = fc.array(pathArb, { maxLength: 10 });

/** Every name path the list implies: each path and all its ancestors. */
function prefixes(paths: string[]): Set<string> {
  const out = new Set<string>();
  for (const p of paths) {
    const s = p.split('/').filter((x) => x !== '');
    for (let k = 1; k <= s.length; k++) out.add(s.slice(0, k).join('/'));
  }
  return out;
}

/** Reads an ASCII drawing back: the depth of a line is the column of its name over 4. */
function readBack(text: string): { paths: string[]; depths: number[] } {
  const lines = text.split('\n').slice(1, -1);
  const stack: string[] = [];
  const paths: string[] = [];
  const depths: number[] = [];
  for (const line of lines) {
    const at = line.search(/(\|-- |`-- )/);
    const depth = at / 4 + 1;
    stack.length = depth - 1;
    stack.push(line.slice(at + 4).replace(/\/$/, ''));
    paths.push(stack.join('/'));
    depths.push(depth);
  }
  return { paths, depths };
}

describe('path-tree-render properties', () => {
  it('the ASCII drawing reads back to exactly the names the paths imply, each once, and the counts add up', async () => {
    await fc.assert(
      fc.asyncProperty(listArb, fc.boolean(), async (paths, dirsFirst) => {
        const out = await run({ paths, charset: 'ascii', dirs_first: dirsFirst });
        const back = readBack(out.text);
        const want = prefixes(paths);
        expect(back.paths.length).to.equal(want.size);
        expect(new Set(back.paths)).to.deep.equal(want);
        expect(out.directories + out.files).to.equal(want.size);
      }),
      { numRuns: 200 },
    );
  });
  it('unicode and ascii drawings differ only in their connectors', async () => {
    await fc.assert(
      fc.asyncProperty(listArb, async (paths) => {
        const u = await run({ paths });
        const a = await run({ paths, charset: 'ascii' });
        expect(u.text.replaceAll('├── ', '|-- ').replaceAll('└── ', '`-- ').replaceAll('│   ', '|   ')).to.equal(a.text);
      }),
      { numRuns: 150 },
    );
  });
  it('max_depth n keeps exactly the lines of depth at most n', async () => {
    await fc.assert(
      fc.asyncProperty(listArb, fc.integer({ min: 1, max: 4 }), async (paths, n) => {
        const full = await run({ paths, charset: 'ascii' });
        const cut = await run({ paths, charset: 'ascii', max_depth: n });
        const lines = full.text.split('\n');
        const { depths } = readBack(full.text);
        const kept = [lines[0], ...lines.slice(1, -1).filter((_, i) => depths[i]! <= n), ''].join('\n');
        expect(cut.text).to.equal(kept);
      }),
      { numRuns: 150 },
    );
  });
  it('the order of the input paths does not change the drawing', async () => {
    await fc.assert(
      fc.asyncProperty(listArb, fc.boolean(), async (paths, dirsFirst) => {
        const a = await run({ paths, dirs_first: dirsFirst });
        const b = await run({ paths: [...paths].reverse(), dirs_first: dirsFirst });
        expect(b).to.deep.equal(a);
      }),
      { numRuns: 150 },
    );
  });
});
