// generated from contracts/ — do not edit
// graph-transitive-reduction@1.0.0

export interface GraphTransitiveReductionInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: true
}

export interface GraphTransitiveReductionOutput {
nodes: string[]
edges: {
from: string
to: string
}[]
removed: {
from: string
to: string
}[]
}

export type Input = GraphTransitiveReductionInput;
export type Output = GraphTransitiveReductionOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576,
  "max_output_chars": 200000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded","cyclic_reference"] as const;
