// Feedback (idempotent per caller and idempotency_key) and tool requests.
import { randomUUID } from 'node:crypto';
import type { Db } from '../core/store/db.js';
import { bodyHash } from '../core/idempotency.js';
import { ms } from '../core/store/columns.js';

export type FeedbackInput = { category: string; idempotency_key: string; note?: string; tool?: string; version?: string; execution_ref?: string };

/**
 * Stores feedback once per (owner, idempotency_key): the unique constraint decides, so concurrent
 * repeats cannot make two rows. Answers the stored row, or 'conflict' when the key was used with another body.
 */
export async function submitFeedback(db: Db, owner: string, accountId: string | null, input: FeedbackInput, now: number): Promise<{ id: string; createdAt: number } | 'conflict'> {
  const hash = bodyHash(input);
  await db('feedback').insert({
    id: randomUUID(), owner, idempotency_key: input.idempotency_key, body_sha256: hash, category: input.category,
    note: input.note ?? null, tool_id: input.tool ?? null, tool_version: input.version ?? null,
    execution_ref: input.execution_ref ?? null, account_id: accountId, created_at: now,
  }).onConflict(['owner', 'idempotency_key']).ignore();
  const row = await db('feedback').where({ owner, idempotency_key: input.idempotency_key }).first('id', 'body_sha256', 'created_at');
  if (row.body_sha256 !== hash) return 'conflict';
  return { id: row.id, createdAt: ms(row.created_at) };
}

export type ToolRequestStatus = 'received' | 'planned' | 'released' | 'declined';

export type ToolRequestRow = {
  id: string;
  description: string;
  example_input: unknown;
  example_output: unknown;
  contact_email: string | null;
  status: ToolRequestStatus;
  released_tool: string | null;
  created_at: number;
  updated_at: number;
};

export type NewToolRequest = { description: string; example_input?: unknown; example_output?: unknown; contact_email?: string; email_consent?: boolean };

const jsonOrNull = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

export async function createToolRequest(db: Db, owner: string, accountId: string | null, input: NewToolRequest, now: number): Promise<{ id: string; createdAt: number }> {
  const id = randomUUID();
  await db('tool_requests').insert({
    id, owner, account_id: accountId, description: input.description, example_input: jsonOrNull(input.example_input),
    example_output: jsonOrNull(input.example_output), contact_email: input.contact_email ?? null,
    email_consent: input.email_consent === true, status: 'received', released_tool: null, created_at: now, updated_at: now,
  });
  return { id, createdAt: now };
}

/** The account's requests, newest first (insertion order), at most `limit`. */
export async function listToolRequests(db: Db, accountId: string, limit = 100): Promise<ToolRequestRow[]> {
  const rows = await db('tool_requests').where({ account_id: accountId }).orderBy('seq', 'desc').limit(limit);
  return rows.map((r) => ({
    id: r.id, description: r.description,
    example_input: r.example_input === null ? null : JSON.parse(r.example_input),
    example_output: r.example_output === null ? null : JSON.parse(r.example_output),
    contact_email: r.contact_email ?? null, status: r.status, released_tool: r.released_tool ?? null,
    created_at: ms(r.created_at), updated_at: ms(r.updated_at),
  }));
}

/** Which status may follow which (operators move requests; callers only read them). */
export const TOOL_REQUEST_TRANSITIONS: Record<ToolRequestStatus, ToolRequestStatus[]> = {
  received: ['planned', 'released', 'declined'],
  planned: ['released', 'declined'],
  released: [],
  declined: [],
};

/**
 * Moves a request to its next status in one conditional UPDATE (so two operators cannot both move
 * it from the same state). `released` needs the tool id that answers it. False when the request
 * does not exist or is not in a state that allows the move.
 */
export async function setToolRequestStatus(db: Db, id: string, next: ToolRequestStatus, now: number, releasedTool?: string): Promise<boolean> {
  if ((next === 'released') !== (releasedTool !== undefined)) throw new Error('released (and only released) names the tool id');
  const from = (Object.keys(TOOL_REQUEST_TRANSITIONS) as ToolRequestStatus[]).filter((s) => TOOL_REQUEST_TRANSITIONS[s].includes(next));
  const changed = await db('tool_requests').where({ id }).whereIn('status', from)
    .update({ status: next, released_tool: releasedTool ?? null, updated_at: now });
  return changed === 1;
}
