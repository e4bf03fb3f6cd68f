// generated from contracts/ — do not edit
// graph-minimum-spanning-tree@1.0.0

export interface GraphMinimumSpanningTreeInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: false
}

export interface GraphMinimumSpanningTreeOutput {
edges: {
from: string
to: string
weight: string
index: number
}[]
total_weight: string
edge_count: number
trees: number
connected: boolean
}

export type Input = GraphMinimumSpanningTreeInput;
export type Output = GraphMinimumSpanningTreeOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576,
  "max_weight_chars": 50,
  "max_denominator_lcm_digits": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
