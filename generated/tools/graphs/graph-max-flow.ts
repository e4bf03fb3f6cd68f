// generated from contracts/ — do not edit
// graph-max-flow@1.0.0

export interface GraphMaxFlowInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: true
source: string
sink: string
}

export interface GraphMaxFlowOutput {
value: string
flows: {
from: string
to: string
capacity: string
flow: string
index: number
}[]
source_side: string[]
cut_edges: {
from: string
to: string
capacity: string
index: number
}[]
}

export type Input = GraphMaxFlowInput;
export type Output = GraphMaxFlowOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 50,
  "max_edges": 300,
  "max_id_chars": 256,
  "max_total_id_bytes": 65536,
  "max_weight_chars": 50,
  "max_denominator_lcm_digits": 100
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","division_by_zero","limit_exceeded"] as const;
