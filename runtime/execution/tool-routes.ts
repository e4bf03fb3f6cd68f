// The catalog (list, contracts) and POST .../execute: one recorded execution through the pipeline.
import { ApiError } from '../core/errors.js';
import { checkExecutionAllowance, executeRecorded } from './pipeline.js';
import { sendProblem } from '../core/middleware/problem-responses.js';
import { replyJson } from '../core/middleware/reply.js';
import type { Caller } from '../core/middleware/caller.js';
import { checked, type Handlers } from '../core/routing.js';
import { sendCacheableJson, strongEtag } from '../core/http-cache.js';
import type { Catalog, CatalogTool } from './catalog.js';
import type { FeatureDeps } from './services.js';

const CONTRACT_MAX_AGE = 300;
/** Listings change only with a deployment, like contracts. */
const LISTING_MAX_AGE = 300;

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

/** The caller's savings for a tool, as JSON (the savings feature, wired in runtime/app.ts). */
export type ToolRouteHooks = { savingsJson(caller: Caller, toolId: string): Promise<string> };

/** A JSON text and its strong ETag, built on first request and kept (the catalog does not change while serving). */
type Cached = { json: string; etag: string };
function cached<K>(build: (key: K) => unknown): (key: K) => Cached {
  const kept = new Map<K, Cached>();
  return (key) => {
    let c = kept.get(key);
    if (!c) {
      const json = JSON.stringify(build(key));
      kept.set(key, (c = { json, etag: strongEtag(json) }));
    }
    return c;
  };
}

/** GET /v1/tools/{id}: the tool's versions in catalog order, the latest last. */
function toolVersions(catalog: Catalog, id: string): object {
  const versions = catalog.versionsOf(id);
  const tools = (versions ?? []).map((v) => catalog.get(id, v)).filter((t): t is CatalogTool => t !== undefined && catalog.tools.includes(t));
  if (!tools.length) throw new ApiError('tool_not_found', `no tool has the id ${JSON.stringify(id.slice(0, 100))}`);
  return {
    id,
    category: tools[tools.length - 1]!.summary.category,
    latest_version: tools[tools.length - 1]!.summary.version,
    versions: tools.map(({ summary: { version, description, contract_url, execute_url } }) => ({ version, description, contract_url, execute_url })),
  };
}

export function toolHandlers({ config, services, catalog, log }: FeatureDeps, hooks: ToolRouteHooks): Pick<Handlers, 'list_tools' | 'get_tool' | 'list_categories' | 'get_tool_contract' | 'execute_tool'> {
  const etags = new Map<string, string>();
  const slugs = new Set(catalog.categories.map((c) => c.slug));
  // Listings are built once per category (the empty key: all) and per tool, then sent with their ETag.
  const listing = cached((category: string) => {
    const tools = catalog.tools.filter((t) => category === '' || t.summary.category === category).map((t) => t.summary);
    return { count: tools.length, tools };
  });
  const tool = cached((id: string) => toolVersions(catalog, id));
  const categories = cached(() => ({
    count: catalog.categories.length,
    categories: catalog.categories.map(({ slug, title }) => ({
      slug, title,
      tool_count: catalog.tools.reduce((n, t) => n + (t.summary.category === slug ? 1 : 0), 0),
      tools_url: `/v1/tools?category=${slug}`,
    })),
  }));

  return {
    list_tools: (ctx, { query: { category } }) => {
      if (category !== undefined && !slugs.has(category)) {
        throw new ApiError('invalid_request', 'unknown category', [{ parameter: 'category', message: `must be one of: ${[...slugs].join(', ')}` }]);
      }
      const { json, etag } = listing(category ?? '');
      sendCacheableJson(ctx, json, etag, LISTING_MAX_AGE);
    },

    get_tool: (ctx, { params: { id } }) => {
      // Only ids the catalog has are kept (an unknown id throws before anything is cached).
      const { json, etag } = tool(id);
      sendCacheableJson(ctx, json, etag, LISTING_MAX_AGE);
    },

    list_categories: (ctx) => {
      const { json, etag } = categories(undefined);
      sendCacheableJson(ctx, json, etag, LISTING_MAX_AGE);
    },

    get_tool_contract: (ctx, { params: { id, version } }) => {
      const tool = findTool(catalog, id, version);
      let etag = etags.get(tool.key);
      if (!etag) etags.set(tool.key, (etag = strongEtag(tool.contractJson)));
      sendCacheableJson(ctx, tool.contractJson, etag, CONTRACT_MAX_AGE);
    },

    execute_tool: checked<'execute_tool', CatalogTool>({
      // Unknown tools answer 404 before the body is read; the tool found is handed to handle.
      beforeBody: (_ctx, { params: { id, version } }) => findTool(catalog, id, version),
      handle: async (ctx, { caller, body, bodyBytes, requestId }, tool) => {
        const checking = checkExecutionAllowance(config, services, caller);
        if (checking) await checking;
        const executed = await executeRecorded({ services, catalog, log, caller, via: 'rest', tool, input: body, inputBytes: bodyBytes, requestId });
        if (!executed.ok) return sendProblem(ctx, executed.problem, ['X-Execution-Ref', executed.ref]);
        let json = `{"result":${executed.resultJson}`;
        const headers = ['X-Execution-Ref', executed.ref, 'Vary', 'Prefer'];
        const prefer = ctx.req.headers.prefer;
        if (typeof prefer === 'string' && prefersSavings(prefer)) { // Node joins repeated Prefer headers with ', '
          // The caller's own reported average for this tool, else unmeasured (runtime/savings).
          json += `,"savings":${await hooks.savingsJson(caller, tool.summary.id)}`;
          headers.push('Preference-Applied', 'return=savings');
        }
        replyJson(ctx, 200, json + '}', headers);
      },
    }),
  };
}
