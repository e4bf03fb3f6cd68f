// generated/errors.ts: the error table as a typed constant, so an unknown code is a compile error.
import type { ErrorTable } from '../errors-table.js';
import { toolErrorCodes } from '../errors-table.js';
import { GENERATED_HEADER } from '../names.js';

export function emitErrors(table: ErrorTable): string {
  const entries = Object.entries(table).map(([code, e]) => `  ${code}: ${JSON.stringify({ status: e.status, title: e.title, side: e.side, raised_by: e.raised_by, description: e.description })},`);
  const union = (codes: string[]) => codes.map((c) => JSON.stringify(c)).join(' | ');
  return [
    `// ${GENERATED_HEADER}`,
    '// contracts/errors.yaml: every code with its HTTP status, title, side at fault and meaning.',
    '',
    `export type ErrorSpec = { readonly status: number; readonly title: string; readonly side: 'client' | 'server'; readonly raised_by: 'service' | 'tools'; readonly description: string };`,
    '',
    'export const errorTable = {',
    ...entries,
    '} as const satisfies Record<string, ErrorSpec>;',
    '',
    'export type ErrorCode = keyof typeof errorTable;',
    '',
    '/** The codes an implementation may throw (and a contract may list under `errors`). */',
    `export type ToolErrorCode = ${union(toolErrorCodes(table))};`,
    '',
  ].join('\n');
}
