// Unicode normalization (UAX #15): full canonical or compatibility decomposition (Hangul syllables
// algorithmically, section 3.12 of the Unicode Standard), the canonical ordering algorithm (a stable
// sort of each run of non-starters by Canonical_Combining_Class), and the canonical composition
// algorithm (a character composes with the last starter unless blocked; Full_Composition_Exclusion
// characters never result). Tables: normalization-data.ts at UNICODE_VERSION.
import { codePointMap } from './code-point-map.js';
import { CANONICAL_DECOMPOSITION, COMBINING_CLASS, COMPATIBILITY_DECOMPOSITION, COMPOSITION_EXCLUSION } from './normalization-data.js';

const CANONICAL = codePointMap(CANONICAL_DECOMPOSITION);
const COMPAT = codePointMap(COMPATIBILITY_DECOMPOSITION);

export type NormalizationForm = 'NFC' | 'NFD' | 'NFKC' | 'NFKD';

export const combiningClass = (cp: number): number => Number(COMBINING_CLASS.value(cp));

const S_BASE = 0xac00;
const L_BASE = 0x1100;
const V_BASE = 0x1161;
const T_BASE = 0x11a7;
const L_COUNT = 19;
const V_COUNT = 21;
const T_COUNT = 28;
const N_COUNT = V_COUNT * T_COUNT;
const S_COUNT = L_COUNT * N_COUNT;

// Primary composites: every two-code-point canonical decomposition whose source is not excluded.
const COMPOSE = new Map<number, number>();
for (const [cp, d] of CANONICAL) {
  const parts = [...d].map((c) => c.codePointAt(0)!);
  if (parts.length === 2 && COMPOSITION_EXCLUSION.value(cp) === '') COMPOSE.set(parts[0]! * 0x110000 + parts[1]!, cp);
}

function pushDecomposition(cp: number, compat: boolean, out: number[]): void {
  if (cp >= S_BASE && cp < S_BASE + S_COUNT) {
    const s = cp - S_BASE;
    out.push(L_BASE + Math.floor(s / N_COUNT), V_BASE + Math.floor((s % N_COUNT) / T_COUNT));
    if (s % T_COUNT !== 0) out.push(T_BASE + (s % T_COUNT));
    return;
  }
  const d = (compat ? COMPAT.get(cp) : undefined) ?? CANONICAL.get(cp);
  if (d === undefined) {
    out.push(cp);
    return;
  }
  for (const part of d) pushDecomposition(part.codePointAt(0)!, compat, out);
}

/**
 * Full decomposition in canonical order; null when it would pass `maxLength` code points (checked
 * per input code point, so the work stays bounded by maxLength plus one decomposition).
 */
export function decompose(cps: readonly number[], compat: boolean, maxLength: number): number[] | null {
  const out: number[] = [];
  for (const cp of cps) {
    pushDecomposition(cp, compat, out);
    if (out.length > maxLength) return null;
  }
  // Canonical ordering: each maximal run of non-starters sorted stably by class (Array sort is stable).
  for (let i = 0; i < out.length; ) {
    if (combiningClass(out[i]!) === 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < out.length && combiningClass(out[j]!) !== 0) j++;
    if (j - i > 1) {
      const run = out.slice(i, j).map((cp) => ({ cp, ccc: combiningClass(cp) }));
      run.sort((a, b) => a.ccc - b.ccc);
      for (let k = 0; k < run.length; k++) out[i + k] = run[k]!.cp;
    }
    i = j;
  }
  return out;
}

function composePair(a: number, b: number): number | undefined {
  if (a >= L_BASE && a < L_BASE + L_COUNT && b >= V_BASE && b < V_BASE + V_COUNT) {
    return S_BASE + ((a - L_BASE) * V_COUNT + (b - V_BASE)) * T_COUNT;
  }
  if (a >= S_BASE && a < S_BASE + S_COUNT && (a - S_BASE) % T_COUNT === 0 && b > T_BASE && b < T_BASE + T_COUNT) {
    return a + (b - T_BASE);
  }
  return COMPOSE.get(a * 0x110000 + b);
}

/** The canonical composition algorithm over a decomposed, canonically ordered sequence. */
export function compose(cps: readonly number[]): number[] {
  const out: number[] = [];
  let starter = -1; // index in out of the last starter, -1 before the first
  let lastClass = -1; // class of the last character appended after the starter (-1: none)
  for (const cp of cps) {
    const ccc = combiningClass(cp);
    if (starter >= 0) {
      // Blocked when a character between has class 0 or a class >= this one's.
      const blocked = lastClass !== -1 && (lastClass === 0 || lastClass >= ccc);
      if (!blocked) {
        const composite = composePair(out[starter]!, cp);
        if (composite !== undefined) {
          out[starter] = composite;
          continue;
        }
      }
    }
    if (ccc === 0) {
      starter = out.length;
      lastClass = -1;
    } else {
      lastClass = ccc;
    }
    out.push(cp);
  }
  return out;
}

/** The text in `form`; null when the decomposition would pass `maxDecomposed` code points. */
export function normalizeCodePoints(cps: readonly number[], form: NormalizationForm, maxDecomposed: number): number[] | null {
  const decomposed = decompose(cps, form === 'NFKC' || form === 'NFKD', maxDecomposed);
  if (decomposed === null) return null;
  return form === 'NFC' || form === 'NFKC' ? compose(decomposed) : decomposed;
}
