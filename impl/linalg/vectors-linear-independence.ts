import type { Input, Output } from '../../generated/tools/linalg/vectors-linear-independence.js';
import { limits } from '../../generated/tools/linalg/vectors-linear-independence.js';
import { fractionFreeGaussJordan, quotient, requireBoundedGrowth } from './lib/elimination.js';
import { formatEntry, OutputBudget } from './lib/matrix.js';
import { checkVectorList, coordinateRows, readVectorList } from './lib/spans.js';

export default function vectorsLinearIndependence(input: Input): Output {
  const length = checkVectorList(input.vectors, limits.max_vectors, limits.max_length, '/vectors');
  const vectors = readVectorList(input.vectors, '/vectors');
  const k = vectors.length;
  const scaled = coordinateRows(vectors, length, limits.max_bound_digits, 'max_bound_digits', '/vectors');
  requireBoundedGrowth(scaled, k, limits.max_bound_digits, 'max_bound_digits', '/vectors');
  const red = fractionFreeGaussJordan(scaled.rows, k);
  const rank = red.pivots.length;
  let first = 0;
  while (first < rank && red.pivots[first] === first) first++;
  if (first === k) return { independent: true, rank, basis_indices: red.pivots, dependency: null };
  // Columns 0 .. first-1 are the pivots of rows 0 .. first-1, so column `first` of the reduced form
  // holds the coordinates of vector `first` on the vectors before it.
  const budget = new OutputBudget(limits.max_output_chars, 'max_output_chars');
  const coefficients = Array.from({ length: k }, (_, i) => {
    if (i < first) return budget.take(formatEntry(quotient(red.rows[i]![first]!, red.divisor)));
    return budget.take(i === first ? '-1' : '0');
  });
  return { independent: false, rank, basis_indices: red.pivots, dependency: { index: first, coefficients } };
}
