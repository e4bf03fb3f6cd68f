import type { Input, Output } from '../../generated/tools/linalg/matrix-elimination-steps.js';
import { limits } from '../../generated/tools/linalg/matrix-elimination-steps.js';
import { invalidInput } from '../lib/tool-error.js';
import { divideRationals, multiplyRationals, reduceRational, subtractRationals } from '../math/lib/rational.js';
import { requireBoundedGrowth, requireSize, scaleRows } from './lib/elimination.js';
import { formatReduced, OutputBudget, parseMatrixEntries, parseMatrixShape, type Rational } from './lib/matrix.js';

type Step = Output['steps'][number];

export default function matrixEliminationSteps(input: Input): Output {
  const shape = parseMatrixShape(input.a, '/a');
  requireSize(shape, limits.max_rows, limits.max_columns, '/a');
  const k = input.augmented_columns ?? 0;
  if (k > 0 && k >= shape.cols) {
    throw invalidInput('/augmented_columns', `augmented_columns is ${k} and the matrix has ${shape.cols} columns; at least one coefficient column must remain`);
  }
  const matrix = parseMatrixEntries(input.a, shape, '/a');
  const scaled = scaleRows(matrix.entries, limits.max_bound_digits, 'max_bound_digits', '/a');
  requireBoundedGrowth(scaled, shape.cols, limits.max_bound_digits, 'max_bound_digits', '/a');
  const m = shape.rows;
  const n = shape.cols;
  const pivotLimit = n - k;
  const a: Rational[][] = matrix.entries.map((row) => row.slice());
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  // Formatted rows, reused until an operation changes the row; every snapshot is counted in full.
  const text: string[][] = a.map((row) => row.map(formatReduced));
  const snapshot = (): string[][] => text.map((row) => row.map((t) => budget.take(t)));
  const steps: Step[] = [];
  const record = (step: Omit<Step, 'matrix'>): void => {
    budget.take(step.notation);
    if (step.factor !== null) budget.take(step.factor);
    steps.push({ ...step, matrix: snapshot() });
  };
  const pivots: number[] = [];
  for (let c = 0; c < pivotLimit && pivots.length < m; c++) {
    const r = pivots.length;
    let p = r;
    while (p < m && a[p]![c]!.num === 0n) p++;
    if (p === m) continue;
    if (p !== r) {
      [a[p], a[r]] = [a[r]!, a[p]!];
      [text[p], text[r]] = [text[r]!, text[p]!];
      record({ operation: 'swap', target: r, source: p, factor: null, notation: `R${r + 1} <-> R${p + 1}` });
    }
    const rr = a[r]!;
    const pivot = rr[c]!;
    if (!(pivot.num === 1n && pivot.den === 1n)) {
      const f = reduceRational(divideRationals({ num: 1n, den: 1n }, pivot));
      for (let j = 0; j < n; j++) rr[j] = rr[j]!.num === 0n ? rr[j]! : reduceRational(multiplyRationals(rr[j]!, f));
      text[r] = rr.map(formatReduced);
      const ft = formatReduced(f);
      record({ operation: 'scale', target: r, source: null, factor: ft, notation: `R${r + 1} <- (${ft}) R${r + 1}` });
    }
    for (let i = 0; i < m; i++) {
      if (i === r) continue;
      const ri = a[i]!;
      const e = ri[c]!;
      if (e.num === 0n) continue;
      for (let j = 0; j < n; j++) {
        if (rr[j]!.num !== 0n) ri[j] = reduceRational(subtractRationals(ri[j]!, multiplyRationals(e, rr[j]!)));
      }
      text[i] = ri.map(formatReduced);
      const factor = { num: -e.num, den: e.den };
      const ft = formatReduced(factor);
      record({ operation: 'add', target: i, source: r, factor: ft, notation: `R${i + 1} <- R${i + 1} + (${ft}) R${r + 1}` });
    }
    pivots.push(c);
  }
  const rref = snapshot();
  const rank = pivots.length;
  const consistent = k === 0 ? null : a.slice(rank).every((row) => row.every((x) => x.num === 0n));
  return { steps, rref, pivot_columns: pivots, rank, consistent, step_count: steps.length, rows: m, columns: n };
}
