// generated from contracts/ — do not edit
// ini-to-json@1.0.0

export interface IniToJsonInput {
/**
 * The INI text.
 */
text: string
/**
 * The INI dialect; every member optional.
 */
dialect?: {
/**
 * Characters that start a full-line comment. Default [";", "#"].
 * 
 * @maxItems 2
 */
comment_prefixes?: []|[(";" | "#")]|[(";" | "#"), (";" | "#")]
/**
 * The character between key and value.
 */
delimiter?: ("=" | ":")
/**
 * What a repeated key in one section does (reading only).
 */
duplicate_keys?: ("error" | "first" | "last")
/**
 * Remove one pair of surrounding double quotes from values (reading only).
 */
unquote?: boolean
}
}

export interface IniToJsonOutput {
/**
 * Section name -> (key -> value); names are user data.
 */
value: {
[k: string]: {
[k: string]: string
}
}
}

export type Input = IniToJsonInput;
export type Output = IniToJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_text_chars": 262144
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","duplicate_key","syntax_error"] as const;
