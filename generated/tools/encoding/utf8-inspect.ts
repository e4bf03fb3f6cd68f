// generated from contracts/ — do not edit
// utf8-inspect@1.0.0

export interface Utf8InspectInput {
/**
 * The bytes to inspect, as hex or Base64.
 */
input: string
input_encoding?: ("hex" | "base64")
max_code_points?: number
}

export interface Utf8InspectOutput {
valid: boolean
byte_length: number
code_point_count: number
/**
 * @maxItems 10000
 */
code_points: {
offset: number
length: number
value: number
code_point: string
}[]
truncated: boolean
first_invalid_offset: (number | null)
reason: ("unexpected_continuation_byte" | "overlong_encoding" | "surrogate" | "above_max_code_point" | "invalid_lead_byte" | "missing_continuation_byte" | "truncated_sequence" | null)
has_bom: boolean
text: (string | null)
}

export type Input = Utf8InspectInput;
export type Output = Utf8InspectOutput;

/** The contract's named limits. */
export const limits = {
  "max_input_chars": 262144,
  "max_code_points": 10000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
