// generated from contracts/ — do not edit
// url-percent-decode@1.0.0

export interface UrlPercentDecodeInput {
text: string
mode?: ("plain" | "form")
on_error?: ("replace" | "strict")
}

export interface UrlPercentDecodeOutput {
decoded: string
malformed_escapes: number
invalid_sequences: number
}

export type Input = UrlPercentDecodeInput;
export type Output = UrlPercentDecodeOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_length": 65536
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
