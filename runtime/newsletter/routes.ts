// The new-tool newsletter: subscribe (JSON or the website's form encoding), the confirm link and
// the unsubscribe link (GET, and POST for RFC 8058 one-click). See runtime/newsletter.
import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import getRawBody from 'raw-body';
import { subscribeBody as subscribeValidator } from '../../generated/api-validators.js';
import { ApiError } from '../core/errors.js';
import { validBody } from '../core/api-body.js';
import { rateLimited } from '../core/middleware/caller.js';
import { jsonBody } from '../core/middleware/json-body.js';
import { confirm, subscribe, unsubscribe } from './newsletter.js';
import type { Config } from '../core/config.js';
import type { Services } from '../execution/services.js';

const FORM = 'application/x-www-form-urlencoded';
const FORM_LIMIT_BYTES = 4096;
const FORM_CONSENT = new Set(['true', 'on', '1', 'yes']);

export const SUBSCRIBE_ANSWER = {
  status: 'pending_confirmation',
  detail: 'Received. If this address can be subscribed, one confirmation email is on its way; nothing else is sent until the link in it is followed.',
} as const;

/** The client address as a quota scope, hashed like runtime/middleware/caller.ts does (also for callers with a key). */
export function clientAddressScope(ctx: Context, config: Config): string {
  return 'ip:' + createHash('sha256').update(config.clientHashSalt).update('\0').update(ctx.ip).digest('base64url').slice(0, 22);
}

/** JSON, or `application/x-www-form-urlencoded` (UTF-8) from the website's form: the same fields, consent as a checkbox value. */
function jsonOrForm(limitBytes: number): Middleware {
  const json = jsonBody(limitBytes);
  return async (ctx, next) => {
    const header = ctx.get('Content-Type');
    if ((header.split(';')[0] ?? '').trim().toLowerCase() !== FORM) return json(ctx, next);
    const charset = /;\s*charset=("?)([^";]+)\1/i.exec(header)?.[2]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw new ApiError('unsupported_media_type', 'send the form in UTF-8');
    let text: string;
    try {
      text = await getRawBody(ctx.req, { limit: FORM_LIMIT_BYTES, encoding: 'utf8', length: ctx.get('Content-Length') || undefined });
    } catch (e) {
      if ((e as { type?: string }).type === 'entity.too.large') throw new ApiError('payload_too_large', `a form may be at most ${FORM_LIMIT_BYTES} bytes`);
      throw new ApiError('invalid_request', 'the form could not be read');
    }
    const fields = new Map<string, string>();
    for (const [k, v] of new URLSearchParams(text)) {
      if (fields.has(k)) throw new ApiError('invalid_request', 'a form field is repeated', [{ pointer: `/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, message: 'appears more than once' }]);
      fields.set(k, v);
    }
    const body: Record<string, unknown> = Object.fromEntries(fields);
    if (typeof body.consent === 'string' && FORM_CONSENT.has(body.consent.toLowerCase())) body.consent = true;
    ctx.state.body = body;
    await next();
  };
}

/** The `token` query parameter (other parameters, utm_* and the like, are ignored). */
function tokenOf(ctx: Context): string {
  const token = ctx.query.token;
  if (typeof token !== 'string' || token === '' || token.length > 64) {
    throw new ApiError('invalid_request', 'the link needs its token', [{ parameter: 'token', message: 'one token of at most 64 characters is required' }]);
  }
  return token;
}

const NOT_ACTIVE = 'this link is not active: it is unknown, or its address is already unsubscribed';

export function newsletterRoutes(router: Router, config: Config, services: Services): void {
  router.post('/v1/subscribe', jsonOrForm(config.bodyLimitBytes), async (ctx) => {
    const input = validBody<{ email: string; consent: true }>(subscribeValidator, ctx.state.body);
    if (config.quotas.enabled) {
      const verdict = await services.daily.take(`subscriptions:${clientAddressScope(ctx, config)}`, config.quotas.subscriptionsPerDay);
      if (!verdict.ok) throw rateLimited('the daily subscription allowance is used up', verdict.retryAfter);
    }
    await subscribe(services, input.email);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = SUBSCRIBE_ANSWER;
  });

  router.get('/v1/subscribe/confirm', async (ctx) => {
    if (!(await confirm(services, tokenOf(ctx)))) throw new ApiError('not_active', NOT_ACTIVE);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'confirmed' };
  });

  const unsubscribeRoute = async (ctx: Context) => {
    if (!(await unsubscribe(services, tokenOf(ctx)))) throw new ApiError('not_active', NOT_ACTIVE);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'unsubscribed' };
  };
  router.get('/v1/unsubscribe', unsubscribeRoute);
  router.post('/v1/unsubscribe', unsubscribeRoute); // RFC 8058: the body (List-Unsubscribe=One-Click) carries nothing else
}
