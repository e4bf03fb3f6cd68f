import type Router from '@koa/router';
import { readFileSync } from 'node:fs';
import { ApiError, errorTable, isErrorCode } from '../errors.js';
import { sendCacheableJson, strongEtag } from '../http-cache.js';
import type { Catalog } from '../catalog.js';
import type { Config } from '../config.js';

const OPENAPI_MAX_AGE = 300;

export function serviceRoutes(router: Router, config: Config, catalog: Catalog): void {
  // Read once per app: the committed document is the description; its hash is the ETag.
  const openapiText = readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8');
  const openapiEtag = strongEtag(openapiText);

  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok', commit: config.deployedCommit, tool_count: catalog.tools.length };
  });

  router.get('/openapi.json', (ctx) => sendCacheableJson(ctx, openapiText, openapiEtag, OPENAPI_MAX_AGE));

  router.get('/problems/:code', (ctx) => {
    const code = ctx.params.code ?? '';
    if (!isErrorCode(code)) throw new ApiError('not_found', `no problem type ${JSON.stringify(code.slice(0, 64))}`);
    const spec = errorTable[code];
    ctx.body = { code, title: spec.title, status: spec.status, description: spec.description };
  });
}
