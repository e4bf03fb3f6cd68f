// Health, readiness, the API description, the problem types, the landing page and the API
// reference: what any deployment answers.
import { ApiError, errorTable, isErrorCode } from './errors.js';
import { sendCacheableJson } from './http-cache.js';
import { openapiDocument } from './openapi-document.js';
import type { Config } from './config.js';
import type { DatabaseProbe } from './store/db-probe.js';
import type { Handlers } from './routing.js';
import { iso } from './clock.js';
import { apiReferenceHandlers } from './pages/api-reference.js';
import { homeHandler } from './pages/landing.js';

const OPENAPI_MAX_AGE = 300;

/** What the service routes read: the tool count, the database probe and the record backlog. */
export type ServiceDeps = {
  toolCount: number;
  database: Pick<DatabaseProbe, 'read'>;
  recorder: { stats(): { backlog: number; capacity: number; failing: number; dropped: number } };
};

type ServiceHandlers = Pick<Handlers, 'get_health' | 'get_readiness' | 'get_openapi' | 'get_problem_type' | 'get_home' | 'get_docs' | 'get_docs_asset'>;

export function serviceHandlers(config: Config, deps: ServiceDeps): ServiceHandlers {
  const reference = apiReferenceHandlers();
  return {
    get_home: homeHandler(deps.toolCount),
    get_docs: reference.docs,
    get_docs_asset: (ctx, { params: { file } }) => reference.asset(ctx, file),

    get_health: (ctx) => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'ok', commit: config.deployedCommit, tool_count: deps.toolCount };
    },

    // Readiness, apart from liveness (/health never looks at the database): the database as last
    // checked (at most once a second, never awaited here) and the execution records waiting to be
    // written. Not ready while the database is down or the backlog passes half the queue's capacity
    // (rows are dropped when it is full): a load balancer should send traffic elsewhere.
    get_readiness: (ctx) => {
      const database = deps.database.read();
      const recorder = deps.recorder.stats();
      const ready = database.up && recorder.backlog < recorder.capacity / 2;
      ctx.status = ready ? 200 : 503;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        status: ready ? 'ready' : 'not_ready',
        database: { status: database.up ? 'up' : 'down', checked_at: database.checkedAt === null ? null : iso(database.checkedAt) },
        recorder: { backlog: recorder.backlog, capacity: recorder.capacity, writing: recorder.failing > 0 ? 'retrying' : 'ok', dropped: recorder.dropped },
      };
    },

    // The committed document is the description; its hash is the ETag (read on the first request).
    get_openapi: (ctx) => {
      const { text, etag } = openapiDocument();
      sendCacheableJson(ctx, text, etag, OPENAPI_MAX_AGE);
    },

    get_problem_type: (ctx, { params: { code } }) => {
      if (!isErrorCode(code)) throw new ApiError('not_found', `no problem type ${JSON.stringify(code.slice(0, 64))}`);
      const spec = errorTable[code];
      ctx.body = { code, title: spec.title, status: spec.status, description: spec.description };
    },
  };
}
