// Character names at UNICODE_VERSION: the Name property (stored names decoded from names-data.ts;
// algorithmic names computed as in the Unicode Standard section 4.8, rules NR1 and NR2), the code point
// labels of section 4.8 for code points without a name ("<control-0009>"), and the formal aliases of
// NameAliases.txt.
import { ALGORITHMIC_PREFIX, NAME_ALIASES, NAME_TOKENS, NAMES, VARINT_ALPHABET } from './names-data.js';
import { generalCategory, isNoncharacter } from './properties.js';

const digit = new Map([...VARINT_ALPHABET].map((c, i) => [c, i]));
const TOKENS = ['', ...NAME_TOKENS.split('|')];

const STORED = new Map<number, string>();
{
  let pos = 0;
  const read = (): number => {
    let n = 0;
    for (;;) {
      const d = digit.get(NAMES[pos++]!)!;
      n = n * 32 + (d & 31);
      if (d < 32) return n;
    }
  };
  let cp = 0;
  let previous: string[] = [];
  while (pos < NAMES.length) {
    const header = read();
    cp += Math.floor(header / 16) + 1;
    const tokens = previous.slice(0, header % 16);
    for (let t = read(); t !== 0; t = read()) tokens.push(TOKENS[t]!);
    STORED.set(cp, tokens.join(''));
    previous = tokens;
  }
}

const ALIASES = new Map<number, { alias: string; type: string }[]>();
for (const entry of NAME_ALIASES.split('|')) {
  const [cp36, type, alias] = entry.split(':') as [string, string, string];
  const cp = parseInt(cp36, 36);
  ALIASES.set(cp, [...(ALIASES.get(cp) ?? []), { alias, type }]);
}

const HANGUL_L = ['G', 'GG', 'N', 'D', 'DD', 'R', 'M', 'B', 'BB', 'S', 'SS', '', 'J', 'JJ', 'C', 'K', 'T', 'P', 'H'];
const HANGUL_V = ['A', 'AE', 'YA', 'YAE', 'EO', 'E', 'YEO', 'YE', 'O', 'WA', 'WAE', 'OE', 'YO', 'U', 'WEO', 'WE', 'WI', 'YU', 'EU', 'YI', 'I'];
const HANGUL_T = ['', 'G', 'GG', 'GS', 'N', 'NJ', 'NH', 'D', 'L', 'LG', 'LM', 'LB', 'LS', 'LT', 'LP', 'LH', 'M', 'B', 'BS', 'S', 'SS', 'NG', 'J', 'C', 'K', 'T', 'P', 'H'];

export const hexCodePoint = (cp: number): string => cp.toString(16).toUpperCase().padStart(4, '0');

/** The Name property, or "" when the code point has none (controls, private use, unassigned...). */
export function characterName(cp: number): string {
  if (cp >= 0xac00 && cp <= 0xd7a3) {
    const s = cp - 0xac00;
    return `HANGUL SYLLABLE ${HANGUL_L[Math.floor(s / 588)]}${HANGUL_V[Math.floor((s % 588) / 28)]}${HANGUL_T[s % 28]}`;
  }
  const prefix = ALGORITHMIC_PREFIX.value(cp);
  if (prefix !== '') return prefix + hexCodePoint(cp);
  return STORED.get(cp) ?? '';
}

/** The name, or for a code point without one its label (section 4.8): <control-0009>, <private-use-E000>... */
export function nameOrLabel(cp: number): string {
  const name = characterName(cp);
  if (name !== '') return name;
  const gc = generalCategory(cp);
  const kind = gc === 'Cc' ? 'control' : gc === 'Co' ? 'private-use' : gc === 'Cs' ? 'surrogate' : isNoncharacter(cp) ? 'noncharacter' : gc === 'Cn' ? 'reserved' : 'unnamed';
  return `<${kind}-${hexCodePoint(cp)}>`;
}

/** Formal aliases (NameAliases.txt): corrections, control names, alternates, figments, abbreviations, in that order. */
export const nameAliases = (cp: number): { alias: string; type: string }[] => ALIASES.get(cp) ?? [];
