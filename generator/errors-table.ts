// contracts/errors.yaml: the one table of error codes. Checked here, emitted as generated/errors.ts.
export type ErrorSide = 'client' | 'server';
export type ErrorSpec = { status: number; title: string; side: ErrorSide; raised_by: 'service' | 'tools'; description: string };
export type ErrorTable = Record<string, ErrorSpec>;

const CODE = /^[a-z][a-z0-9_]*$/;
const KEYS = ['status', 'title', 'side', 'raised_by', 'description'];

/** Problems with the table, as `contracts/errors.yaml: ...` lines; [] when it is sound. */
export function lintErrorTable(table: unknown): string[] {
  const where = 'contracts/errors.yaml';
  if (table === null || typeof table !== 'object' || Array.isArray(table)) return [`${where}: must map each code to its entry`];
  const problems: string[] = [];
  for (const [code, e] of Object.entries(table as Record<string, Record<string, unknown>>)) {
    const say = (m: string) => problems.push(`${where}: ${code}: ${m}`);
    if (!CODE.test(code)) say('codes are snake_case');
    if (e === null || typeof e !== 'object') {
      say('must be an object');
      continue;
    }
    for (const k of Object.keys(e)) if (!KEYS.includes(k)) say(`unknown key \`${k}\``);
    if (!Number.isInteger(e.status) || (e.status as number) < 400 || (e.status as number) > 599) say('status must be an HTTP error status');
    if (typeof e.title !== 'string' || !e.title) say('title must be a non-empty string');
    if (e.side !== 'client' && e.side !== 'server') say('side must be client or server');
    if (e.raised_by !== 'service' && e.raised_by !== 'tools') say('raised_by must be service or tools');
    if (typeof e.description !== 'string' || !e.description) say('description must be a non-empty string');
    if (e.raised_by === 'tools' && e.side !== 'client') say('a tool error is the client\'s fault (a tool bug is internal_error)');
  }
  return problems;
}

export function toolErrorCodes(table: ErrorTable): string[] {
  return Object.keys(table).filter((c) => table[c]!.raised_by === 'tools');
}
