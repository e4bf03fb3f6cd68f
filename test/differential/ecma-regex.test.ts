// Differential test, json category: the patterns json-schema-validate runs in RE2 after translating
// ECMAScript syntax (impl/json/lib/ecma-regex-re2.ts) against V8's own ECMAScript engine, the
// reference for what an ECMA-262 pattern means (u flag). Patterns come from a grammar of the places
// where the two syntaxes differ (`.`, `\s`, `\S`, `\u` escapes and surrogate pairs, `[^]`, `\p{...}`,
// classes holding them) plus ordinary regex structure; texts from an alphabet of the characters those
// constructs disagree on (line terminators, Unicode spaces, astral letters). Both run on short texts,
// so V8's backtracking stays cheap here.
import { expect } from 'chai';
import fc from 'fast-check';
import { compileLinear } from '../../impl/json/lib/ecma-regex-re2.js';

const ALPHABET = ['a', 'b', 'Z', '0', '7', '_', ' ', '\t', '\n', '\r', '\u000b', '\u00a0', '\u0085', '\u1680', '\u2003', '\u2028', '\u2029', '\u202f', '\u3000', '\ufeff', 'é', 'Ω', 'ж', '\u{1F600}', '\u{10400}', '\u0000', '-', '.', '[', ']'];

const ATOMS = [
  'a', 'b', 'é', '\\.', '[\\-a]', '.', '\\s', '\\S', '\\d', '\\D', '\\w', '\\W', '[^]', '\\u00e9', '\\u{1F600}', '\\ud83d\\ude00',
  '\\u2028', '\\n', '\\r', '\\t', '\\v', '\\0', '\\cJ', '\\x41', '\\p{L}', '\\p{Lu}', '\\p{Letter}', '\\P{L}', '\\p{Zs}', '\\p{Script=Greek}',
  '\\p{sc=Cyrillic}', '\\p{gc=Nd}', '\\p{Any}', '\\p{ASCII}', '\\P{ASCII}', '[a-c]', '[^a]', '[\\s]', '[\\S]', '[^\\s]', '[\\sa]', '[\\S\\d]',
  '[\\w.]', '[\\u00e0-\\u00ff]', '[\\p{L}0-9]', '[^\\p{L}]', '[.\\]]', '[\\b]', '\\b', '\\B', '[\\u{1F600}-\\u{1F64F}]',
];
const QUANTIFIERS = ['', '', '', '*', '+', '?', '{2}', '{1,3}', '{0,}', '*?', '+?'];

function isEcmaScript(pattern: string): boolean {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

const patternArb: fc.Arbitrary<string> = fc.letrec<{ seq: string; term: string }>((tie) => ({
  term: fc.oneof(
    { weight: 6, arbitrary: fc.tuple(fc.constantFrom(...ATOMS), fc.constantFrom(...QUANTIFIERS)).map(([a, q]) => a + q) },
    { weight: 1, arbitrary: fc.tuple(tie('seq'), tie('seq'), fc.constantFrom('(', '(?:'), fc.constantFrom(...QUANTIFIERS)).map(([x, y, open, q]) => `${open}${x}|${y})${q}`) },
  ),
  seq: fc.array(tie('term'), { minLength: 1, maxLength: 3 }).map((t) => t.join('')),
})).seq
  .chain((body) => fc.tuple(fc.constantFrom('', '^'), fc.constantFrom('', '$')).map(([s, e]) => `${s}${body}${e}`))
  .filter(isEcmaScript); // a quantified assertion (`\\b*`) is a syntax error: covered by the contract's invalid_pattern case

const textArb = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 8 }).map((cs) => cs.join(''));

describe('differential: ECMAScript patterns run in RE2 against V8', () => {
  it('every generated pattern matches the same texts as V8 (u flag)', () => {
    fc.assert(
      fc.property(patternArb, fc.array(textArb, { minLength: 1, maxLength: 8 }), (pattern, texts) => {
        const native = new RegExp(pattern, 'u');
        const linear = compileLinear(pattern);
        for (const text of texts) expect(linear.test(text), `${pattern} on ${JSON.stringify(text)}`).to.equal(native.test(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('translates every construct of the alphabet alone, against every character', () => {
    for (const atom of ATOMS) {
      const native = new RegExp(`^${atom}$`, 'u');
      const linear = compileLinear(`^${atom}$`);
      for (const ch of ALPHABET) expect(linear.test(ch), `${atom} on ${JSON.stringify(ch)}`).to.equal(native.test(ch));
    }
  });
});
