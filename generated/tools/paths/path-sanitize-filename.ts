// generated from contracts/ — do not edit
// path-sanitize-filename@1.0.0

export interface PathSanitizeFilenameInput {
name: string
target?: ("windows" | "posix")
replacement?: string
reserved_suffix?: string
fallback?: string
keep_extension?: boolean
}

export interface PathSanitizeFilenameOutput {
name: string
changed: boolean
/**
 * @maxItems 5
 */
changes: []|[{
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}]|[{
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}]|[{
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}]|[{
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}]|[{
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}, {
change: ("replaced_characters" | "removed_trailing" | "reserved_suffix_added" | "truncated" | "fallback_used")
count: number
}]
}

export type Input = PathSanitizeFilenameInput;
export type Output = PathSanitizeFilenameOutput;

/** The contract's named limits. */
export const limits = {
  "max_name_length": 32768,
  "max_name_bytes": 255
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
