// Types derived from the generated API description: nothing here is written twice.
import type { components, operations } from '../../generated/sdk.js';
import type { ToolOperations } from '../../generated/sdk-tools.js';

export type Schemas = components['schemas'];
/** An RFC 9457 problem as the service sends it; `code` is one of the codes of contracts/errors.yaml. */
export type Problem = Schemas['Problem'];
export type ProblemCode = Problem['code'];
/** The error of a call: a problem, or a body the service would never send (a proxy's page, say). */
export type ApiError = Problem | UnexpectedResponse;
export type UnexpectedResponse = { code: 'unexpected_response'; status: number; body: string };

/** Every call answers data or an error, never both, with the raw response (status, headers). */
export type ApiResult<T> = { data: T; error?: undefined; response: Response } | { data?: undefined; error: ApiError; response: Response };

export type ToolId = keyof ToolOperations;
export type ToolVersion<Id extends ToolId> = keyof ToolOperations[Id] & string;
type JsonRequest<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type JsonOk<Op> = Op extends { responses: { 200: { content: { 'application/json': infer B } } } } ? B : never;
/** The input a tool version takes, from its contract's input_schema. */
export type ToolInput<Id extends ToolId, V extends ToolVersion<Id>> = JsonRequest<ToolOperations[Id][V]>;
/** The execute answer: `result` (the output_schema) and, when asked for, `savings`. */
export type ExecuteResponse<Id extends ToolId, V extends ToolVersion<Id>> = JsonOk<ToolOperations[Id][V]>;
export type ToolOutput<Id extends ToolId, V extends ToolVersion<Id>> = ExecuteResponse<Id, V> extends { result: infer R } ? R : never;

/** Query parameters, JSON body and 200 body of an operation of the API. */
export type QueryOf<Name extends keyof operations> = operations[Name]['parameters'] extends { query?: infer Q } ? Q : never;
export type BodyOf<Name extends keyof operations> = JsonRequest<operations[Name]>;
export type OkOf<Name extends keyof operations> = JsonOk<operations[Name]>;

export type { components, operations, paths } from '../../generated/sdk.js';
export type { ToolOperations } from '../../generated/sdk-tools.js';
