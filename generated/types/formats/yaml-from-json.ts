// generated from contracts/ — do not edit
// yaml-from-json@1.0.0

export interface YamlFromJsonInput {
/**
 * Any JSON value; bounded by the 256 KiB request body, depth and node limits.
 */
value: unknown
}

export interface YamlFromJsonOutput {
text: string
}

export type Input = YamlFromJsonInput;
export type Output = YamlFromJsonOutput;
