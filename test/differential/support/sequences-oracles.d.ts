// Types for the two oracle packages of test/differential/sequences.test.ts that ship none.
declare module 'damerau-levenshtein' {
  /** Optimal string alignment distance (restricted Damerau-Levenshtein), unit costs. */
  export default function damerauLevenshtein(a: string, b: string): { steps: number; relative: number; similarity: number };
}

declare module 'difflib' {
  type Opcode = [string, number, number, number, number];
  export class SequenceMatcher<T> {
    constructor(isjunk: null, a: T[], b: T[]);
    getOpcodes(): Opcode[];
    getGroupedOpcodes(n?: number): Opcode[][];
  }
  const difflib: { SequenceMatcher: typeof SequenceMatcher };
  export default difflib;
}
