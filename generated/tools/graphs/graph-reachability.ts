// generated from contracts/ — do not edit
// graph-reachability@1.0.0

export interface GraphReachabilityInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: boolean
/**
 * @minItems 1
 * @maxItems 10000
 */
sources: [string, ...(string)[]]
direction?: ("forward" | "reverse")
max_depth?: (number | null)
}

export interface GraphReachabilityOutput {
count: number
reached: {
id: string
depth: number
}[]
}

export type Input = GraphReachabilityInput;
export type Output = GraphReachabilityOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
