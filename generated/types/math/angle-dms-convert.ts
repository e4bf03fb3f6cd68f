// generated from contracts/ — do not edit
// angle-dms-convert@1.0.0

export interface AngleDmsConvertInput {
value: string
from: ("deg" | "arcmin" | "arcsec")
to: ("deg" | "arcmin" | "arcsec")
}

export interface AngleDmsConvertOutput {
numerator: string
denominator: string
}

export type Input = AngleDmsConvertInput;
export type Output = AngleDmsConvertOutput;
