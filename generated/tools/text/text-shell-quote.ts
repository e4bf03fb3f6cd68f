// generated from contracts/ — do not edit
// text-shell-quote@1.0.0

export interface TextShellQuoteInput {
/**
 * the arguments, program name first
 * 
 * @maxItems 10000
 */
args: string[]
shell: ("posix" | "powershell" | "windows_argv" | "cmd")
/**
 * quote even arguments that need no quotes (posix, windows_argv, cmd)
 */
always_quote?: boolean
}

export interface TextShellQuoteOutput {
command_line: string
/**
 * @maxItems 10000
 */
quoted: string[]
}

export type Input = TextShellQuoteInput;
export type Output = TextShellQuoteOutput;

/** The contract's named limits. */
export const limits = {
  "max_args": 10000,
  "max_input_chars": 131072,
  "max_output_bytes": 100000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
