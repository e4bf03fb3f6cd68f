// Differential tests, versions category, .env tools: dotenv-parse and dotenv-merge against the `dotenv`
// npm package itself (motdotla/dotenv 18.0.10, the version in package-lock; devDependency), whose README
// and `parse` define the flavour the contracts name, on seeded .env texts built from: keys (plain,
// dotted, dashed, digit-first, `__proto__`, `constructor`, integer-like), separators (`=`, ` = `,
// `: `), `export ` prefixes, unquoted values with blanks and `#`, single, double and backtick quoted
// values with inner quotes, the escapes \n \r \t \\ \", multiline quoted values, unclosed quotes,
// comment and blank lines, lines dotenv skips, CRLF and CR line ends, and repeated keys.
//
// Oracles per tool:
//   dotenv-parse  dotenv.parse(text) against the pairs with `duplicates: last_wins` folded into one
//                 object (the winner of each key), which is what parse returns: it assigns each pair
//                 into one object in turn, so inside one text the LAST value wins (dotenv's
//                 "first wins" applies only to `config`/`populate` across files and variables already
//                 set). Pinned, where dotenv's regex lets `\s` run over a line break (README: one
//                 KEY=VAL per line, "EMPTY=" is an empty string; the contract keeps a pair on its line):
//                 `A=` followed by a line starting with a quote gives A the next line's quoted text in
//                 dotenv, "" here, case "rule 2, an empty value does not take the next line's quoted
//                 text"; `KEY` alone followed by a line `=v` or `KEY:` followed by a line `v` gives
//                 KEY=v in dotenv, a skipped line here (same case). `__proto__=x` is dropped by
//                 dotenv's plain object (it sets the prototype), kept as data here, case "rule 7,
//                 __proto__ and integer-like keys are data". U+2028 and U+2029, which dotenv's regex
//                 treats as line ends for `^` and `$`, are left out of the generated texts: the
//                 contract reads only LF (and CR, CRLF) as line ends.
//   dotenv-merge  dotenv.populate(target, dotenv.parse(text), {override: true}) over the files in
//                 order, dotenv's own way to let later files win, against each variable's value; the
//                 winning file is the last file whose parse has the key. Same pins as dotenv-parse.
import { expect } from 'chai';
import dotenv from 'dotenv';
import fc from 'fast-check';
import { runTool } from '../support/direct.js';

const RUNS = 300;

type Pair = { key: string; value: string; line: number; wins: boolean };

const keyArb = fc.constantFrom('A', 'B', 'DB_HOST', 'a.b', 'x-y', '1X', '10', '2', '_', 'constructor', 'export', 'KEY_9');
const plainArb = fc.constantFrom('', 'v', 'hello world', ' spaced ', 'a#b', 'x # note', 'p@ss=w0rd', '$HOME/${USER}', 'tab\there', 'a\\nb', "it's", 'say "hi"', '"q"', "'s'", '`b`', '"open', '\\');
const innerArb = fc.constantFrom('', 'x', 'a b', '#not comment', 'line1\\nline2', 'cr\\r', 'tab\\t', 'back\\\\slash', 'esc\\"q', "single ' in", 'double " in', 'tick ` in', 'multi\nline', '  pad  ', 'x\\', 'x\\" # c');
const quoteArb = fc.constantFrom('"', "'", '`');
const valueArb = fc.oneof(
  plainArb,
  fc.tuple(quoteArb, innerArb, fc.constantFrom('', ' ', '  # trailing comment', ' junk')).map(([q, inner, tail]) => `${q}${inner}${q}${tail}`),
  fc.tuple(quoteArb, innerArb).map(([q, inner]) => `${q}${inner}`),
);
const pairLineArb = fc
  .tuple(fc.constantFrom('', '  ', 'export ', ' export  '), keyArb, fc.constantFrom('=', ' = ', '= ', ': '), valueArb)
  .map(([pre, key, sep, value]) => `${pre}${key}${sep}${value}`);
const otherLineArb = fc.constantFrom('', '   ', '# comment', '  # indented comment', 'not a pair', 'KEY value', '***', 'A : b');
const textArb = fc
  .tuple(fc.array(fc.oneof({ weight: 3, arbitrary: pairLineArb }, { weight: 1, arbitrary: otherLineArb }), { minLength: 1, maxLength: 8 }), fc.constantFrom('\n', '\r\n', '\r'), fc.boolean())
  .map(([lines, eol, final]) => lines.join(eol) + (final ? eol : ''))
  // pinned (header): an empty value or a lone key before a line that dotenv's \s would run into
  .filter((t) => !/(?:[=:][ \t]*|^[ \t]*[\w.-]+[ \t]*)(?:\r\n?|\n)\s*["'`=]/m.test(t.replace(/\r\n?/g, '\n')) && !/:(?:\r\n?|\n)/.test(t));

function winners(pairs: Pair[]): Map<string, string> {
  const m = new Map<string, string>();
  for (const p of pairs) if (p.wins) m.set(p.key, p.value);
  return m;
}

describe('versions differential: dotenv-parse against dotenv.parse', () => {
  it('the winning value of every key agrees, and no key is missing', async () => {
    await fc.assert(
      fc.asyncProperty(textArb, async (text) => {
        const out = (await runTool('dotenv-parse', { text })) as { pairs: Pair[] };
        const ours = winners(out.pairs);
        const theirs = dotenv.parse(text);
        const theirKeys = Object.keys(theirs);
        expect([...ours.keys()].sort(), JSON.stringify(text)).to.deep.equal(theirKeys.sort());
        for (const k of theirKeys) expect(ours.get(k), `${k} in ${JSON.stringify(text)}`).to.equal(theirs[k]);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('versions differential: dotenv-merge against dotenv.populate with override', () => {
  it('values and winning files agree', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(textArb, { minLength: 1, maxLength: 4 }), async (texts) => {
        const files = texts.map((text, i) => ({ name: `f${i}`, text }));
        const out = (await runTool('dotenv-merge', { files })) as { variables: { key: string; value: string; file_index: number }[] };
        const target: Record<string, string> = {};
        const lastFile = new Map<string, number>();
        texts.forEach((t, i) => {
          const parsed = dotenv.parse(t);
          dotenv.populate(target, parsed, { override: true });
          for (const k of Object.keys(parsed)) lastFile.set(k, i);
        });
        expect(out.variables.map((v) => v.key).sort()).to.deep.equal(Object.keys(target).sort());
        for (const v of out.variables) {
          expect(v.value, v.key).to.equal(target[v.key]);
          expect(v.file_index, v.key).to.equal(lastFile.get(v.key));
        }
      }),
      { numRuns: RUNS / 2 },
    );
  });
});
