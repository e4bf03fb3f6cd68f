// generated from contracts/ — do not edit
// jsonl-from-json@1.0.0

export interface JsonlFromJsonInput {
/**
 * @maxItems 10000
 */
values: unknown[]
ascii_only?: boolean
sort_keys?: boolean
}

export interface JsonlFromJsonOutput {
text: string
line_count: number
bytes: number
}

export type Input = JsonlFromJsonInput;
export type Output = JsonlFromJsonOutput;
