// A lone UTF-16 surrogate has no UTF-8 form: tool inputs and stored service bodies refuse it.
import { ApiError } from './errors.js';
import { pointerToken } from '../../impl/lib/json-pointer.js';

// Deeper than the body reader allows (MAX_JSON_DEPTH), so every string of an accepted input is seen.
const MAX_SCAN_DEPTH = 300;

/** First place in a JSON value where a key or string holds a lone surrogate, as a JSON Pointer. */
export function findLoneSurrogate(value: unknown, pointer = '', depth = 0): string | null {
  if (depth > MAX_SCAN_DEPTH) return null; // schemas bound depth long before this
  if (typeof value === 'string') return /\p{Surrogate}/u.test(value) ? pointer : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findLoneSurrogate(value[i], `${pointer}/${i}`, depth + 1);
      if (hit !== null) return hit;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const here = `${pointer}/${pointerToken(k)}`;
      if (/\p{Surrogate}/u.test(k)) return here;
      const hit = findLoneSurrogate(v, here, depth + 1);
      if (hit !== null) return hit;
    }
  }
  return null;
}

/** Service bodies are stored as text: a lone UTF-16 surrogate has no UTF-8 form and is refused. */
export function refuseLoneSurrogates(body: unknown): void {
  const at = findLoneSurrogate(body);
  if (at !== null) throw new ApiError('invalid_request', 'the body holds a lone UTF-16 surrogate', [{ pointer: at, message: 'has no UTF-8 form' }]);
}
