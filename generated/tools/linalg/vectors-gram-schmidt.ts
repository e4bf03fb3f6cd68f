// generated from contracts/ — do not edit
// vectors-gram-schmidt@1.0.0

export interface VectorsGramSchmidtInput {
/**
 * @maxItems 100
 */
vectors: string[][]
}

export interface VectorsGramSchmidtOutput {
basis: string[][]
kept_indices: number[]
dropped_indices: number[]
rank: number
}

export type Input = VectorsGramSchmidtInput;
export type Output = VectorsGramSchmidtOutput;

/** The contract's named limits. */
export const limits = {
  "max_vectors": 30,
  "max_length": 30,
  "max_entry_chars": 100,
  "max_bound_digits": 2000,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
