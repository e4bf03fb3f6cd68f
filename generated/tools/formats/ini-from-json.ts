// generated from contracts/ — do not edit
// ini-from-json@1.0.0

export interface IniFromJsonInput {
/**
 * Section name -> (key -> scalar); names are user data.
 */
value: {
[k: string]: {
[k: string]: string | number | boolean | null
}
}
dialect?: {
delimiter?: ("=" | ":")
spaces_around_delimiter?: boolean
}
}

export interface IniFromJsonOutput {
text: string
}

export type Input = IniFromJsonInput;
export type Output = IniFromJsonOutput;

/** The contract's named limits. */
export const limits = {
  "max_sections": 1000,
  "max_keys_per_section": 10000,
  "max_string_chars": 65536
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input"] as const;
