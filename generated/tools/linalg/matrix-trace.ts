// generated from contracts/ — do not edit
// matrix-trace@1.0.0

export interface MatrixTraceInput {
/**
 * @maxItems 100
 */
a: string[][]
}

export interface MatrixTraceOutput {
trace: string
size: number
}

export type Input = MatrixTraceInput;
export type Output = MatrixTraceOutput;

/** The contract's named limits. */
export const limits = {
  "max_rows": 100,
  "max_columns": 100,
  "max_entry_chars": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
