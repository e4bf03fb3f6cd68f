import type { Db } from '../core/store/db.js';

export type SavedTool = { tool: string; version: string; note: string | null; saved_at: number };

export async function listSavedTools(db: Db, accountId: string): Promise<SavedTool[]> {
  const rows = await db('saved_tools').where({ account_id: accountId }).orderBy([{ column: 'saved_at' }, { column: 'tool_id' }, { column: 'tool_version' }]);
  return rows.map((r) => ({ tool: r.tool_id, version: r.tool_version, note: r.note ?? null, saved_at: Number(r.saved_at) }));
}

/** Idempotent: saving again keeps the first saved_at; a note given replaces the note. */
export async function saveTool(db: Db, accountId: string, tool: string, version: string, note: string | undefined, now: number): Promise<SavedTool> {
  const merge = note === undefined ? ['tool_id'] : ['note'];
  await db('saved_tools')
    .insert({ account_id: accountId, tool_id: tool, tool_version: version, note: note ?? null, saved_at: now })
    .onConflict(['account_id', 'tool_id', 'tool_version'])
    .merge(merge);
  const r = await db('saved_tools').where({ account_id: accountId, tool_id: tool, tool_version: version }).first();
  return { tool, version, note: r.note ?? null, saved_at: Number(r.saved_at) };
}

export async function removeSavedTool(db: Db, accountId: string, tool: string, version: string): Promise<boolean> {
  return (await db('saved_tools').where({ account_id: accountId, tool_id: tool, tool_version: version }).delete()) > 0;
}
