// generated from contracts/ — do not edit
// datetime-offset-convert@1.0.0

export interface DatetimeOffsetConvertInput {
datetime: string
offset: string
/**
 * preserve (as many as the input), auto (fewest exact digits) or 0-9
 */
fraction_digits?: (("preserve" | "auto") | number)
}

export interface DatetimeOffsetConvertOutput {
datetime: string
offset_minutes: number
day_shift: number
epoch_nanoseconds: string
}

export type Input = DatetimeOffsetConvertInput;
export type Output = DatetimeOffsetConvertOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
