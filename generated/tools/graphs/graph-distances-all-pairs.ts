// generated from contracts/ — do not edit
// graph-distances-all-pairs@1.0.0

export interface GraphDistancesAllPairsInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: boolean
}

export interface GraphDistancesAllPairsOutput {
nodes: string[]
distances: ((string | null)[][] | null)
negative_cycle: (string[] | null)
}

export type Input = GraphDistancesAllPairsInput;
export type Output = GraphDistancesAllPairsOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 64,
  "max_edges": 5000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576,
  "max_weight_chars": 100,
  "max_weight_denominator_lcm_digits": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
