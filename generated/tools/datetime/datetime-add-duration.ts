// generated from contracts/ — do not edit
// datetime-add-duration@1.0.0

export interface DatetimeAddDurationInput {
datetime: string
duration: string
end_of_month?: ("clamp" | "reject")
}

export interface DatetimeAddDurationOutput {
datetime: string
epoch_nanoseconds: string
clamped: boolean
}

export type Input = DatetimeAddDurationInput;
export type Output = DatetimeAddDurationOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
