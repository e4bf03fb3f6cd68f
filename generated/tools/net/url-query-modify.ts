// generated from contracts/ — do not edit
// url-query-modify@1.0.0

export interface UrlQueryModifyInput {
url: string
/**
 * @minItems 1
 * @maxItems 100000
 */
operations: [({
op: ("set" | "append")
name: string
value: string
} | {
op: "delete"
name: string
value?: string
}), ...(({
op: ("set" | "append")
name: string
value: string
} | {
op: "delete"
name: string
value?: string
}))[]]
}

export interface UrlQueryModifyOutput {
url: string
query: (string | null)
}

export type Input = UrlQueryModifyInput;
export type Output = UrlQueryModifyOutput;

/** The contract's named limits. */
export const limits = {
  "max_url_length": 16384,
  "max_edits": 100,
  "max_edit_length": 16384
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
