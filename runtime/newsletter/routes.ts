// Newsletter sign-up (JSON, or the website's form), confirmation and unsubscription (link and RFC 8058 one-click).
import type { Context } from 'koa';
import { ApiError } from '../core/errors.js';
import { rateLimited } from '../core/middleware/caller.js';
import type { Handlers } from '../core/routing.js';
import type { FeatureDeps } from '../execution/services.js';
import { confirm, subscribe, unsubscribe } from './newsletter.js';

export const SUBSCRIBE_ANSWER = {
  status: 'pending_confirmation',
  detail: 'Received. If this address can be subscribed, one confirmation email is on its way; nothing else is sent until the link in it is followed.',
} as const;

const NOT_ACTIVE = 'this link is not active: it is unknown, or its address is already unsubscribed';

type NewsletterHandlers = Pick<Handlers, 'subscribe' | 'confirm_subscription' | 'unsubscribe_link' | 'unsubscribe_one_click'>;

export function newsletterHandlers({ config, services }: FeatureDeps): NewsletterHandlers {
  const unsubscribeRoute = async (ctx: Context, token: string) => {
    if (!(await unsubscribe(services, token))) throw new ApiError('not_active', NOT_ACTIVE);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'unsubscribed' };
  };
  return {
    subscribe: async (ctx, { body, caller }) => {
      // Consent is in both forms by their schemas: `true` in JSON, a checkbox value in the website's form.
      const email = 'json' in body ? body.json.email : body.form.email;
      if (config.quotas.enabled) {
        // Per client address even with a key: one address cannot flood many inboxes by switching keys.
        const verdict = await services.daily.take(`subscriptions:${caller.address}`, config.quotas.subscriptionsPerDay);
        if (!verdict.ok) throw rateLimited('the daily subscription allowance is used up', verdict.retryAfter);
      }
      await subscribe(services, email);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = SUBSCRIBE_ANSWER;
    },

    confirm_subscription: async (ctx, { query: { token } }) => {
      if (!(await confirm(services, token))) throw new ApiError('not_active', NOT_ACTIVE);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'confirmed' };
    },

    unsubscribe_link: (ctx, { query: { token } }) => unsubscribeRoute(ctx, token),
    // RFC 8058: the body (List-Unsubscribe=One-Click) carries nothing else, and is not read.
    unsubscribe_one_click: (ctx, { query: { token } }) => unsubscribeRoute(ctx, token),
  };
}
