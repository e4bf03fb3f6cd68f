import type { Input, Output } from '../../generated/tools/text/text-lines-set-compare.js';
import { limits } from '../../generated/tools/text/text-lines-set-compare.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { limitExceeded } from '../lib/tool-error.js';
import { lineKey } from './lib/line-keys.js';
import { compactJsonBytes, splitLines } from './lib/lines.js';

type Side = { text: string; line: number; key: string };
type Common = { text: string; first_line: number; second_line: number; key: string };

function keyed(text: string, options: { trim?: boolean; case_fold?: boolean }): Side[] {
  return splitLines(text).map((l, i) => ({ text: l.text, line: i + 1, key: lineKey(l.text, options) }));
}

/** Lines grouped by key, in text order within each key (a Map, so "__proto__" is ordinary data). */
function byKey(lines: Side[]): Map<string, Side[]> {
  const groups = new Map<string, Side[]>();
  for (const l of lines) {
    const g = groups.get(l.key);
    if (g) g.push(l);
    else groups.set(l.key, [l]);
  }
  return groups;
}

export default function textLinesSetCompare(input: Input): Output {
  const options = { trim: input.trim, case_fold: input.case_fold };
  const first = keyed(input.first, options);
  const second = keyed(input.second, options);
  const firstGroups = byKey(first);
  const secondGroups = byKey(second);
  const multi = input.multiplicity === true;

  const onlyFirst: Side[] = [];
  const common: Common[] = [];
  const onlySecond: Side[] = [];
  // The k-th line of a key (0-based) within its own text; sets use only k = 0.
  const seen = new Map<string, number>();
  for (const l of first) {
    const k = seen.get(l.key) ?? 0;
    seen.set(l.key, k + 1);
    if (!multi && k > 0) continue;
    const partner = secondGroups.get(l.key)?.[k];
    if (partner) common.push({ text: l.text, first_line: l.line, second_line: partner.line, key: l.key });
    else onlyFirst.push(l);
  }
  seen.clear();
  for (const l of second) {
    const k = seen.get(l.key) ?? 0;
    seen.set(l.key, k + 1);
    if (!multi && k > 0) continue;
    if ((firstGroups.get(l.key)?.length ?? 0) <= k) onlySecond.push(l);
  }

  if (input.order === 'code_point') {
    // Stable sort: equal keys stay in line order.
    const byKeyOrder = (a: { key: string }, b: { key: string }) => (a.key === b.key ? 0 : compareCodePoints(a.key, b.key));
    onlyFirst.sort(byKeyOrder);
    common.sort(byKeyOrder);
    onlySecond.sort(byKeyOrder);
  }

  // Each list's brackets, the separators between the three members and their names; then each entry and its comma.
  let bytes = compactJsonBytes({ only_in_first: [], only_in_second: [], common: [] });
  const take = <T extends { key: string }>(list: T[]): Omit<T, 'key'>[] =>
    list.map(({ key: _key, ...entry }, i) => {
      bytes += compactJsonBytes(entry) + (i > 0 ? 1 : 0);
      if (bytes > limits.max_output_bytes) throw limitExceeded('/first', `the three lists pass ${limits.max_output_bytes} bytes as compact JSON (max_output_bytes)`);
      return entry;
    });
  const out = { only_in_first: take(onlyFirst), only_in_second: take(onlySecond), common: take(common) };
  return {
    ...out,
    counts: { only_in_first: onlyFirst.length, only_in_second: onlySecond.length, common: common.length },
    same_lines: onlyFirst.length === 0 && onlySecond.length === 0,
  };
}
