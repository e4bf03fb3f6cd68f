// generated from contracts/ — do not edit
// datetime-format@1.0.0

export interface DatetimeFormatInput {
datetime: string
offset?: string
/**
 * tokens such as yyyy-MM-dd'T'HH:mm:ss.SSSXXX; literal text in single quotes
 */
pattern: string
}

export interface DatetimeFormatOutput {
text: string
}

export type Input = DatetimeFormatInput;
export type Output = DatetimeFormatOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
