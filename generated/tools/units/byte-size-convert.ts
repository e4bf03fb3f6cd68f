// generated from contracts/ — do not edit
// byte-size-convert@1.0.0

export interface ByteSizeConvertInput {
value: string
from: ("bit" | "kbit" | "Mbit" | "Gbit" | "Tbit" | "Pbit" | "Ebit" | "Zbit" | "Ybit" | "Kibit" | "Mibit" | "Gibit" | "Tibit" | "Pibit" | "Eibit" | "Zibit" | "Yibit" | "B" | "kB" | "KB" | "MB" | "GB" | "TB" | "PB" | "EB" | "ZB" | "YB" | "KiB" | "MiB" | "GiB" | "TiB" | "PiB" | "EiB" | "ZiB" | "YiB")
to: ("bit" | "kbit" | "Mbit" | "Gbit" | "Tbit" | "Pbit" | "Ebit" | "Zbit" | "Ybit" | "Kibit" | "Mibit" | "Gibit" | "Tibit" | "Pibit" | "Eibit" | "Zibit" | "Yibit" | "B" | "kB" | "KB" | "MB" | "GB" | "TB" | "PB" | "EB" | "ZB" | "YB" | "KiB" | "MiB" | "GiB" | "TiB" | "PiB" | "EiB" | "ZiB" | "YiB")
convention?: ("si" | "jedec")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface ByteSizeConvertOutput {
value: string
exact: boolean
rational: {
numerator: string
denominator: string
}
}

export type Input = ByteSizeConvertInput;
export type Output = ByteSizeConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 200,
  "max_decimals": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
