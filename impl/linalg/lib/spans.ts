// Lists of vectors (vectors-linear-independence, vectors-gram-schmidt) and affine point transforms
// (matrix-transform-points): shape checks of a vector list before any entry is read, and the vector
// list as the integer-scaled coordinate matrix the elimination in ./elimination.ts works on.
import { invalidInput } from '../../lib/tool-error.js';
import type { Rational } from '../../math/lib/rational.js';
import { scaleRows, type ScaledRows } from './elimination.js';
import { parseVector } from './matrix.js';

/**
 * Checks a list of vectors before any entry is read: at most `maxVectors` vectors (invalid_input at
 * `pointer`), each of 1 to `maxLength` entries (invalid_input at `pointer`/0 when the first is empty
 * or too long) and all as long as the first (invalid_input at the first vector that differs).
 * Returns the common length (0 for an empty list).
 */
export function checkVectorList(vectors: readonly (readonly string[])[], maxVectors: number, maxLength: number, pointer: string): number {
  if (vectors.length > maxVectors) throw invalidInput(pointer, `there are ${vectors.length} vectors, more than ${maxVectors} (max_vectors)`);
  if (vectors.length === 0) return 0;
  const n = vectors[0]!.length;
  if (n === 0) throw invalidInput(`${pointer}/0`, 'a vector has no entries');
  if (n > maxLength) throw invalidInput(`${pointer}/0`, `the vectors have ${n} entries, more than ${maxLength} (max_length)`);
  for (let i = 1; i < vectors.length; i++) {
    if (vectors[i]!.length !== n) {
      throw invalidInput(`${pointer}/${i}`, `vector ${i} has ${vectors[i]!.length} entries, vector 0 has ${n}: every vector needs the same length`);
    }
  }
  return n;
}

/** Every entry of a checked vector list, reduced, in input order (the first bad entry fails). */
export function readVectorList(vectors: readonly (readonly string[])[], pointer: string): Rational[][] {
  return vectors.map((v, i) => parseVector(v, `${pointer}/${i}`));
}

/**
 * The vectors as the columns of an n x k matrix (row p holds coordinate p of every vector), each row
 * scaled to integers by the least common multiple of its denominators (scaleRows; refused at
 * `pointer` when one passes maxDigits). Scaling a row keeps the null space, so a relation between
 * the columns of the scaled matrix is one between the vectors.
 */
export function coordinateRows(vectors: readonly (readonly Rational[])[], length: number, maxDigits: number, limitName: string, pointer: string): ScaledRows {
  const rows = Array.from({ length }, (_, p) => vectors.map((v) => v[p]!));
  return scaleRows(rows, maxDigits, limitName, pointer);
}
