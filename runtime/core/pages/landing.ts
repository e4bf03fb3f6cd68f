// GET /: what the service is and where to go next, as a page for a browser or as JSON links.
import type { Context } from 'koa';
import { html, page, sendPage, wantsHtml } from './html.js';

const DESCRIPTION = 'Exact, repeatable answers behind versioned contracts: identical input always gives identical output. Search the catalog, read a tool\'s contract, execute it over REST or MCP.';

export const HOME_LINKS = {
  docs: '/docs',
  openapi: '/openapi.json',
  tools: '/v1/tools',
  search: '/v1/tools/search?q={query}',
  discover: '/v1/discover?q={query}',
  mcp: '/mcp',
  health: '/health',
} as const;

const CACHE_CONTROL = 'public, max-age=300';

function landingPage(toolCount: number): string {
  return page('Deterministic Tool Service', html`<h1>Deterministic Tool Service</h1>
<p>${DESCRIPTION}</p>
<p>${toolCount} tools, each with a contract: JSON Schemas for input and output, rules, limits, errors and examples.</p>
<form action="/v1/tools/search" method="get">
<label for="q">Search the catalog</label>
<input id="q" name="q" maxlength="256" required placeholder="checksum a text with adler-32">
<button type="submit">Search</button>
</form>
<ul>
<li><a href="/docs">API reference</a>: every endpoint, interactive</li>
<li><a href="/v1/tools">The catalog</a> (<code>GET /v1/tools</code>)</li>
<li><a href="/openapi.json">openapi.json</a>: OpenAPI 3.1, one typed execute path per tool</li>
<li>MCP for agents: <code>POST /mcp</code> (Streamable HTTP; tools <code>search_tools</code>, <code>get_tool_contract</code>, <code>execute_tool</code>, <code>execute_batch</code>)</li>
<li><a href="/health">Health</a></li>
</ul>`);
}

/** The landing page is the same for every request of a deployment: built once, on first use. */
export function homeHandler(toolCount: number): (ctx: Context) => void {
  let text: string | undefined;
  return (ctx) => {
    if (wantsHtml(ctx)) {
      sendPage(ctx, 200, (text ??= landingPage(toolCount)), CACHE_CONTROL);
      return;
    }
    ctx.set('Cache-Control', CACHE_CONTROL);
    ctx.body = { service: 'Deterministic Tool Service', description: DESCRIPTION, tool_count: toolCount, links: HOME_LINKS };
  };
}
