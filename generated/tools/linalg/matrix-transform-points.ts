// generated from contracts/ — do not edit
// matrix-transform-points@1.0.0

export interface MatrixTransformPointsInput {
/**
 * @maxItems 100
 */
matrix: string[][]
/**
 * @maxItems 10000
 */
points: string[][]
}

export interface MatrixTransformPointsOutput {
points: string[][]
}

export type Input = MatrixTransformPointsInput;
export type Output = MatrixTransformPointsOutput;

/** The contract's named limits. */
export const limits = {
  "max_points": 10000,
  "max_entry_chars": 100,
  "max_output_chars": 250000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
