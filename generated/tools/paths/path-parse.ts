// generated from contracts/ — do not edit
// path-parse@1.0.0

export interface PathParseInput {
path: string
style: ("posix" | "windows")
}

export interface PathParseOutput {
kind: ("relative" | "absolute" | "rooted" | "drive_relative" | "drive_absolute" | "unc" | "device" | "verbatim")
root: string
drive: string
server: string
share: string
/**
 * @maxItems 16384
 */
segments: string[]
trailing_separator: boolean
rooted: boolean
fully_qualified: boolean
dirname: string
basename: string
stem: string
extension: string
/**
 * @maxItems 32767
 */
suffixes: string[]
}

export type Input = PathParseInput;
export type Output = PathParseOutput;

/** The contract's named limits. */
export const limits = {
  "max_path_length": 32767
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
