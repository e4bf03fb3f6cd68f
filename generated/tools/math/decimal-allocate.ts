// generated from contracts/ — do not edit
// decimal-allocate@1.0.0

export interface DecimalAllocateInput {
/**
 * The amount to split: "100.00", "0.05", "-12.5".
 */
total: string
/**
 * Non-negative weights, one per part: ["70", "30"] or ["1", "1", "1"].
 * 
 * @minItems 1
 * @maxItems 1000
 */
ratios: [string, ...(string)[]]
/**
 * Fraction digits of each part (2: cents, 0: whole units).
 */
scale?: number
}

export interface DecimalAllocateOutput {
parts: string[]
scale: number
leftover_units: number
}

export type Input = DecimalAllocateInput;
export type Output = DecimalAllocateOutput;

/** The contract's named limits. */
export const limits = {
  "max_parts": 1000,
  "max_exponent": 100,
  "max_scale": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
