import type { Context } from 'koa';
import { pino } from 'pino';
import type { Logger } from '../logger.js';

export type AccessLine = (ctx: Context, requestId: string, startNs: bigint) => void;

type Destination = { write(line: string): unknown };

/**
 * One line per request: no query string (it may carry tokens), no body, no headers. Null above
 * info, so nothing is built (not even the start time) for a line nobody writes.
 *
 * The line is pino's own format (level, time, the fields, msg) written by hand to the logger's
 * destination: its five fields need no redaction or serializers, and pino's generic path (child
 * bindings, object walk, redaction) cost as much as the rest of a small execute's own work.
 */
export function accessLine(log: Logger): AccessLine | null {
  if (!log.isLevelEnabled('info')) return null;
  const destination = (log as unknown as Record<symbol, Destination>)[pino.symbols.streamSym]!;
  const prefix = `{"level":${log.levels.values.info},"time":`;
  return (ctx, requestId, startNs) => {
    const ms = Math.round(Number(process.hrtime.bigint() - startNs) / 1e4) / 100;
    destination.write(`${prefix}${Date.now()},"req_id":${JSON.stringify(requestId)},"method":${JSON.stringify(ctx.method)},"path":${JSON.stringify(ctx.path)},"status":${ctx.status},"ms":${ms},"msg":"request"}\n`);
  };
}
