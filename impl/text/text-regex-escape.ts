import type { Input, Output } from '../../generated/tools/text/text-regex-escape.js';
import { limits } from '../../generated/tools/text/text-regex-escape.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';

type Flavor = Input['flavor'];

/** The characters each flavor's pattern syntax gives a meaning outside a bracket expression. */
const SPECIAL: Record<Flavor, string> = {
  re2: '\\.+*?()|[]{}^$', // Go regexp.QuoteMeta
  pcre: '\\^$.[|()?*+{', // PCRE2 pcre2pattern, "metacharacters outside square brackets"
  php_preg_quote: '.\\+*?[^]$(){}=!<>|:-#',
  ecmascript: '^$\\.*+?()[]{}|', // ECMA-262 SyntaxCharacter
  posix_ere: '.[\\()*+?{|^$', // POSIX.1-2017 9.4.3
  python: '()[]{}?*+-|^$\\.&~# \t\n\r\v\f', // Python 3.7+ re.escape
};

const ECMASCRIPT_ESCAPABLE = '^$\\.*+?()[]{}|/';

export default function textRegexEscape(input: Input): Output {
  const { text, flavor } = input;
  const special = SPECIAL[flavor];
  const delimiter = input.delimiter;
  if (delimiter !== undefined && flavor === 'ecmascript' && !ECMASCRIPT_ESCAPABLE.includes(delimiter)) {
    throw invalidInput('/delimiter', `with the u or v flag ECMAScript allows \\${delimiter} nowhere: only a syntax character or / may be escaped`);
  }
  const escapes = (c: string) => special.includes(c) || c === delimiter;
  let extra = 0;
  let escaped = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\0') {
      if (flavor === 'posix_ere') throw invalidInput('/text', `a POSIX regular expression is a C string and cannot hold U+0000 (at UTF-16 offset ${i})`);
      if (flavor === 'php_preg_quote') {
        extra += 3;
        escaped++;
      }
    } else if (escapes(c)) {
      extra += 1;
      escaped++;
    }
  }
  if (escaped === 0) return { pattern: text, escaped: 0 };
  // Every escape adds ASCII characters only.
  const bytes = utf8Length(text) + extra;
  if (bytes > limits.max_output_bytes) throw limitExceeded('/text', `the pattern would be ${bytes} UTF-8 bytes, over ${limits.max_output_bytes} (max_output_bytes)`);
  let pattern = '';
  let run = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const e = c === '\0' ? (flavor === 'php_preg_quote' ? '\\000' : null) : escapes(c) ? `\\${c}` : null;
    if (e === null) continue;
    pattern += text.slice(run, i) + e;
    run = i + 1;
  }
  return { pattern: pattern + text.slice(run), escaped };
}
