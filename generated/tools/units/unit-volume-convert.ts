// generated from contracts/ — do not edit
// unit-volume-convert@1.0.0

export interface UnitVolumeConvertInput {
value: string
from: ("m3" | "L" | "dL" | "cL" | "mL" | "cm3" | "mm3" | "in3" | "ft3" | "yd3" | "gal_us" | "qt_us" | "pt_us" | "cup_us" | "fl_oz_us" | "tbsp_us" | "tsp_us" | "bbl_oil" | "gal_imp" | "qt_imp" | "pt_imp" | "fl_oz_imp" | "cup_metric")
to: ("m3" | "L" | "dL" | "cL" | "mL" | "cm3" | "mm3" | "in3" | "ft3" | "yd3" | "gal_us" | "qt_us" | "pt_us" | "cup_us" | "fl_oz_us" | "tbsp_us" | "tsp_us" | "bbl_oil" | "gal_imp" | "qt_imp" | "pt_imp" | "fl_oz_imp" | "cup_metric")
decimals?: number
rounding?: ("half_even" | "half_up" | "half_down" | "up" | "down" | "ceiling" | "floor")
}

export interface UnitVolumeConvertOutput {
value: string
exact: boolean
rational: {
numerator: string
denominator: string
}
}

export type Input = UnitVolumeConvertInput;
export type Output = UnitVolumeConvertOutput;

/** The contract's named limits. */
export const limits = {
  "max_value_chars": 200,
  "max_decimals": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
