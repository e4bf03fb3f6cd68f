// GET /docs: the interactive API reference of /openapi.json. Scalar's standalone bundle (the npm
// package @scalar/api-reference, pinned in package-lock) is served by us under a versioned name, so
// nothing is fetched from another origin at run time and the script is cached for a year.
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Context } from 'koa';
import { ApiError } from '../errors.js';
import { ifNoneMatchHits } from '../http-cache.js';
import { markNotModified } from '../middleware/compression.js';
import { escapeHtml } from './html.js';

export const ASSET_PREFIX = '/docs/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Where the package keeps its standalone (browser, self-contained) bundle; its exports map names no
// such file, so the path is found from its main entry.
const scalarRoot = () => join(dirname(createRequire(import.meta.url).resolve('@scalar/api-reference')), '..');

// The reference's options: the description from this origin; no default fonts (fonts.scalar.com),
// no telemetry, no hosted API client, agent or MCP helpers (each would call scalar.com).
const INIT_SCRIPT = `Scalar.createApiReference('#api-reference', ${JSON.stringify({
  url: '/openapi.json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  agent: { disabled: true },
  mcp: { disabled: true },
})});\n`;

/**
 * Style elements the bundle inserts without the page's nonce, allowed by their hashes: vue-sonner's
 * two toast sheets, the two layers of the theme's variables, and an empty element filled later. They
 * are fixed for the pinned version and these options: test/docs-page.test.ts fails on any CSP
 * violation and its message names the hash to add after an upgrade.
 */
const UNNONCED_STYLE_HASHES = [
  'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=', // empty
  'sha256-DLlkYCuDYGe6ME23YkUFB7Tc36rGDeo4mVBFbZX3uaU=', // vue-sonner
  'sha256-ZW1GSuo0pKyEx5Ar7ZC5Dflb/mjatjeTW9aVx0iZAzE=', // sonner toaster
  'sha256-rO+6k1mDRASa9Q8IQu9I3bF+bjRdxDreAZCyGSaxzeI=', // scalar-theme, without default fonts
];

/**
 * Refused on purpose: a second theme sheet (of the bundled API client, which ignores
 * withDefaultFonts) whose @font-face rules load fonts from fonts.scalar.com. The theme allowed
 * above declares the same variables, so refusing it costs nothing but those fonts.
 */
export const REFUSED_STYLE_HASHES = ['sha256-ByYf7FT9GhtPyZWBk7wDPeZ7nnKGdL+8APpLKjMUt6I='];

/**
 * Scripts only from here, and no eval (Zod in the bundle probes for it with Function('') and works
 * without it); styles from here, the nonce (Scalar reads it from the csp-nonce meta
 * element) and the fixed sheets above; style attributes inline (the components position elements
 * with them; they cannot run code). Fetches, images and fonts from here only.
 */
function docsCsp(nonce: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}' ${UNNONCED_STYLE_HASHES.map((h) => `'${h}'`).join(' ')}`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

type Asset = { bytes: Buffer; etag: string };

const etagOf = (bytes: Buffer | string) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;

/** The page's two scripts by versioned file name; the bundle is read on its first request. */
class DocsAssets {
  readonly initName: string;
  readonly bundleName: string;
  private readonly init: Asset;
  private bundle: Promise<Asset> | undefined;

  constructor() {
    const bytes = Buffer.from(INIT_SCRIPT);
    this.init = { bytes, etag: etagOf(bytes) };
    this.initName = `docs-init-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.js`;
    const { version } = createRequire(import.meta.url)(join(scalarRoot(), 'package.json')) as { version: string };
    this.bundleName = `api-reference-${version}.js`;
  }

  get(name: string): Promise<Asset> | Asset | undefined {
    if (name === this.initName) return this.init;
    if (name !== this.bundleName) return undefined;
    // A failed read is not kept: the next request tries again.
    this.bundle ??= readFile(join(scalarRoot(), 'dist', 'browser', 'standalone.js')).then(
      (bytes) => ({ bytes, etag: etagOf(bytes) }),
      (err: unknown) => {
        this.bundle = undefined;
        throw err;
      },
    );
    return this.bundle;
  }
}

function docsPage(nonce: string, assets: DocsAssets): string {
  const n = escapeHtml(nonce);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta property="csp-nonce" content="${n}">
<title>API reference · Deterministic Tool Service</title>
</head>
<body>
<div id="api-reference"></div>
<noscript><p>The API reference runs in JavaScript. The description it shows is <a href="/openapi.json">/openapi.json</a>.</p></noscript>
<script src="${ASSET_PREFIX}${assets.bundleName}"></script>
<script src="${ASSET_PREFIX}${assets.initName}"></script>
</body>
</html>
`;
}

export function apiReferenceHandlers(): { docs: (ctx: Context) => void; asset: (ctx: Context, file: string) => Promise<void> } {
  let assets: DocsAssets | undefined; // resolved on first use, so start-up reads nothing
  const assetsOnce = () => (assets ??= new DocsAssets());
  return {
    docs: (ctx) => {
      const nonce = randomBytes(16).toString('base64');
      ctx.type = 'text/html; charset=utf-8';
      ctx.set('Content-Security-Policy', docsCsp(nonce));
      ctx.set('Cache-Control', 'no-store'); // a fresh nonce each time
      ctx.body = docsPage(nonce, assetsOnce());
    },
    asset: async (ctx, file) => {
      const found = assetsOnce().get(file);
      if (!found) throw new ApiError('not_found', `no asset ${JSON.stringify(file)}`);
      const { bytes, etag } = await found;
      ctx.set('ETag', etag);
      ctx.set('Cache-Control', IMMUTABLE);
      if (ifNoneMatchHits(ctx.get('If-None-Match'), etag)) {
        ctx.status = 304;
        markNotModified(ctx, bytes); // the weak ETag a compressed 200 would have carried
        return;
      }
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.body = bytes;
    },
  };
}
