import type { ToolErrorCode } from '../../generated/errors.js';

export type { ToolErrorCode };

/**
 * The one failure type a tool may throw. `code` is one of contracts/errors.yaml's tool codes (a typo
 * does not compile), and must be listed in the tool's contract under `errors` (the runtime answers
 * an unlisted one as a 500);
 * `pointer` is an RFC 6901 JSON Pointer into the tool's input when the fault has one place.
 * Messages and details must never carry a secret, a key or a computed MAC.
 */
export type ToolErrorDetail = { pointer: string; message: string };

export class ToolError extends Error {
  readonly code: ToolErrorCode;
  readonly details: ToolErrorDetail[];
  readonly extra: Record<string, unknown> | undefined;

  constructor(code: ToolErrorCode, message: string, details: ToolErrorDetail[] = [], extra?: Record<string, unknown>) {
    super(message);
    this.name = 'ToolError';
    this.code = code;
    this.details = details;
    this.extra = extra;
  }
}

export function invalidInput(pointer: string, message: string): ToolError {
  return new ToolError('invalid_input', message, [{ pointer, message }]);
}

export function limitExceeded(pointer: string, message: string): ToolError {
  return new ToolError('limit_exceeded', message, [{ pointer, message }]);
}
