// The range list text shared by integer-ranges-expand (reads it) and array-integer-ranges-compress
// (writes it): items separated by ",", each an integer or "a-b" (inclusive), integers written
// -?(0|[1-9][0-9]*) so "-5--3" is -5 through -3; spaces and tabs may stand around an item, never
// inside one. The writer emits only what the reader accepts, so expand(compress(x)) = sorted distinct x.
import { invalidInput } from '../../lib/tool-error.js';

export type IntegerRange = { start: bigint; end: bigint; item: number };

const INTEGER = '-?(?:0|[1-9][0-9]*)';
const ITEM = new RegExp(`^(${INTEGER})(?:-(${INTEGER}))?$`);

const isBlank = (c: string): boolean => c === ' ' || c === '\t';

function trimBlanks(text: string): string {
  let a = 0;
  let b = text.length;
  while (a < b && isBlank(text[a]!)) a++;
  while (b > a && isBlank(text[b - 1]!)) b--;
  return text.slice(a, b);
}

function integerLength(text: string): number {
  return text.startsWith('-') ? text.length - 1 : text.length;
}

/**
 * Parses range list text into its items in text order (item = zero-based index). Blank text (empty,
 * or spaces and tabs only) is the empty list. `maxIntegerDigits` bounds each integer's digits.
 */
export function parseRangeList(text: string, pointer: string, maxIntegerDigits: number, reversed: 'error' | 'swap'): IntegerRange[] {
  if (trimBlanks(text) === '') return [];
  const items = text.split(',');
  const ranges: IntegerRange[] = [];
  for (let i = 0; i < items.length; i++) {
    const raw = trimBlanks(items[i]!);
    const where = `item ${i + 1}`;
    if (raw === '') throw invalidInput(pointer, `${where} is empty (two commas in a row, or a comma at the start or end)`);
    const m = ITEM.exec(raw);
    if (m === null) throw invalidInput(pointer, `${where} "${raw.length > 60 ? raw.slice(0, 60) + '...' : raw}" is neither an integer nor a range a-b of integers written -?(0|[1-9][0-9]*)`);
    const [, a, b] = m;
    if (integerLength(a!) > maxIntegerDigits || (b !== undefined && integerLength(b) > maxIntegerDigits)) {
      throw invalidInput(pointer, `${where} has an integer of more than ${maxIntegerDigits} digits`);
    }
    let start = BigInt(a!);
    let end = b === undefined ? start : BigInt(b);
    if (start > end) {
      if (reversed === 'error') throw invalidInput(pointer, `${where} "${raw}" is reversed (its start is greater than its end); set reversed to swap to read it as ${end}-${start}`);
      [start, end] = [end, start];
    }
    ranges.push({ start, end, item: i });
  }
  return ranges;
}

/** Sorts by start (then end, then item) in place. */
export function sortRanges(ranges: IntegerRange[]): IntegerRange[] {
  return ranges.sort((x, y) => (x.start < y.start ? -1 : x.start > y.start ? 1 : x.end < y.end ? -1 : x.end > y.end ? 1 : x.item - y.item));
}

/**
 * The first overlap in start order: two items covering a common value (the later-starting one's
 * start, which the earlier covers). Ranges must be sorted by sortRanges.
 */
export function firstOverlap(sorted: IntegerRange[]): { value: bigint; first: number; second: number } | undefined {
  let cover: IntegerRange | undefined;
  for (const r of sorted) {
    if (cover !== undefined && r.start <= cover.end) {
      const [first, second] = cover.item < r.item ? [cover.item, r.item] : [r.item, cover.item];
      return { value: r.start, first, second };
    }
    if (cover === undefined || r.end > cover.end) cover = r;
  }
  return undefined;
}

/** Merges sorted ranges that overlap or touch (end + 1 = next start) into disjoint, ascending runs. */
export function mergeRanges(sorted: IntegerRange[]): { start: bigint; end: bigint }[] {
  const runs: { start: bigint; end: bigint }[] = [];
  for (const r of sorted) {
    const last = runs[runs.length - 1];
    if (last !== undefined && r.start <= last.end + 1n) {
      if (r.end > last.end) last.end = r.end;
    } else runs.push({ start: r.start, end: r.end });
  }
  return runs;
}

/** Number of integers the disjoint runs cover. */
export function countRuns(runs: { start: bigint; end: bigint }[]): bigint {
  let total = 0n;
  for (const r of runs) total += r.end - r.start + 1n;
  return total;
}

/**
 * Runs of consecutive integers in ascending distinct values, written as range list text: a run of
 * at least `minRun` values is "a-b", a shorter one lists its values one by one.
 */
export function formatRuns(sortedDistinct: bigint[], minRun: number, separator: string): { text: string; items: number } {
  const parts: string[] = [];
  let i = 0;
  while (i < sortedDistinct.length) {
    let j = i;
    while (j + 1 < sortedDistinct.length && sortedDistinct[j + 1]! === sortedDistinct[j]! + 1n) j++;
    if (j - i + 1 >= minRun) parts.push(`${sortedDistinct[i]!}-${sortedDistinct[j]!}`);
    else for (let k = i; k <= j; k++) parts.push(String(sortedDistinct[k]!));
    i = j + 1;
  }
  return { text: parts.join(separator), items: parts.length };
}
