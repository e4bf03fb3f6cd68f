// generated from contracts/ — do not edit
// csv-dialect-convert@1.0.0

export interface CsvDialectConvertInput {
csv: string
/**
 * How the input is written.
 */
source?: {
delimiter?: string
quote?: string
}
/**
 * How the output is written.
 */
target?: {
delimiter?: string
quote?: string
line_ending?: ("crlf" | "lf")
bom?: boolean
}
}

export interface CsvDialectConvertOutput {
csv: string
record_count: number
}

export type Input = CsvDialectConvertInput;
export type Output = CsvDialectConvertOutput;
