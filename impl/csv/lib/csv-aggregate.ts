// Exact aggregates over CSV cells (csv-group-aggregate, csv-pivot, csv-column-stats): numbers are
// the decimal grammar of csv-cell-types.ts, summed as BigInt-scaled decimals, never floats.
import { type Decimal, type RoundingMode, compareDecimal, divideToScale, formatDecimal } from '../../lib/decimal.js';
import { parseDecimalCell } from './csv-cell-types.js';

export type AggregateFunction = 'count' | 'sum' | 'mean' | 'min' | 'max';
export type MeanOptions = { scale: number; rounding: RoundingMode };
/** `maxNumericChars`: the tool's limit max_numeric_cell_chars (longer cells are not numbers). */
export type AggregateOptions = { mean: MeanOptions; maxNumericChars: number };

/** Called for a non-empty cell that is not a decimal in a numeric aggregate; must throw. */
export type BadCell = (rowIndex: number, cell: string) => never;

/** Exact sum of decimals; its scale is the largest scale among them ("1.50" + "2" = "3.50"). */
export function sumDecimals(values: readonly Decimal[]): Decimal {
  const acc = { unscaled: 0n, scale: 0 };
  for (const v of values) accumulate(acc, v);
  return acc;
}

// Keeps the running sum at the largest scale seen so far; equal scales add without rescaling.
function accumulate(acc: { unscaled: bigint; scale: number }, v: Decimal): void {
  if (v.scale === acc.scale) acc.unscaled += v.unscaled;
  else if (v.scale < acc.scale) acc.unscaled += v.unscaled * 10n ** BigInt(acc.scale - v.scale);
  else {
    acc.unscaled = acc.unscaled * 10n ** BigInt(v.scale - acc.scale) + v.unscaled;
    acc.scale = v.scale;
  }
}

/** sum / count rounded to `scale` fraction digits. */
export function meanOfSum(sum: Decimal, count: number, options: MeanOptions): string {
  return formatDecimal(divideToScale(sum.unscaled, BigInt(count) * 10n ** BigInt(sum.scale), options.scale, options.rounding));
}

/** Parsed cells per column, shared by the aggregates of one call so each cell is parsed once. */
export type DecimalCache = Map<number, (Decimal | null | undefined)[]>;

/**
 * One aggregate over `column` of the rows `rowIndices` (in row order). count with column null counts
 * rows; otherwise empty cells are skipped. sum/mean/min/max of no numeric cell is "" (SQL NULL);
 * min/max return the first extreme cell as written ("1.50" stays "1.50").
 */
export function aggregateCells(
  fn: AggregateFunction,
  rows: readonly (readonly string[])[],
  rowIndices: readonly number[],
  column: number | null,
  options: AggregateOptions,
  bad: BadCell,
  cache?: DecimalCache,
): string {
  if (column === null) return String(rowIndices.length);
  if (fn === 'count') {
    let n = 0;
    for (const i of rowIndices) if ((rows[i]?.[column] ?? '') !== '') n++;
    return String(n);
  }
  let parsed = cache?.get(column);
  if (cache && !parsed) cache.set(column, (parsed = []));
  const acc = { unscaled: 0n, scale: 0 };
  let n = 0;
  let best: { text: string; value: Decimal } | null = null;
  for (const i of rowIndices) {
    const cell = rows[i]?.[column] ?? '';
    if (cell === '') continue;
    let value = parsed?.[i];
    if (value === undefined) {
      value = parseDecimalCell(cell, options.maxNumericChars);
      if (parsed) parsed[i] = value;
    }
    if (value === null) bad(i, cell);
    n++;
    if (fn === 'sum' || fn === 'mean') accumulate(acc, value);
    else if (best === null || (fn === 'min' ? compareDecimal(value, best.value) < 0 : compareDecimal(value, best.value) > 0)) best = { text: cell, value };
  }
  if (n === 0) return '';
  const sum: Decimal = acc;
  if (fn === 'sum') return formatDecimal(sum);
  if (fn === 'mean') return meanOfSum(sum, n, options.mean);
  return best!.text;
}
