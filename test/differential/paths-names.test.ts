// Differential tests, paths category (file names): path-validate, path-sanitize-filename and
// path-variables-expand against independent implementations on seeded names and paths.
//
// Oracles per tool:
//   path-validate  (1) sanitize-filename (npm): a single Windows name is valid exactly when
//                 sanitize-filename leaves it unchanged, on names of at most 80 code units (so its 255
//                 UTF-8 byte cut and our 255 UTF-16 code unit limit do not differ). Pinned, where
//                 Microsoft's "Naming Files, Paths, and Namespaces" is followed and sanitize-filename
//                 is not: C1 controls U+0080-U+009F are allowed (sanitize-filename removes them), case
//                 "rule 3, C1 controls ..."; COM0 and LPT0 are not reserved (sanitize-filename treats
//                 com[0-9] as reserved), case "rule 3, superscript COM¹ ..., COM0, COM10 and CONSOLE are
//                 not"; COM¹, COM², COM³, LPT¹, LPT², LPT³ are reserved (sanitize-filename misses them),
//                 same case; "Com1 .log" is reserved, spaces before the extension being stripped by
//                 Win32 (sanitize-filename misses it), case "rule 3, a reserved name with trailing
//                 spaces ...". Those inputs are left out of the comparison.
//                 (2) an independent reference written here with regular expressions from the same
//                 documentation (and the Linux NAME_MAX/PATH_MAX values for posix), on whole paths
//                 with roots, forbidden characters, device names and long names.
//   path-sanitize-filename  (1) sanitize-filename (npm) leaves every windows result unchanged (it is
//                 a name it would accept), outside the differences pinned for path-validate (C1 controls,
//                 COM0/LPT0; its own cut counts the same 255 UTF-8 bytes but not on grapheme boundaries,
//                 which our result already satisfies). (2) filenamify (npm) with replacement "_" and
//                 maxLength 255 gives the same name on names of at most 100 code units with no two
//                 forbidden characters side by side, no leading dot, no reserved device name and no C1,
//                 format or non-ASCII space character. Pinned: filenamify merges a run of forbidden
//                 characters into one replacement ("a??b" -> "a_b"), the contract replaces one for one
//                 (case "rule 2, every forbidden windows character ..."); filenamify treats COM0 as
//                 reserved (case "rule 4, COM0 and CONSOLE are not reserved"); filenamify and
//                 sanitize-filename miss "Com1 .log" (case "rule 4, Com1 with spaces ...").
import { spawnSync } from 'node:child_process';
import { expect } from 'chai';
import fc from 'fast-check';
import filenamify from 'filenamify';
import sanitize from 'sanitize-filename';
import { runTool } from '../support/direct.js';

type Problem = { code: string; segment_index: number | null; name: string | null; character: string | null };
type Validated = { valid: boolean; truncated: boolean; problems: Problem[] };

const nameChar = fc.constantFrom('a', 'B', 'c', 'o', 'n', 'N', 'u', 'l', 'x', '1', '9', '.', ' ', 'é', '😀', '<', ':', '"', '|', '?', '*', '\u0001', '\u001f', '\u007f');
const devicePrefix = fc.constantFrom('', '', 'con', 'CON', 'Nul', 'aux', 'prn', 'COM1', 'lpt9', 'com', 'LPT');
const nameArb = fc.tuple(devicePrefix, fc.array(nameChar, { maxLength: 12 })).map(([d, cs]) => d + cs.join('')).filter((s) => s.length > 0 && s.length <= 80);

/** Inputs where the contract follows Microsoft and sanitize-filename differs (pinned above). */
const pinnedDifference = (name: string) =>
  /[\u0080-\u009f]/.test(name) || /^(com|lpt)0( *\.|$)/i.test(name) || /^(com|lpt)[\u00b9\u00b2\u00b3]/i.test(name) || /^(con|prn|aux|nul|com[1-9]|lpt[1-9]) +(\.|$)/i.test(name) || name === '.' || name === '..';

describe('paths-names differential: path-validate against sanitize-filename', () => {
  it('a windows name is valid exactly when sanitize-filename keeps it', async () => {
    await fc.assert(
      fc.asyncProperty(nameArb, async (name) => {
        fc.pre(!pinnedDifference(name));
        const out = (await runTool('path-validate', { path: name, style: 'windows' })) as Validated;
        expect(out.valid, JSON.stringify(name)).to.equal(sanitize(name) === name);
      }),
      { numRuns: 600 },
    );
  });
});

// The reference: Microsoft's rules as regular expressions, one name at a time.
function referenceProblems(path: string, style: 'windows' | 'posix', longPaths: boolean): string[] {
  if (path === '') return ['empty'];
  const out: string[] = [];
  if (style === 'posix') {
    if (Buffer.byteLength(path, 'utf8') >= 4096) out.push('path_too_long');
    path
      .split('/')
      .filter((n) => n !== '')
      .forEach((n, i) => {
        if (n === '.' || n === '..') return;
        if (n.includes('\0')) out.push(`forbidden_character@${i}`);
        if (Buffer.byteLength(n, 'utf8') > 255) out.push(`name_too_long@${i}`);
      });
    return out;
  }
  const m = /^(?:[A-Za-z]:|[\\/][\\/][^\\/]+[\\/][^\\/]+)?/.exec(path)!;
  if (path.length > (longPaths ? 32767 : 259)) out.push('path_too_long');
  path
    .slice(m[0].length)
    .split(/[\\/]/)
    .filter((n) => n !== '')
    .forEach((n, i) => {
      if (n === '.' || n === '..') return;
      if (/[<>:"|?*]/.test(n) || [...n].some((c) => c.charCodeAt(0) < 0x20)) out.push(`forbidden_character@${i}`);
      if (/^(con|prn|aux|nul|com[1-9\u00b9\u00b2\u00b3]|lpt[1-9\u00b9\u00b2\u00b3]) *(\.|$)/i.test(n)) out.push(`reserved_name@${i}`);
      if (/[. ]$/.test(n)) out.push(`trailing_dot_or_space@${i}`);
      if (n.length > 255) out.push(`name_too_long@${i}`);
    });
  return out;
}

describe('paths-names differential: path-validate against a reference from the documentation', () => {
  const longName = fc.integer({ min: 250, max: 260 }).map((k) => 'y'.repeat(k));
  const wideName = fc.integer({ min: 120, max: 130 }).map((k) => 'é'.repeat(k));
  const segArb = fc.oneof({ weight: 6, arbitrary: nameArb }, { weight: 1, arbitrary: longName }, { weight: 1, arbitrary: wideName }, { weight: 1, arbitrary: fc.constantFrom('.', '..', 'COM\u00b2.x', 'a\u0000b') });
  it('agrees on whole windows and posix paths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('', 'C:\\', 'c:', '\\', '\\\\srv\\share\\', '//srv/share/', '/'),
        fc.array(segArb, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('\\', '/'),
        fc.constantFrom('windows', 'posix') as fc.Arbitrary<'windows' | 'posix'>,
        fc.boolean(),
        async (root, names, sep, style, longPaths) => {
          const path = style === 'posix' ? root.replace(/\\/g, '/').replace(/^c:/, '') + names.join('/') : root + names.join(sep);
          const out = (await runTool('path-validate', { path, style, long_paths: longPaths })) as Validated;
          const got = out.problems.map((p) => (p.segment_index === null ? p.code : `${p.code}@${p.segment_index}`));
          expect(got, JSON.stringify(path)).to.deep.equal(referenceProblems(path, style, longPaths));
        },
      ),
      { numRuns: 500 },
    );
  });
});

type Expanded = { path: string; used: string[]; undefined: string[] };
type Sanitized = { name: string; changed: boolean; changes: { change: string; count: number }[] };

describe('paths-names differential: path-sanitize-filename against sanitize-filename and filenamify', () => {
  const piece = fc.constantFrom('a', 'Z', '.', ' ', ':', '?', '<', '|', '\u0001', 'é', '😀', 'CON', 'nul', 'com1', 'x'.repeat(40), 'ü'.repeat(30));
  const nameArb = fc.array(piece, { maxLength: 16 }).map((p) => p.join(''));
  it('sanitize-filename accepts every windows result', async () => {
    await fc.assert(
      fc.asyncProperty(nameArb, async (name) => {
        const out = (await runTool('path-sanitize-filename', { name })) as Sanitized;
        fc.pre(!pinnedDifference(out.name));
        expect(sanitize(out.name), JSON.stringify(name)).to.equal(out.name);
      }),
      { numRuns: 500 },
    );
  });
  it('filenamify gives the same name where neither merges runs nor sees a reserved name', async () => {
    await fc.assert(
      fc.asyncProperty(nameArb, async (name) => {
        fc.pre(name.length <= 100 && !/[<>:"/\\|?*]{2}/.test([...name].map((c) => (c.charCodeAt(0) < 0x20 ? '?' : c)).join('')) && !name.startsWith('.') && !/[. ]$/.test(name));
        fc.pre(!/^(con|prn|aux|nul|com[0-9]|lpt[0-9]) *(\.|$)/i.test(name));
        const out = (await runTool('path-sanitize-filename', { name })) as Sanitized;
        fc.pre(out.name !== 'unnamed');
        expect(out.name, JSON.stringify(name)).to.equal(filenamify(name, { replacement: '_', maxLength: 255 }));
      }),
      { numRuns: 500 },
    );
  });
});

// path-variables-expand: Python's posixpath.expandvars and expanduser, and ntpath.expandvars
// (CPython's standard library; one python3 run per test with every sampled input, skipped when
// python3 is absent), with os.environ replaced by the variables and HOME by `home`, and
// on_undefined keep (Python leaves an unknown reference as written). Pinned: a home ending in "/" is
// put in as given (POSIX: the tilde-prefix is replaced by the value of HOME; Python's expanduser strips
// the trailing "/", "~/x" with home "/" giving "/x"), case "rule 2, home is put in as given"; "$5" and
// other positional parameters are not names (Python's \w takes "5"; both then keep it undefined).
const PY_EXPAND = `
import json, os, sys, posixpath, ntpath
out = []
for c in json.load(sys.stdin):
    os.environ.clear()
    os.environ.update(c['variables'])
    if c['style'] == 'posix':
        os.environ['HOME'] = c['home']
        p = posixpath.expanduser(c['path']) if c['path'].startswith('~') else c['path']
        # expandvars after expanduser, as one pass would: the home text holds no $
        out.append(posixpath.expandvars(p))
    else:
        out.append(ntpath.expandvars(c['path']))
print(json.dumps(out))
`;
import { hasProgram } from './support/programs.js';

describe('paths-names differential: path-variables-expand against Python expandvars and expanduser', () => {
  const upperName = fc.constantFrom('A', 'B', 'HOME2', 'X_1', 'LONG_NAME');
  const values = fc.dictionary(upperName, fc.constantFrom('', '/v', 'C:\\x', 'é😀', 'abc'), { minKeys: 0, maxKeys: 5 });
  it('agrees on posix paths with ~, $NAME and ${NAME}', async function () {
    const lit = fc.constantFrom('a', '/', '.', 'é', '-', ' ', '$', '$/', '~');
    const part = fc.oneof(lit, upperName.map((n) => `$${n}`), upperName.map((n) => `\${${n}}`));
    const samples = fc.sample(
      fc.record({ variables: values, home: fc.constantFrom('/home/ada', '/h'), tilde: fc.constantFrom('', '~', '~/'), parts: fc.array(part, { maxLength: 8 }) }),
      { numRuns: 400, seed: 7 },
    )
      // Python's \w takes a following letter or digit into the name ($A + "a" is $Aa); keep names delimited.
      .map((s) => ({ style: 'posix', variables: s.variables, home: s.home, path: s.tilde + s.parts.join('/') }))
      .filter((s) => !s.path.startsWith('~~') && !/^~[^/]/.test(s.path));
    if (!hasProgram('python3')) this.skip();
    const py = spawnSync('python3', ['-c', PY_EXPAND], { input: JSON.stringify(samples), encoding: 'utf8' });
    if (py.status !== 0) throw new Error(`python3 failed: ${py.stderr}`);
    const expected = JSON.parse(py.stdout) as string[];
    for (const [i, s] of samples.entries()) {
      const out = (await runTool('path-variables-expand', { ...s, on_undefined: 'keep' })) as Expanded;
      expect(out.path, JSON.stringify(s)).to.equal(expected[i]);
    }
  });
  it('agrees on windows paths with %NAME% and %%', async function () {
    const lit = fc.constantFrom('a', '\\', '.', 'é', '-', ' ', 'C:');
    const part = fc.oneof(lit, upperName.map((n) => `%${n}%`), fc.constant('%%'));
    const samples = fc
      .sample(fc.record({ variables: values, parts: fc.array(part, { maxLength: 8 }), tail: fc.constantFrom('', '%', '%rest') }), { numRuns: 400, seed: 11 })
      .map((s) => ({ style: 'windows', variables: s.variables, path: s.parts.join('\\') + s.tail }));
    if (!hasProgram('python3')) this.skip();
    const py = spawnSync('python3', ['-c', PY_EXPAND], { input: JSON.stringify(samples), encoding: 'utf8' });
    if (py.status !== 0) throw new Error(`python3 failed: ${py.stderr}`);
    const expected = JSON.parse(py.stdout) as string[];
    for (const [i, s] of samples.entries()) {
      const out = (await runTool('path-variables-expand', { ...s, on_undefined: 'keep' })) as Expanded;
      expect(out.path, JSON.stringify(s)).to.equal(expected[i]);
    }
  });
});
