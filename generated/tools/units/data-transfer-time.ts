// generated from contracts/ — do not edit
// data-transfer-time@1.0.0

export interface DataTransferTimeInput {
size: string
size_unit: ("bit" | "kbit" | "Mbit" | "Gbit" | "Tbit" | "Pbit" | "Ebit" | "Zbit" | "Ybit" | "Kibit" | "Mibit" | "Gibit" | "Tibit" | "Pibit" | "Eibit" | "Zibit" | "Yibit" | "B" | "kB" | "KB" | "MB" | "GB" | "TB" | "PB" | "EB" | "ZB" | "YB" | "KiB" | "MiB" | "GiB" | "TiB" | "PiB" | "EiB" | "ZiB" | "YiB")
rate: string
rate_unit: ("bit/s" | "kbit/s" | "Mbit/s" | "Gbit/s" | "Tbit/s" | "Pbit/s" | "Ebit/s" | "Zbit/s" | "Ybit/s" | "Kibit/s" | "Mibit/s" | "Gibit/s" | "Tibit/s" | "Pibit/s" | "Eibit/s" | "Zibit/s" | "Yibit/s" | "B/s" | "kB/s" | "KB/s" | "MB/s" | "GB/s" | "TB/s" | "PB/s" | "EB/s" | "ZB/s" | "YB/s" | "KiB/s" | "MiB/s" | "GiB/s" | "TiB/s" | "PiB/s" | "EiB/s" | "ZiB/s" | "YiB/s")
convention?: ("si" | "jedec")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface DataTransferTimeOutput {
seconds: {
value: string
exact: boolean
rational: {
numerator: string
denominator: string
}
}
duration: string
}

export type Input = DataTransferTimeInput;
export type Output = DataTransferTimeOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 200,
  "max_decimals": 20
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero"] as const;
