// The committed OpenAPI document (generated/openapi.json, 2.8 MB) and its ETag, read and hashed on
// the first GET /openapi.json rather than at start-up, then kept for the life of the process.
import { readFileSync } from 'node:fs';
import { strongEtag } from './http-cache.js';

let document: { text: string; etag: string } | undefined;

/** The document as served (the committed text, unchanged) and its strong ETag (a hash of that text). */
export function openapiDocument(): { text: string; etag: string } {
  if (!document) {
    const text = readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8');
    document = { text, etag: strongEtag(text) };
  }
  return document;
}
