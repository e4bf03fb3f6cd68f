// Validates a service endpoint's JSON body with its generated validator (contracts/api).
import { ApiError } from './errors.js';
import { toFieldErrors } from './schema-errors.js';

export type BodyValidator = ((data: unknown) => boolean) & { errors?: unknown };

export function validBody<T>(validate: BodyValidator, body: unknown): T {
  if (!validate(body)) {
    throw new ApiError('invalid_request', 'the request body does not match its schema', toFieldErrors(validate.errors as never));
  }
  return body as T;
}
