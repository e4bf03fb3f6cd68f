// generated from contracts/ — do not edit
// graph-validate@1.0.0

export interface GraphValidateInput {
nodes: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: boolean
allow_self_loops?: boolean
allow_parallel_edges?: boolean
}

export interface GraphValidateOutput {
valid: boolean
node_count: number
edge_count: number
problems: {
code: ("duplicate_node" | "unknown_endpoint" | "self_loop" | "duplicate_edge" | "invalid_weight")
pointer: string
message: string
}[]
degrees: {
id: string
in_degree: number
out_degree: number
degree: number
}[]
sources: string[]
sinks: string[]
isolated: string[]
}

export type Input = GraphValidateInput;
export type Output = GraphValidateOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
