// generated from contracts/ — do not edit
// graph-cycles-find@1.0.0

export interface GraphCyclesFindInput {
nodes?: string[]
edges: {
from: string
to: string
weight?: string
}[]
directed?: true
max_cycles?: number
}

export interface GraphCyclesFindOutput {
cyclic: boolean
count: number
truncated: boolean
cycles: [string, ...(string)[]][]
}

export type Input = GraphCyclesFindInput;
export type Output = GraphCyclesFindOutput;

/** The contract's named limits. */
export const limits = {
  "max_nodes": 10000,
  "max_edges": 50000,
  "max_id_chars": 256,
  "max_total_id_bytes": 1048576,
  "max_cycles": 10000,
  "max_work_steps": 1000000,
  "max_output_chars": 200000
} as const;

/** The error codes the contract lists; the runtime answers any other code a tool throws as a 500. */
export const errors = ["invalid_input","limit_exceeded"] as const;
