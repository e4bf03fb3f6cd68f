// Newsletter sign-up (JSON, or the website's form), confirmation (a page whose button POSTs) and
// unsubscription (link and RFC 8058 one-click). The links answer a browser with a page, any other
// client with JSON (core/pages/html.ts wantsHtml).
import type { Context } from 'koa';
import { ApiError } from '../core/errors.js';
import { dailyLimited } from '../core/middleware/caller.js';
import { sendPage, wantsHtml } from '../core/pages/html.js';
import type { Handlers } from '../core/routing.js';
import type { FeatureDeps } from '../execution/services.js';
import { confirm, confirmLinkState, subscribe, unsubscribe } from './newsletter.js';
import { confirmedPage, confirmPage, notActivePage, unsubscribedPage } from './pages.js';

export const SUBSCRIBE_ANSWER = {
  status: 'pending_confirmation',
  detail: 'Received. If this address can be subscribed, one confirmation email is on its way; nothing else is sent until the link in it is followed.',
} as const;

const NOT_ACTIVE = 'this link is not active: it is unknown, or its address is already unsubscribed';

type NewsletterHandlers = Pick<Handlers, 'subscribe' | 'show_confirm_page' | 'confirm_subscription' | 'unsubscribe_link' | 'unsubscribe_one_click'>;

/** A mail link's answer: the page for a browser, else the JSON; an inactive link is 404 either way. */
function answerLink(ctx: Context, result: { page: string; json: object } | null): void {
  const person = wantsHtml(ctx);
  if (result === null) {
    if (!person) throw new ApiError('not_active', NOT_ACTIVE);
    sendPage(ctx, 404, notActivePage(), 'no-store');
    return;
  }
  if (person) {
    sendPage(ctx, 200, result.page, 'no-store');
    return;
  }
  ctx.set('Cache-Control', 'no-store');
  ctx.body = result.json;
}

export function newsletterHandlers({ config, services }: FeatureDeps): NewsletterHandlers {
  return {
    subscribe: async (ctx, { body, caller }) => {
      // Consent is in both forms by their schemas: `true` in JSON, a checkbox value in the website's form.
      const email = 'json' in body ? body.json.email : body.form.email;
      if (config.quotas.enabled) {
        // Per client address even with a key: one address cannot flood many inboxes by switching keys.
        const verdict = await services.daily.take(`subscriptions:${caller.address}`, config.quotas.subscriptionsPerDay);
        if (!verdict.ok) throw dailyLimited('subscription', config.quotas.subscriptionsPerDay, verdict.retryAfter);
      }
      await subscribe(services, email);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = SUBSCRIBE_ANSWER;
    },

    // GET changes nothing: link scanners prefetch it. The page's button POSTs to the same URL.
    show_confirm_page: async (ctx, { query: { token } }) => {
      const state = await confirmLinkState(services, token);
      answerLink(ctx, state && { page: confirmPage(token, state), json: { status: state } });
    },

    confirm_subscription: async (ctx, { query: { token } }) => {
      answerLink(ctx, (await confirm(services, token)) ? { page: confirmedPage(), json: { status: 'confirmed' } } : null);
    },

    // SPEC.md: a GET of the unsubscribe link unsubscribes (see the contract's reasons).
    unsubscribe_link: async (ctx, { query: { token } }) => {
      answerLink(ctx, (await unsubscribe(services, token)) ? { page: unsubscribedPage(), json: { status: 'unsubscribed' } } : null);
    },

    // RFC 8058: mail providers POST `List-Unsubscribe=One-Click`, which carries nothing else and is
    // not read; the answer stays JSON whatever they accept.
    unsubscribe_one_click: async (ctx, { query: { token } }) => {
      if (!(await unsubscribe(services, token))) throw new ApiError('not_active', NOT_ACTIVE);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { status: 'unsubscribed' };
    },
  };
}
