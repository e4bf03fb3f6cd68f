// The pages a person sees after following a link in our mail: plain HTML, no script (core/pages/html.ts).
import { html, page } from '../core/pages/html.js';

const FOOTER = html`<p><a href="/">Deterministic Tool Service</a></p>`;

/** The confirm link's page: the button POSTs to the same URL, so a prefetching scanner confirms nothing. */
export function confirmPage(token: string, state: 'unconfirmed' | 'confirmed'): string {
  if (state === 'confirmed') return confirmedPage();
  return page('Confirm your subscription', html`<h1>Confirm your subscription</h1>
<p>Press the button to receive announcements of new tools at this address. Nothing is sent unless you do.</p>
<form method="post" action="/v1/subscribe/confirm?token=${encodeURIComponent(token)}">
<button type="submit">Confirm my subscription</button>
</form>
${FOOTER}`);
}

export function confirmedPage(): string {
  return page('Subscription confirmed', html`<h1>Subscription confirmed</h1>
<p>This address will receive announcements of new tools. Every mail carries a link to unsubscribe.</p>
${FOOTER}`);
}

export function unsubscribedPage(): string {
  return page('Unsubscribed', html`<h1>You are unsubscribed</h1>
<p>This address will get no more mail from us and cannot be subscribed again; we kept only a hash of it, to refuse it later.</p>
${FOOTER}`);
}

export function notActivePage(): string {
  return page('Link not active', html`<h1>This link is not active</h1>
<p>It is unknown or incomplete (check that the whole link was copied), or its address has already unsubscribed. Nothing was changed.</p>
${FOOTER}`);
}
