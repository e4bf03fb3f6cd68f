// generated from contracts/ — do not edit
// sequence-edit-distance@1.0.0

export interface SequenceEditDistanceInput {
a: (unknown[] | string)
b: (unknown[] | string)
split?: ("none" | "lines" | "code_points")
costs?: {
insert?: number
delete?: number
substitute?: number
/**
 * Absent: no transposition step.
 */
transpose?: number
}
}

export interface SequenceEditDistanceOutput {
distance: number
counts: {
equal: number
substitute: number
transpose: number
insert: number
delete: number
}
/**
 * @maxItems 40000
 */
alignment: {
op: ("equal" | "substitute" | "transpose" | "insert" | "delete")
a_index: number
b_index: number
}[]
}

export type Input = SequenceEditDistanceInput;
export type Output = SequenceEditDistanceOutput;
