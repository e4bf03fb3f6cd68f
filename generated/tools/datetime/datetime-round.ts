// generated from contracts/ — do not edit
// datetime-round@1.0.0

export interface DatetimeRoundInput {
datetime: string
interval: string
/**
 * floor (down), ceil (up) or nearest (ties to the later boundary)
 */
mode?: ("floor" | "ceil" | "nearest")
offset?: string
/**
 * a time of day on which a boundary falls: HH:MM, HH:MM:SS or HH:MM:SS.fraction
 */
origin?: string
}

export interface DatetimeRoundOutput {
datetime: string
difference_seconds: string
epoch_nanoseconds: string
}

export type Input = DatetimeRoundInput;
export type Output = DatetimeRoundOutput;

/** The contract's named limits. */
export const limits = {} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
