// The error table is contracts/errors.yaml, generated into generated/errors.ts: HTTP status, title,
// which side is at fault, and what each code means. README's error table and openapi.json's
// Problem.code enum are tied to it by test/errors-table.test.ts.

import { errorTable, type ErrorCode } from '../../generated/errors.js';
import type { FieldError } from './schema-errors.js';

export { errorTable, type ErrorCode };

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorTable, code);
}

export type FieldFault = { pointer?: string; parameter?: string; message: string };

/** An error meant for the client: its code decides status and title; detail is safe to show. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly detail?: string,
    readonly errors?: FieldFault[],
    readonly headers?: Record<string, string>,
    readonly retryAfter?: number,
  ) {
    super(detail ?? errorTable[code].title);
    this.name = 'ApiError';
  }
}

/** Raised when a tool returns something its own output_schema forbids: a bug on our side, never the caller's. */
export class OutputContractViolation extends Error {
  constructor(toolKey: string, readonly fieldErrors: FieldError[]) {
    super(`${toolKey} returned a result outside its output_schema`);
    this.name = 'OutputContractViolation';
  }
}
