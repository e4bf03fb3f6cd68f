// generated from contracts/ — do not edit
// graph-connected-components@1.0.0

export interface GraphConnectedComponentsInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: boolean
}

export interface GraphConnectedComponentsOutput {
count: number
connected: boolean
components: [string, ...(string)[]][]
}

export type Input = GraphConnectedComponentsInput;
export type Output = GraphConnectedComponentsOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
