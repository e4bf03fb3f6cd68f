// Assertions on the SDK's answers: the status and the data, or the status and the problem, typed.
import { expect } from 'chai';
import type { ApiResult, Problem, ProblemCode } from '../../sdk/src/index.js';

/** The data of an answer that must have succeeded with `status`. */
export function ok<T>(result: ApiResult<T>, status = 200): T {
  expect(result.response.status, JSON.stringify(result.error)).to.equal(status);
  if (result.error) throw new Error(`expected data, got ${JSON.stringify(result.error)}`);
  return result.data;
}

/** The problem of an answer that must have failed with `status` and `code`. */
export function problem(result: ApiResult<unknown>, status: number, code: ProblemCode): Problem {
  expect(result.response.status, JSON.stringify(result.error ?? result.data)).to.equal(status);
  expect(result.error?.code).to.equal(code);
  if (!result.error || result.error.code === 'unexpected_response') throw new Error('expected a problem');
  return result.error;
}
