// generated from contracts/ — do not edit
// byte-size-format@1.0.0

export interface ByteSizeFormatInput {
bytes: string
system?: ("si" | "iec")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface ByteSizeFormatOutput {
text: string
value: string
unit: ("B" | "kB" | "MB" | "GB" | "TB" | "PB" | "EB" | "ZB" | "YB" | "KiB" | "MiB" | "GiB" | "TiB" | "PiB" | "EiB" | "ZiB" | "YiB")
exact: boolean
}

export type Input = ByteSizeFormatInput;
export type Output = ByteSizeFormatOutput;

/** The contract's named limits. */
export const limits = {
  "max_bytes_chars": 40,
  "max_decimals": 20
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
