// generated from contracts/ — do not edit
// rational-expression-evaluate@1.0.0

export interface RationalExpressionEvaluateInput {
expression: string
}

export interface RationalExpressionEvaluateOutput {
numerator: string
denominator: string
text: string
}

export type Input = RationalExpressionEvaluateInput;
export type Output = RationalExpressionEvaluateOutput;

/** The contract's named limits. */
export const limits = {
  "max_expression_chars": 1000,
  "max_nesting_depth": 100,
  "max_result_digits": 1000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
