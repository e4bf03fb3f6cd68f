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
