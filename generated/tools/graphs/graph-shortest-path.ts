// generated from contracts/ — do not edit
// graph-shortest-path@1.0.0

export interface GraphShortestPathInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: boolean
from: string
to: string
metric?: ("weight" | "hops")
}

export interface GraphShortestPathOutput {
reachable: boolean
cost: (string | null)
hops: (number | null)
path: (string[] | null)
}

export type Input = GraphShortestPathInput;
export type Output = GraphShortestPathOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576,
  "max_weight_chars": 100,
  "max_weight_denominator_lcm_digits": 100,
  "max_tie_break_steps": 1000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
