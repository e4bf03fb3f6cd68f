// generated from contracts/ — do not edit
// text-codepoints-inspect@1.0.0

export interface TextCodepointsInspectInput {
/**
 * the text to inspect, at most 500 code points
 */
text: string
}

export interface TextCodepointsInspectOutput {
code_points: number
utf16_units: number
utf8_bytes: number
/**
 * @maxItems 500
 */
items: {
index: number
utf16_offset: number
code_point: string
character: string
name: string
/**
 * @maxItems 8
 */
aliases: []|[{
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}]|[{
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}]|[{
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}]|[{
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}]|[{
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}]|[{
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}]|[{
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}]|[{
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}, {
alias: string
type: ("correction" | "control" | "alternate" | "figment" | "abbreviation")
}]
general_category: string
script: string
combining_class: number
utf8: string
utf16: string
}[]
}

export type Input = TextCodepointsInspectInput;
export type Output = TextCodepointsInspectOutput;

/** The contract's named limits. */
export const limits = {
  "max_code_points": 500
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
