// @deterministic-tools/sdk: an openapi-fetch client over the service's generated paths, plus a thin
// typed layer (execute and batch typed by tool id and version, the catalog, account and community
// calls). Every call answers an ApiResult: data, or an error whose `code` is a problem code.
import createFetchClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../generated/sdk.js';
import { batchBody, type BatchOperation, type BatchResponse } from './batch.js';
import { withRetry, type RetryOptions } from './retry.js';
import type { ApiError, ApiResult, BodyOf, ExecuteResponse, Problem, QueryOf, ToolId, ToolInput, ToolVersion } from './types.js';

export type ClientOptions = {
  /** The service's address, e.g. https://tools.example.com (no trailing /v1). */
  baseUrl: string;
  /** An API key: sent as `Authorization: Bearer <key>`. */
  apiKey?: string;
  /** Retry 429 answers as Retry-After says, within these bounds. Off unless given. */
  retry?: RetryOptions;
  /** Headers for every call (a per-call `headers` adds to or replaces them). */
  headers?: Record<string, string>;
  /** A fetch to use instead of the global one. */
  fetch?: (request: Request) => Promise<Response>;
};

/** What every call of the typed layer also takes. */
export type CallOptions = { headers?: Record<string, string>; signal?: AbortSignal };
export type ExecuteOptions = CallOptions & {
  /** `Prefer: return=savings`: the answer carries a `savings` estimate. */
  savings?: boolean;
  /** `X-Service-Model`: the caller's model id, kept with the execution record. */
  model?: string;
};

type Raw = { data?: unknown; error?: unknown; response: Response };
type DataOf<R> = R extends { data: infer D } ? D : never;

function isProblem(value: unknown): value is Problem {
  return typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'string' && typeof (value as { status?: unknown }).status === 'number';
}

/** openapi-fetch's answer as an ApiResult; an error body that is not a problem becomes `unexpected_response`. */
async function settle<R extends Raw, T = DataOf<R>>(call: Promise<R>): Promise<ApiResult<T>> {
  const { data, error, response } = await call;
  if (response.ok) return { data: data as T, response };
  const problem: ApiError = isProblem(error)
    ? error
    : { code: 'unexpected_response', status: response.status, body: typeof error === 'string' ? error : JSON.stringify(error ?? null) };
  return { error: problem, response };
}

function modelHeaders(options: ExecuteOptions): Record<string, string> {
  return {
    ...(options.savings ? { prefer: 'return=savings' } : {}),
    ...(options.model !== undefined ? { 'x-service-model': options.model } : {}),
    ...options.headers,
  };
}

/** The base URL without a trailing slash; anything but an absolute http(s) URL is refused at once. */
function baseUrlOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new TypeError(`baseUrl must be an absolute http(s) URL, got ${JSON.stringify(value)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError(`baseUrl must use http or https, got ${url.protocol}`);
  if (url.search || url.hash) throw new TypeError('baseUrl must have no query or fragment');
  let end = value.length;
  while (value[end - 1] === '/') end--;
  return value.slice(0, end);
}

export function createClient(options: ClientOptions) {
  const baseUrl = baseUrlOf(options.baseUrl);
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const api: Client<paths> = createFetchClient<paths>({
    baseUrl,
    fetch: options.retry ? withRetry(send, options.retry) : send,
    headers: { ...(options.apiKey !== undefined ? { authorization: `Bearer ${options.apiKey}` } : {}), ...options.headers },
  });
  // Tool paths are typed one by one in `paths`; execute() reaches them through the tool map instead.
  const post = api.POST as unknown as (path: string, init: object) => Promise<Raw>;

  return {
    /** The openapi-fetch client: every path of the API, typed (`api.GET('/v1/me')`). */
    api,

    /** Runs one tool version; the input and the result follow the tool's contract. */
    execute<Id extends ToolId, V extends ToolVersion<Id>>(id: Id, version: V, input: ToolInput<Id, V>, call: ExecuteOptions = {}) {
      const path = `/v1/tools/${encodeURIComponent(id)}/versions/${encodeURIComponent(version)}/execute`;
      return settle<Raw, ExecuteResponse<Id, V>>(post(path, { body: input, headers: modelHeaders(call), signal: call.signal }));
    },
    /** Runs 1..20 operations in order (see `operation()` and `bind()`); outcomes follow the operations. */
    batch<const Ops extends readonly BatchOperation[]>(operations: Ops, call: Omit<ExecuteOptions, 'savings'> = {}) {
      return settle<Raw, BatchResponse<Ops>>(api.POST('/v1/execute-batch', { body: batchBody(operations), headers: modelHeaders(call), signal: call.signal }));
    },

    // The catalog
    search: (query: QueryOf<'search_tools'>, call: CallOptions = {}) => settle(api.GET('/v1/tools/search', { params: { query }, ...call })),
    discover: (query: QueryOf<'discover'>, call: CallOptions = {}) => settle(api.GET('/v1/discover', { params: { query }, ...call })),
    listTools: (query: QueryOf<'list_tools'> = {}, call: CallOptions = {}) => settle(api.GET('/v1/tools', { params: { query }, ...call })),
    categories: (call: CallOptions = {}) => settle(api.GET('/v1/categories', call)),
    /** A tool and the versions it has. */
    tool: (id: string, call: CallOptions = {}) => settle(api.GET('/v1/tools/{id}', { params: { path: { id } }, ...call })),
    contract: (id: string, version: string, call: CallOptions = {}) =>
      settle(api.GET('/v1/tools/{id}/versions/{version}', { params: { path: { id, version } }, ...call })),

    // Accounts: sign-in, the caller's key, activity, saved tools and savings
    signIn: (body: BodyOf<'create_email_account'>, call: CallOptions = {}) => settle(api.POST('/v1/accounts/email', { body, ...call })),
    me: (call: CallOptions = {}) => settle(api.GET('/v1/me', call)),
    revokeKey: (call: CallOptions = {}) => settle(api.DELETE('/v1/me', call)),
    profile: (call: CallOptions = {}) => settle(api.GET('/v1/me/profile', call)),
    activity: (query: QueryOf<'list_activity'> = {}, call: CallOptions = {}) => settle(api.GET('/v1/me/activity', { params: { query }, ...call })),
    savedTools: (call: CallOptions = {}) => settle(api.GET('/v1/me/saved-tools', call)),
    saveTool: (body: BodyOf<'save_tool'>, call: CallOptions = {}) => settle(api.PUT('/v1/me/saved-tools', { body, ...call })),
    removeSavedTool: (body: BodyOf<'remove_saved_tool'>, call: CallOptions = {}) => settle(api.DELETE('/v1/me/saved-tools', { body, ...call })),
    mySavings: (query: QueryOf<'get_my_savings'> = {}, call: CallOptions = {}) => settle(api.GET('/v1/me/savings', { params: { query }, ...call })),
    reportMySavings: (body: BodyOf<'report_my_savings'>, call: CallOptions = {}) => settle(api.POST('/v1/me/savings', { body, ...call })),
    myToolRequests: (call: CallOptions = {}) => settle(api.GET('/v1/me/tool-requests', call)),

    // Community: feedback, tool requests, the newsletter, savings and stats
    feedback: (body: BodyOf<'submit_feedback'>, call: CallOptions = {}) => settle(api.POST('/v1/feedback', { body, ...call })),
    requestTool: (body: BodyOf<'create_tool_request'>, call: CallOptions = {}) => settle(api.POST('/v1/tool-requests', { body, ...call })),
    subscribe: (body: BodyOf<'subscribe'>, call: CallOptions = {}) => settle(api.POST('/v1/subscribe', { body, ...call })),
    communitySavings: (call: CallOptions = {}) => settle(api.GET('/v1/savings', call)),
    reportSavings: (body: BodyOf<'report_savings'>, call: CallOptions = {}) => settle(api.POST('/v1/savings', { body, ...call })),
    stats: (call: CallOptions = {}) => settle(api.GET('/v1/stats', call)),
  };
}

export type DtsClient = ReturnType<typeof createClient>;

export { operation, bind, type Binding, type BatchOperation, type BatchOutcome, type BatchResponse, type OperationOptions } from './batch.js';
export { retryAfterMs, type RetryOptions } from './retry.js';
export type * from './types.js';
