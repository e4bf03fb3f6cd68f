// The Public Suffix List algorithm (https://publicsuffix.org/list/, "Formal algorithm") over the
// pinned snapshot in public-suffix-data.ts (generated; publicsuffix/list commit e8c9a2b, 2026-08-19).
// Hosts come in as lowercase ASCII (punycode) labels, as the rules are stored.
//  - A rule matches when its labels, read from the right, equal the host's; "*" matches any one label.
//  - No matching rule: the implicit rule "*" prevails (the public suffix is the last label).
//  - An exception rule ("!") that matches prevails over every other; the public suffix is the rule
//    less its leftmost label. Otherwise the matching rule with the most labels prevails; a normal rule
//    and a wildcard rule of the same length give the same suffix, and the normal rule is reported.
//  - PRIVATE-section rules take part unless `includePrivate` is false (then they are not rules at all).
//  - The registrable domain is the public suffix plus one label to its left; none when the host has
//    no label left of the suffix.
// Work: for each of the host's n labels, three map look-ups of a suffix of at most 253 characters.
import { ICANN_RULES, PRIVATE_RULES, PUBLIC_SUFFIX_LIST_COMMIT, PUBLIC_SUFFIX_LIST_DATE } from './public-suffix-data.js';

export { PUBLIC_SUFFIX_LIST_COMMIT, PUBLIC_SUFFIX_LIST_DATE };

export type RuleSection = 'icann' | 'private' | 'implicit';

export interface PublicSuffixMatch {
  /** How many of the host's rightmost labels form the public suffix (>= 1). */
  suffixLabels: number;
  /** The prevailing rule as written in the list, in ASCII form ("*" for the implicit rule). */
  rule: string;
  section: RuleSection;
}

function ruleTable(): ReadonlyMap<string, 'icann' | 'private'> {
  const table = new Map<string, 'icann' | 'private'>();
  for (const rule of ICANN_RULES.split(/\s+/)) if (rule !== '') table.set(rule, 'icann');
  // A rule listed in both sections (none in this snapshot) counts as ICANN.
  for (const rule of PRIVATE_RULES.split(/\s+/)) if (rule !== '' && !table.has(rule)) table.set(rule, 'private');
  return table;
}

const RULES = ruleTable();

/** The section a rule (ASCII form, with its "*." or "!" if any) is listed in, or undefined. */
export function ruleSection(rule: string): 'icann' | 'private' | undefined {
  return RULES.get(rule);
}

/**
 * The prevailing rule for a host given as its labels (lowercase ASCII, none empty, left to right).
 */
export function matchPublicSuffix(labels: readonly string[], includePrivate: boolean): PublicSuffixMatch {
  const n = labels.length;
  const usable = (rule: string): 'icann' | 'private' | undefined => {
    const s = RULES.get(rule);
    return s === 'private' && !includePrivate ? undefined : s;
  };
  let best: PublicSuffixMatch = { suffixLabels: 1, rule: '*', section: 'implicit' };
  let shorter = ''; // the suffix of k - 1 labels
  for (let k = 1; k <= n; k++) {
    const suffix = k === 1 ? labels[n - 1]! : `${labels[n - k]!}.${shorter}`;
    const exception = usable(`!${suffix}`);
    if (exception !== undefined) return { suffixLabels: k - 1, rule: `!${suffix}`, section: exception };
    const normal = usable(suffix);
    if (normal !== undefined) best = { suffixLabels: k, rule: suffix, section: normal };
    else if (k >= 2) {
      const wildcard = usable(`*.${shorter}`);
      if (wildcard !== undefined) best = { suffixLabels: k, rule: `*.${shorter}`, section: wildcard };
    }
    shorter = suffix;
  }
  return best;
}

export interface SiteParts {
  publicSuffix: string;
  /** Null when the host is itself a public suffix. */
  registrableDomain: string | null;
  /** The labels left of the registrable domain ("" when none); null with no registrable domain. */
  subdomain: string | null;
  match: PublicSuffixMatch;
}

/** Public suffix, registrable domain and subdomain of a lowercase ASCII domain with no empty label. */
export function siteParts(asciiDomain: string, includePrivate: boolean): SiteParts {
  const labels = asciiDomain.split('.');
  const match = matchPublicSuffix(labels, includePrivate);
  const n = labels.length;
  const publicSuffix = labels.slice(n - match.suffixLabels).join('.');
  if (n <= match.suffixLabels) return { publicSuffix, registrableDomain: null, subdomain: null, match };
  return {
    publicSuffix,
    registrableDomain: labels.slice(n - match.suffixLabels - 1).join('.'),
    subdomain: labels.slice(0, n - match.suffixLabels - 1).join('.'),
    match,
  };
}

/**
 * The URL Standard's "registrable domain" of a host already parsed to ASCII (a WHATWG domain):
 * null when its public suffix is the host itself; a trailing dot is kept ("example.com." gives
 * "example.com."), as the standard's trailingDot step says. A domain with an empty label other than
 * that trailing dot (WHATWG accepts "a..b") is given none: the list's algorithm has no empty labels.
 */
export function hostRegistrableDomain(asciiDomain: string, includePrivate: boolean): string | null {
  const trailingDot = asciiDomain.length > 1 && asciiDomain.endsWith('.') ? '.' : '';
  const name = trailingDot === '' ? asciiDomain : asciiDomain.slice(0, -1);
  if (name === '' || name.startsWith('.') || name.endsWith('.') || name.includes('..')) return null;
  const registrable = siteParts(name, includePrivate).registrableDomain;
  return registrable === null ? null : registrable + trailingDot;
}
