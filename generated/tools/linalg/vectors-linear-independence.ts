// generated from contracts/ — do not edit
// vectors-linear-independence@1.0.0

export interface VectorsLinearIndependenceInput {
/**
 * @maxItems 100
 */
vectors: string[][]
}

export interface VectorsLinearIndependenceOutput {
independent: boolean
rank: number
basis_indices: number[]
dependency: ({
index: number
coefficients: string[]
} | null)
}

export type Input = VectorsLinearIndependenceInput;
export type Output = VectorsLinearIndependenceOutput;

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
