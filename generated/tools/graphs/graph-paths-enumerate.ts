// generated from contracts/ — do not edit
// graph-paths-enumerate@1.0.0

export interface GraphPathsEnumerateInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: boolean
from: string
to: string
max_paths?: number
max_length?: (number | null)
}

export interface GraphPathsEnumerateOutput {
count: number
paths: string[][]
truncated: boolean
truncated_by: ("max_paths" | "max_output_ids" | "max_search_steps" | null)
}

export type Input = GraphPathsEnumerateInput;
export type Output = GraphPathsEnumerateOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576,
  "default_max_paths": 100,
  "max_output_ids": 20000,
  "max_search_steps": 1000000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
