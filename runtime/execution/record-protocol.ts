// What records-store.ts and its writer thread (record-writer.ts) say to each other. Kept apart from
// records-store.ts so the thread loads neither knex nor the rest of the runtime.

export type ExecutionRecord = {
  execution_ref: string;
  created_at: number;
  tool_id: string;
  tool_version: string;
  via: 'rest' | 'batch' | 'mcp';
  status: number;
  error_code: string | null;
  duration_us: number;
  input_bytes: number;
  output_bytes: number;
  account_id: string | null;
  key_id: string | null;
  model: string | null;
};

/** The columns of `executions` a record fills, in the order of `recordValues`. */
export const RECORD_COLUMNS = [
  'execution_ref', 'created_at', 'tool_id', 'tool_version', 'via', 'status', 'error_code',
  'duration_us', 'input_bytes', 'output_bytes', 'account_id', 'key_id', 'model',
] as const;

export function recordValues(r: ExecutionRecord): unknown[] {
  return [r.execution_ref, r.created_at, r.tool_id, r.tool_version, r.via, r.status, r.error_code,
    r.duration_us, r.input_bytes, r.output_bytes, r.account_id, r.key_id, r.model];
}

/**
 * A batch for a file, as the JSON text of its rows' values (one string copies faster between
 * threads than 200 objects), or the end of the thread's connection to a file.
 */
export type RecordWriterMessage = { kind: 'write'; file: string; busyTimeoutMs: number; rows: string } | { kind: 'close'; file: string };
export type RecordWriterRequest = { id: number } & RecordWriterMessage;
export type RecordWriterReply = { id: number; error?: { name: string; message: string; code?: string } };
