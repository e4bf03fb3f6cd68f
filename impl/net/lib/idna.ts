// UTS #46 (Unicode IDNA Compatibility Processing), nontransitional, through the runtime dependency tr46
// 6.0.0 (UTS #46 data at Unicode 17.0.0), with a per-label diagnosis tr46 does not give: tr46 answers
// only "error" for a whole domain, so each label is re-run through tr46 alone (with a right-to-left
// context label when the domain is a Bidi domain name) and the failing step is named by testing the
// UTS #46 section 4.1 validity criteria one at a time with tr46's own Unicode tables.
// VerifyDnsLength is applied here (not by tr46): the root label of a name ending in "." is excluded,
// as UTS #46 section 4.2 step 4 says ("excluding the root label and its dot"); tr46 refuses it.
import tr46 from 'tr46';
import regexes from 'tr46/lib/regexes.js';

export type IdnaOptions = {
  checkHyphens: boolean;
  checkBidi: boolean;
  checkJoiners: boolean;
  useSTD3ASCIIRules: boolean;
  verifyDnsLength: boolean;
};

export type IdnaProblemCode =
  | 'disallowed_code_point'
  | 'std3_disallowed'
  | 'punycode_invalid'
  | 'punycode_ascii_only'
  | 'not_nfc'
  | 'hyphen_3_4'
  | 'leading_hyphen'
  | 'trailing_hyphen'
  | 'xn_prefix'
  | 'leading_combining_mark'
  | 'contextj'
  | 'bidi'
  | 'empty_label'
  | 'label_too_long'
  | 'domain_too_long'
  | 'invalid_label';

export type IdnaProblem = { label_index: number | null; code: IdnaProblemCode; step: string; message: string };
export type IdnaLabel = { unicode: string; ascii: string | null };
export type IdnaResult = { ascii: string | null; unicode: string; labels: IdnaLabel[]; problems: IdnaProblem[]; errors: boolean };

const RTL_CONTEXT = '\u05D0'; // HEBREW LETTER ALEF: a valid right-to-left label, makes any domain a Bidi domain name

function hex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** One code point's UTS #46 status as tr46 applies it: its mapping, and whether it is disallowed. */
class StatusTable {
  private readonly mapped = new Map<string, string>();
  private readonly disallowed = new Map<string, boolean>();
  map(ch: string): string {
    let m = this.mapped.get(ch);
    if (m === undefined) this.mapped.set(ch, (m = tr46.toUnicode(ch).domain));
    return m;
  }
  isDisallowed(ch: string): boolean {
    let d = this.disallowed.get(ch);
    // After "a" the code point cannot lead its label; nothing but its status can fail then.
    if (d === undefined) this.disallowed.set(ch, (d = ch !== '.' && tr46.toUnicode(`a${ch}`).error));
    return d;
  }
  /** valid or deviation (nontransitional): kept as itself by the mapping and not disallowed. */
  isValid(ch: string): boolean {
    return this.map(ch) === ch && !this.isDisallowed(ch);
  }
}

function contextJFails(codePoints: string[]): boolean {
  // RFC 5892 Appendix A.1 and A.2, as tr46 tests them.
  let last = 0;
  for (let i = 0; i < codePoints.length; i++) {
    const ch = codePoints[i]!;
    if (ch !== '\u200C' && ch !== '\u200D') continue;
    if (i > 0) {
      if (regexes.combiningClassVirama.test(codePoints[i - 1]!)) continue;
      if (ch === '\u200C') {
        const next = codePoints.indexOf('\u200C', i + 1);
        const test = next < 0 ? codePoints.slice(last) : codePoints.slice(last, next);
        if (regexes.validZWNJ.test(test.join(''))) {
          last = i + 1;
          continue;
        }
      }
    }
    return true;
  }
  return false;
}

function bidiFailure(label: string, codePoints: string[]): string | null {
  // RFC 5893 section 2, rules 1 to 6.
  const first = codePoints[0]!;
  if (regexes.bidiS1LTR.test(first)) {
    if (!regexes.bidiS5.test(label)) return 'rule 5: a left-to-right label may contain only L, EN, ES, CS, ET, ON, BN and NSM';
    if (!regexes.bidiS6.test(label)) return 'rule 6: a left-to-right label must end with L or EN, then any NSM';
    return null;
  }
  if (!regexes.bidiS1RTL.test(first)) return 'rule 1: the first character must have Bidi property L, R or AL';
  if (!regexes.bidiS2.test(label)) return 'rule 2: a right-to-left label may contain only R, AL, AN, EN, ES, CS, ET, ON, BN and NSM';
  if (!regexes.bidiS3.test(label)) return 'rule 3: a right-to-left label must end with R, AL, EN or AN, then any NSM';
  if (regexes.bidiS4EN.test(label) && regexes.bidiS4AN.test(label)) return 'rule 4: a right-to-left label may not contain both EN and AN';
  return null;
}

export function idnaProcess(domain: string, options: IdnaOptions): IdnaResult {
  const table = new StatusTable();
  const tr46Options = {
    checkHyphens: options.checkHyphens,
    checkBidi: options.checkBidi,
    checkJoiners: options.checkJoiners,
    useSTD3ASCIIRules: options.useSTD3ASCIIRules,
    transitionalProcessing: false,
  };
  const whole = tr46.toUnicode(domain, tr46Options);

  // Steps 1-3: map each code point, normalize to NFC, break at U+002E.
  let mappedText = '';
  for (const ch of domain) mappedText += table.map(ch);
  const mapped = mappedText.normalize('NFC').split('.');
  const unicodeLabels = whole.domain.split('.');
  const decodedForBidi = mapped.map((l, i) => (l.startsWith('xn--') ? (unicodeLabels[i] !== l ? unicodeLabels[i]! : '') : l));
  const bidiDomain = regexes.bidiDomain.test(decodedForBidi.join('.'));

  const problems: IdnaProblem[] = [];
  const labels: IdnaLabel[] = [];
  let anyError = whole.error;
  mapped.forEach((label, index) => {
    const found: IdnaProblem[] = [];
    const add = (code: IdnaProblemCode, step: string, message: string) => found.push({ label_index: index, code, step, message });
    let decoded = label;
    let decodable = true;
    if (label.startsWith('xn--')) {
      if (!isAscii(label)) {
        add('punycode_invalid', 'processing step 4.1', `label ${index} starts with "xn--" but is not all ASCII`);
        decodable = false;
      } else {
        const d = tr46.toUnicode(label).domain;
        if (d === label) {
          add('punycode_invalid', 'processing step 4.1', `label ${index} "${label}" is not valid Punycode (RFC 3492)`);
          decodable = false;
        } else {
          decoded = d;
          if (d === '' || isAscii(d)) add('punycode_ascii_only', 'processing step 4.1', `label ${index} "${label}" decodes to an empty or all-ASCII label`);
        }
      }
    }
    if (decodable && decoded.length > 0) {
      const cps = Array.from(decoded);
      if (decoded.normalize('NFC') !== decoded) add('not_nfc', 'validity criterion 1', `label ${index} is not in Normalization Form C`);
      if (options.checkHyphens) {
        if (cps[2] === '-' && cps[3] === '-') add('hyphen_3_4', 'validity criterion 2', `label ${index} has "--" in its third and fourth positions`);
        if (decoded.startsWith('-')) add('leading_hyphen', 'validity criterion 3', `label ${index} starts with a hyphen`);
        if (decoded.endsWith('-')) add('trailing_hyphen', 'validity criterion 3', `label ${index} ends with a hyphen`);
      } else if (decoded.startsWith('xn--')) {
        add('xn_prefix', 'validity criterion 4', `label ${index} begins with "xn--" after decoding`);
      }
      if (regexes.combiningMarks.test(cps[0]!)) add('leading_combining_mark', 'validity criterion 6', `label ${index} begins with the combining mark ${hex(cps[0]!.codePointAt(0)!)}`);
      const bad = cps.find((ch) => !table.isValid(ch));
      if (bad !== undefined) {
        const what = table.isDisallowed(bad) ? 'disallowed' : 'not valid in a label (it is mapped or ignored)';
        add('disallowed_code_point', 'validity criterion 7', `label ${index} contains ${hex(bad.codePointAt(0)!)}, ${what}`);
      }
      if (options.useSTD3ASCIIRules) {
        const std3 = cps.find((ch) => ch.charCodeAt(0) <= 0x7f && !/^[a-z0-9-]$/.test(ch) && !(ch >= 'A' && ch <= 'Z'));
        if (std3 !== undefined) add('std3_disallowed', 'validity criterion 7 (UseSTD3ASCIIRules)', `label ${index} contains ${hex(std3.charCodeAt(0))}; with UseSTD3ASCIIRules only a-z, 0-9 and hyphen are allowed among ASCII`);
      }
      if (options.checkJoiners && contextJFails(cps)) add('contextj', 'validity criterion 8', `label ${index} has U+200C or U+200D outside the CONTEXTJ rules (RFC 5892 appendix A)`);
      if (options.checkBidi && bidiDomain) {
        const why = bidiFailure(decoded, cps);
        if (why !== null) add('bidi', 'validity criterion 9', `label ${index} breaks the Bidi rule of RFC 5893 section 2, ${why}`);
      }
    }
    // tr46 is the judge of each label: re-run it on the label alone, in a Bidi context when needed.
    const alone = options.checkBidi && bidiDomain ? `${label}.${RTL_CONTEXT}` : label;
    const tr46Error = label.length > 0 && tr46.toUnicode(alone, tr46Options).error;
    if (tr46Error && found.length === 0) add('invalid_label', 'UTS #46 section 4.1', `label ${index} is refused by UTS #46 processing`);
    if (!tr46Error && found.length > 0) found.length = 0;
    problems.push(...found);
    const unicode = decodable ? decoded : label;
    labels.push({ unicode, ascii: isAscii(unicode) ? unicode : found.length > 0 ? null : tr46.toASCII(unicode, { transitionalProcessing: false }) });
  });
  if (problems.length > 0) anyError = true;

  let ascii: string | null = anyError ? null : labels.map((l) => l.ascii).join('.');
  if (options.verifyDnsLength) {
    // UTS #46 section 4.2 step 4: the root label of a final "." excluded. A label written in ASCII is
    // measured as written: "xn--" decodes to "" but is four characters long, not an empty label.
    const asciiLabels = labels.map((l, i) => (isAscii(mapped[i]!) ? mapped[i]! : l.ascii));
    const count = asciiLabels.length > 1 && asciiLabels[asciiLabels.length - 1] === '' ? asciiLabels.length - 1 : asciiLabels.length;
    let total = count - 1;
    for (let i = 0; i < count; i++) {
      const a = asciiLabels[i];
      if (a === null || a === undefined) continue;
      total += a.length;
      if (a.length === 0) problems.push({ label_index: i, code: 'empty_label', step: 'ToASCII step 4 (VerifyDnsLength)', message: `label ${i} is empty` });
      else if (a.length > 63) problems.push({ label_index: i, code: 'label_too_long', step: 'ToASCII step 4 (VerifyDnsLength)', message: `label ${i} is ${a.length} characters in ASCII; at most 63` });
    }
    if (!anyError && total > 253) {
      problems.push({ label_index: null, code: 'domain_too_long', step: 'ToASCII step 4 (VerifyDnsLength)', message: `the domain is ${total} characters in ASCII without a root dot; at most 253` });
    }
    if (problems.length > 0) {
      anyError = true;
      ascii = null;
    }
  }
  problems.sort((a, b) => (a.label_index ?? Infinity) - (b.label_index ?? Infinity));
  return { ascii, unicode: whole.domain, labels, problems, errors: anyError };
}
