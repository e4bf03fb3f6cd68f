// generated from contracts/ — do not edit
// graph-diff@1.0.0

export interface GraphDiffInput {
before: {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
}
after: {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
}
directed?: boolean
}

export interface GraphDiffOutput {
unchanged: boolean
added_nodes: string[]
removed_nodes: string[]
added_edges: {
from: string
to: string
count: number
}[]
removed_edges: {
from: string
to: string
count: number
}[]
changed_weights: {
from: string
to: string
before: (string | null)
after: (string | null)
}[]
}

export type Input = GraphDiffInput;
export type Output = GraphDiffOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","division_by_zero"] as const;
