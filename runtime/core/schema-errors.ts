import type { ErrorObject } from 'ajv';
import { pointerToken } from '../../impl/lib/json-pointer.js';

export type FieldError = { pointer: string; message: string };

/** A response lists at most this many faults; the rest would only repeat the same mistake. */
export const MAX_FIELD_ERRORS = 50;

/**
 * Ajv errors as JSON Pointers to the offending place. A missing or unknown property points at the
 * property itself rather than its parent, so a caller can see which key to fix.
 */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const e of errors ?? []) {
    let pointer = e.instancePath;
    let message = e.message ?? 'is invalid';
    const p = e.params as Record<string, unknown>;
    if (e.keyword === 'required') {
      pointer += '/' + pointerToken(String(p.missingProperty));
      message = 'is required';
    } else if (e.keyword === 'additionalProperties') {
      pointer += '/' + pointerToken(String(p.additionalProperty));
      message = 'is not an allowed field';
    } else if (e.keyword === 'enum') {
      message = 'must be one of: ' + (p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ');
    }
    const key = pointer + '\u0000' + message;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer, message });
    if (out.length === MAX_FIELD_ERRORS) break;
  }
  return out;
}
