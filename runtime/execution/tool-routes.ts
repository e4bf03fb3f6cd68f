import type Router from '@koa/router';
import type { Context } from 'koa';
import { ApiError } from '../core/errors.js';
import { checkExecutionAllowance, executeRecorded } from './pipeline.js';
import { sendProblem } from '../core/middleware/problem-responses.js';
import type { Logger } from '../core/logger.js';
import { callerOf } from '../core/middleware/caller.js';
import type { Services } from './services.js';
import { sendCacheableJson, strongEtag } from '../core/http-cache.js';
import { jsonBody } from '../core/middleware/json-body.js';
import { toolSummary, type Catalog, type CatalogTool } from './catalog.js';
import type { Config } from '../core/config.js';
import { executionSavingsJson } from '../savings/execution-savings.js';

const CONTRACT_MAX_AGE = 300;

/** RFC 7240: `Prefer: return=savings` among comma-separated preferences, names case-insensitive. */
export function prefersSavings(header: string): boolean {
  return header.split(',').some((p) => /^\s*return\s*=\s*"?savings"?\s*(;|$)/i.test(p));
}

function findTool(catalog: Catalog, id: string, version: string): CatalogTool {
  const tool = catalog.get(id, version);
  if (tool) return tool;
  const versions = catalog.versionsOf(id);
  if (!versions) throw new ApiError('tool_not_found', `no tool has the id ${JSON.stringify(id.slice(0, 100))}`);
  throw new ApiError('version_not_found', `${id} has no version ${JSON.stringify(version.slice(0, 100))}; versions: ${versions.join(', ')}`);
}

export function toolRoutes(router: Router, config: Config, catalog: Catalog, services: Services, log: Logger): void {
  const etags = new Map<string, string>();
  const slugs = new Set(catalog.categories.map((c) => c.slug));

  router.get('/v1/tools', (ctx) => {
    const category = ctx.query.category;
    if (category !== undefined && (typeof category !== 'string' || !slugs.has(category))) {
      throw new ApiError('invalid_request', 'unknown category', [{ parameter: 'category', message: `must be one of: ${[...slugs].join(', ')}` }]);
    }
    const tools = catalog.tools
      .filter((t) => category === undefined || t.contract.category === category)
      .map((t) => toolSummary(t.contract));
    ctx.body = { count: tools.length, tools };
  });

  router.get('/v1/tools/:id/versions/:version', (ctx) => {
    const tool = findTool(catalog, ctx.params.id!, ctx.params.version!);
    let etag = etags.get(tool.key);
    if (!etag) etags.set(tool.key, (etag = strongEtag(tool.contractJson)));
    sendCacheableJson(ctx, tool.contractJson, etag, CONTRACT_MAX_AGE);
  });

  router.post('/v1/tools/:id/versions/:version/execute', async (ctx: Context, next) => {
    // Unknown tools answer 404 before the body is read.
    ctx.state.tool = findTool(catalog, ctx.params.id!, ctx.params.version!);
    await next();
  }, jsonBody(config.bodyLimitBytes), async (ctx) => {
    const tool = ctx.state.tool as CatalogTool;
    const caller = callerOf(ctx);
    await checkExecutionAllowance(config, services, caller);
    const executed = await executeRecorded({
      services, catalog, log, caller, via: 'rest', tool, input: ctx.state.body, inputBytes: Number(ctx.state.bodyBytes ?? 0), requestId: ctx.state.requestId as string | undefined,
    });
    ctx.set('X-Execution-Ref', executed.ref);
    if (!executed.ok) return sendProblem(ctx, executed.problem);
    let json = `{"result":${executed.resultJson}`;
    if (prefersSavings(ctx.get('Prefer'))) {
      // The caller's own reported average for this tool, else unmeasured (runtime/savings).
      json += `,"savings":${await executionSavingsJson(services.db, services.clock.now(), caller, tool.contract.id)}`;
      ctx.set('Preference-Applied', 'return=savings');
    }
    json += '}';
    ctx.set('Vary', 'Prefer');
    ctx.type = 'application/json';
    ctx.body = json;
  });
}
