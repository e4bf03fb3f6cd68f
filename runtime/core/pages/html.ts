// Plain HTML pages for people (the landing page, the mail links' pages): escaped by construction,
// no script, and a Content-Security-Policy that allows nothing but the page's own inline style.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';

/** Text that is already HTML: only `html` makes one, so every other interpolation is escaped. */
export class Html {
  constructor(readonly text: string) {}
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A tagged template: interpolated strings and numbers are escaped, Html values (and arrays of them) kept. */
export function html(strings: TemplateStringsArray, ...values: (string | number | Html | Html[])[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    for (const part of parts) out += part instanceof Html ? part.text : escapeHtml(String(part));
    out += strings[i + 1]!;
  });
  return new Html(out);
}

const STYLE = [
  'body{font-family:system-ui,sans-serif;line-height:1.5;margin:0;color:#1a1a1a;background:#fafafa}',
  'main{max-width:40rem;margin:3rem auto;padding:0 1.25rem}',
  'h1{font-size:1.6rem;margin-bottom:.5rem}',
  'a{color:#0b57d0}',
  'code{background:#eee;padding:0 .25rem;border-radius:3px}',
  'button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#0b57d0;color:#fff;cursor:pointer}',
  'ul{padding-left:1.2rem}',
].join('');

// The style is fixed, so its hash is the whole of what the policy allows.
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');
export const PAGE_CSP = `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

export function page(title: string, body: Html): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>${new Html(STYLE)}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`.text;
}

/**
 * Whether to answer a person: the client ranks text/html above application/json (a browser sends
 * `text/html,...,*\/*;q=0.8`). No Accept, `*\/*` or `application/json` gets JSON, so API clients and
 * SDKs are never handed HTML. Sets `Vary: Accept`, since the answer depends on it.
 */
export function wantsHtml(ctx: Context): boolean {
  ctx.vary('Accept');
  return ctx.accepts('application/json', 'text/html') === 'text/html';
}

/** Answers a page with its policy; `cacheControl` as the route decides. */
export function sendPage(ctx: Context, status: number, text: string, cacheControl: string): void {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', PAGE_CSP);
  ctx.set('Cache-Control', cacheControl);
  ctx.body = text;
}
