// generated from contracts/ — do not edit
// graph-bipartite-check@1.0.0

export interface GraphBipartiteCheckInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: false
}

export interface GraphBipartiteCheckOutput {
bipartite: boolean
side_a: (string[] | null)
side_b: (string[] | null)
odd_cycle: (string[] | null)
}

export type Input = GraphBipartiteCheckInput;
export type Output = GraphBipartiteCheckOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
