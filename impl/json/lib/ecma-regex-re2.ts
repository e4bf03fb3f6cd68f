// JSON Schema patterns are ECMA-262 regular expressions (with the u flag), and a backtracking engine
// can take exponential time on them (`a*a*a*a*a*b` against 100 "a"s took 31 s). They are run by
// RE2 (re2js, linear in the input) instead, after translating the ECMAScript syntax into RE2's
// where the two differ, so that a pattern means what ECMA-262 says:
//   - `.` excludes the four ECMAScript line terminators (RE2's excludes only LF);
//   - `\s` / `\S` are ECMAScript's white space and line terminators (RE2's are ASCII only);
//   - `\uXXXX` (surrogate pairs joined), `\u{...}`, `\cX`, `\0` become `\x{...}`;
//   - `[^]` (any character) and `[]` (nothing), `\b` inside a class (backspace), a literal `[` in a class;
//   - `\p{...}`: General_Category values by short or long name, `gc=`, `General_Category=`,
//     `sc=`/`Script=` with RE2's script names, `Any` and `ASCII`.
// What RE2 cannot run in linear time is refused: lookahead and lookbehind, backreferences, other
// Unicode properties, and repetition counts over 1000.
import { RE2JS } from 're2js';

export type Translation = { ok: true; source: string } | { ok: false; reason: string };

/** ECMAScript WhiteSpace and LineTerminator code points (ECMA-262 §12.2, §12.3), as ranges. */
const SPACE_RANGES: [number, number][] = [
  [0x09, 0x0d], [0x20, 0x20], [0xa0, 0xa0], [0x1680, 0x1680], [0x2000, 0x200a],
  [0x2028, 0x2029], [0x202f, 0x202f], [0x205f, 0x205f], [0x3000, 0x3000], [0xfeff, 0xfeff],
];

const hex = (cp: number) => `\\x{${cp.toString(16)}}`;
const rangeText = ([a, b]: [number, number]) => (a === b ? hex(a) : `${hex(a)}-${hex(b)}`);
const SPACE = SPACE_RANGES.map(rangeText).join('');
/** The complement of SPACE_RANGES over all code points, for `\S` inside a class. */
const NON_SPACE = (() => {
  const out: [number, number][] = [];
  let next = 0;
  for (const [a, b] of SPACE_RANGES) {
    if (a > next) out.push([next, a - 1]);
    next = b + 1;
  }
  out.push([next, 0x10ffff]);
  return out.map(rangeText).join('');
})();
const NOT_LINE_TERMINATOR = '[^\\n\\r\\x{2028}\\x{2029}]';

const CATEGORY_NAMES: Record<string, string> = {
  Letter: 'L', Uppercase_Letter: 'Lu', Lowercase_Letter: 'Ll', Titlecase_Letter: 'Lt', Modifier_Letter: 'Lm',
  Other_Letter: 'Lo', Mark: 'M', Combining_Mark: 'M', Nonspacing_Mark: 'Mn', Spacing_Mark: 'Mc',
  Enclosing_Mark: 'Me', Number: 'N', Decimal_Number: 'Nd', digit: 'Nd', Letter_Number: 'Nl', Other_Number: 'No',
  Punctuation: 'P', punct: 'P', Connector_Punctuation: 'Pc', Dash_Punctuation: 'Pd', Open_Punctuation: 'Ps',
  Close_Punctuation: 'Pe', Initial_Punctuation: 'Pi', Final_Punctuation: 'Pf', Other_Punctuation: 'Po',
  Symbol: 'S', Math_Symbol: 'Sm', Currency_Symbol: 'Sc', Modifier_Symbol: 'Sk', Other_Symbol: 'So',
  Separator: 'Z', Space_Separator: 'Zs', Line_Separator: 'Zl', Paragraph_Separator: 'Zp', Other: 'C',
  Control: 'Cc', cntrl: 'Cc', Format: 'Cf', Surrogate: 'Cs', Private_Use: 'Co', Unassigned: 'Cn',
};
const SHORT_CATEGORIES = new Set(Object.values(CATEGORY_NAMES));

/** RE2's `\p{...}` body for an ECMAScript property expression, or null when RE2 has no equivalent. */
function property(expr: string): string | null {
  const eq = expr.indexOf('=');
  if (eq >= 0) {
    const [name, value] = [expr.slice(0, eq), expr.slice(eq + 1)];
    if (name === 'gc' || name === 'General_Category') return CATEGORY_NAMES[value] ?? (SHORT_CATEGORIES.has(value) ? value : null);
    if (name === 'sc' || name === 'Script') return /^[A-Z][A-Za-z_]*$/.test(value) ? value : null;
    return null;
  }
  if (expr === 'Any') return 'Any';
  return CATEGORY_NAMES[expr] ?? (SHORT_CATEGORIES.has(expr) ? expr : null);
}

class Unsupported extends Error {}

/** Translates an ECMAScript (u flag) pattern, already known to be valid, into RE2 syntax. */
export function ecmaToRe2(source: string): Translation {
  try {
    return { ok: true, source: translate(source) };
  } catch (e) {
    if (e instanceof Unsupported) return { ok: false, reason: e.message };
    throw e;
  }
}

function translate(source: string): string {
  const cps = Array.from(source);
  let out = '';
  let inClass = false;
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i]!;
    if (c === '\\') {
      const [text, used] = escape(cps, i + 1, inClass);
      out += text;
      i += used;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c === '[' ? '\\[' : c;
      continue;
    }
    if (c === '[') {
      if (cps[i + 1] === '^' && cps[i + 2] === ']') {
        out += '[\\x{0}-\\x{10ffff}]';
        i += 2;
      } else if (cps[i + 1] === ']') {
        out += '[^\\x{0}-\\x{10ffff}]';
        i += 1;
      } else {
        inClass = true;
        out += '[';
        if (cps[i + 1] === '^') out += cps[++i];
      }
      continue;
    }
    if (c === '.') {
      out += NOT_LINE_TERMINATOR;
      continue;
    }
    if (c === '(' && cps[i + 1] === '?') {
      const next = cps[i + 2];
      if (next === '=' || next === '!' || (next === '<' && (cps[i + 3] === '=' || cps[i + 3] === '!'))) {
        throw new Unsupported('lookahead and lookbehind are not supported (patterns run in linear time)');
      }
    }
    if (c === '{') {
      const m = /^\{(\d+)(?:,(\d*))?\}/.exec(cps.slice(i, i + 24).join(''));
      if (m && (Number(m[1]) > 1000 || (m[2] !== undefined && m[2] !== '' && Number(m[2]) > 1000))) {
        throw new Unsupported('a repetition count over 1000 is not supported');
      }
    }
    out += c;
  }
  return out;
}

/** The RE2 text for the escape starting at `cps[at]` (after the backslash), and how many code points after the backslash it used. */
function escape(cps: string[], at: number, inClass: boolean): [string, number] {
  const c = cps[at];
  if (c === undefined) throw new Unsupported('a pattern may not end with a backslash');
  switch (c) {
    case 's':
      return [inClass ? SPACE : `[${SPACE}]`, 1];
    case 'S':
      return [inClass ? NON_SPACE : `[^${SPACE}]`, 1];
    case 'b':
      return [inClass ? hex(8) : '\\b', 1];
    case '0':
      return [hex(0), 1];
    case 'c': {
      const letter = cps[at + 1]!;
      return [hex(letter.codePointAt(0)! % 32), 2];
    }
    case 'k':
      throw new Unsupported('backreferences are not supported (patterns run in linear time)');
    case 'u': {
      if (cps[at + 1] === '{') {
        const close = cps.indexOf('}', at + 2);
        return [hex(parseInt(cps.slice(at + 2, close).join(''), 16)), close - at + 1];
      }
      const unit = parseInt(cps.slice(at + 1, at + 5).join(''), 16);
      // A surrogate pair written as two escapes is one code point under the u flag.
      if (unit >= 0xd800 && unit <= 0xdbff && cps[at + 5] === '\\' && cps[at + 6] === 'u') {
        const low = parseInt(cps.slice(at + 7, at + 11).join(''), 16);
        if (low >= 0xdc00 && low <= 0xdfff) return [hex(0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00)), 11];
      }
      return [hex(unit), 5];
    }
    case 'p':
    case 'P': {
      const close = cps.indexOf('}', at + 2);
      const expr = cps.slice(at + 2, close).join('');
      if (expr === 'ASCII') return [c === 'p' ? (inClass ? '\\x{0}-\\x{7f}' : '[\\x{0}-\\x{7f}]') : inClass ? '\\x{80}-\\x{10ffff}' : '[^\\x{0}-\\x{7f}]', close - at + 1];
      const name = property(expr);
      if (name === null) throw new Unsupported(`the Unicode property \\${c}{${expr}} is not supported`);
      return [`\\${c}{${name}}`, close - at + 1];
    }
    default:
      if (c >= '1' && c <= '9') throw new Unsupported('backreferences are not supported (patterns run in linear time)');
      // \d \D \w \W \t \n \v \f \r \xHH and escaped syntax characters mean the same in RE2.
      return [`\\${c}`, 1];
  }
}

/** What Ajv calls to test a pattern: `test` runs in time linear in the input. */
export type LinearRegex = { test(text: string): boolean; toString(): string };

/**
 * Compiles an ECMAScript pattern for linear-time matching; throws a `PatternRefused` with the reason
 * when the syntax is invalid or RE2 cannot run it.
 */
export class PatternRefused extends Error {
  constructor(readonly pattern: string, readonly reason: 'invalid_pattern' | 'unsupported_pattern', message: string) {
    super(message);
  }
}

export function compileLinear(pattern: string): LinearRegex {
  try {
    // Only to check ECMAScript syntax: constructing never matches, so it cannot backtrack.
    new RegExp(pattern, 'u');
  } catch (e) {
    throw new PatternRefused(pattern, 'invalid_pattern', `not an ECMA-262 regular expression: ${(e as Error).message}`);
  }
  const t = ecmaToRe2(pattern);
  if (!t.ok) throw new PatternRefused(pattern, 'unsupported_pattern', t.reason);
  let re: ReturnType<typeof RE2JS.compile>;
  try {
    re = RE2JS.compile(t.source);
  } catch (e) {
    throw new PatternRefused(pattern, 'unsupported_pattern', `not supported by the linear-time engine: ${(e as Error).message}`);
  }
  // Ajv keys compiled patterns by toString(), so it must name the pattern.
  return { test: (text: string) => re.matcher(text).find(), toString: () => `/${pattern}/u` };
}
