// generated from contracts/ — do not edit
// The route table of contracts/api (generator/emit/routes.ts says how it is read); mounted by runtime/core/routing.ts.
import type { operations } from './sdk.js';
import * as v from './api-validators.js';

export type Auth = 'public' | 'optional' | 'required';
export type BodyReader = 'none' | 'json' | 'json-or-form' | 'raw';
export type Validator = ((data: unknown) => boolean) & { errors?: unknown };
export type ParamSpec = { readonly name: string; readonly integer: boolean; readonly required: boolean; readonly default?: string | number; readonly fault: string };
export type RouteSpec = {
  readonly operationId: string; readonly method: 'get' | 'post' | 'put' | 'delete'; readonly path: string; readonly auth: Auth;
  readonly query: readonly ParamSpec[]; readonly unknownQuery: 'refuse' | 'ignore'; readonly validateQuery: Validator | null;
  readonly pathParams: readonly ParamSpec[]; readonly validateParams: Validator | null;
  readonly body: BodyReader; readonly bodyRequired: boolean; readonly validateBody: Validator | null; readonly validateForm: Validator | null;
};

/** What each operation's handler receives, typed from the contract. */
export type OperationInputs = {
  confirm_subscription: { query: { token: string }; params: Record<string, never>; body: undefined };
  create_email_account: { query: Record<string, never>; params: Record<string, never>; body: NonNullable<operations['create_email_account']['requestBody']>['content']['application/json'] };
  create_tool_request: { query: Record<string, never>; params: Record<string, never>; body: NonNullable<operations['create_tool_request']['requestBody']>['content']['application/json'] };
  discover: { query: { q: string; limit: number; include_contract: 0 | 1 }; params: Record<string, never>; body: undefined };
  execute_batch: { query: Record<string, never>; params: Record<string, never>; body: NonNullable<operations['execute_batch']['requestBody']>['content']['application/json'] };
  execute_tool: { query: Record<string, never>; params: { id: string; version: string }; body: unknown };
  get_community_savings: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  get_docs: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  get_docs_asset: { query: Record<string, never>; params: { file: string }; body: undefined };
  get_health: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  get_home: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  get_me: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  get_my_savings: { query: { model?: string; detail?: "1" }; params: Record<string, never>; body: undefined };
  get_openapi: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  get_problem_type: { query: Record<string, never>; params: { code: string }; body: undefined };
  get_profile: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  get_readiness: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  get_stats: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  get_tool: { query: Record<string, never>; params: { id: string }; body: undefined };
  get_tool_contract: { query: Record<string, never>; params: { id: string; version: string }; body: undefined };
  list_activity: { query: { limit: number; before?: string }; params: Record<string, never>; body: undefined };
  list_categories: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  list_my_tool_requests: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  list_saved_tools: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  list_tools: { query: { category?: string }; params: Record<string, never>; body: undefined };
  mcp: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  mcp_event_stream: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  remove_saved_tool: { query: Record<string, never>; params: Record<string, never>; body: NonNullable<operations['remove_saved_tool']['requestBody']>['content']['application/json'] };
  report_my_savings: { query: Record<string, never>; params: Record<string, never>; body: NonNullable<operations['report_my_savings']['requestBody']>['content']['application/json'] };
  report_savings: { query: Record<string, never>; params: Record<string, never>; body: NonNullable<operations['report_savings']['requestBody']>['content']['application/json'] };
  revoke_me: { query: Record<string, never>; params: Record<string, never>; body: undefined };
  save_tool: { query: Record<string, never>; params: Record<string, never>; body: NonNullable<operations['save_tool']['requestBody']>['content']['application/json'] };
  search_tools: { query: { q: string; limit: number }; params: Record<string, never>; body: undefined };
  show_confirm_page: { query: { token: string }; params: Record<string, never>; body: undefined };
  submit_feedback: { query: Record<string, never>; params: Record<string, never>; body: NonNullable<operations['submit_feedback']['requestBody']>['content']['application/json'] };
  subscribe: { query: Record<string, never>; params: Record<string, never>; body: { json: NonNullable<operations['subscribe']['requestBody']>['content']['application/json'] } | { form: NonNullable<operations['subscribe']['requestBody']>['content']['application/x-www-form-urlencoded'] } };
  unsubscribe_link: { query: { token: string }; params: Record<string, never>; body: undefined };
  unsubscribe_one_click: { query: { token: string }; params: Record<string, never>; body: undefined };
};

export const routeTable = {
  confirm_subscription: {
    operationId: "confirm_subscription", method: "post", path: "/v1/subscribe/confirm", auth: "public",
    query: [{ name: "token", integer: false, required: true, fault: "must be a string of 1 to 64 characters" }], unknownQuery: "ignore", validateQuery: v.confirm_subscriptionQuery,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  create_email_account: {
    operationId: "create_email_account", method: "post", path: "/v1/accounts/email", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "json", bodyRequired: true, validateBody: v.create_email_accountBody, validateForm: null,
  },
  create_tool_request: {
    operationId: "create_tool_request", method: "post", path: "/v1/tool-requests", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "json", bodyRequired: true, validateBody: v.create_tool_requestBody, validateForm: null,
  },
  discover: {
    operationId: "discover", method: "get", path: "/v1/discover", auth: "optional",
    query: [{ name: "q", integer: false, required: true, fault: "must be a string of 1 to 256 characters" }, { name: "limit", integer: true, required: false, default: 3, fault: "must be an integer from 1 to 5" }, { name: "include_contract", integer: true, required: false, default: 0, fault: "must be 0 or 1" }], unknownQuery: "refuse", validateQuery: v.discoverQuery,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  execute_batch: {
    operationId: "execute_batch", method: "post", path: "/v1/execute-batch", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "json", bodyRequired: true, validateBody: v.execute_batchBody, validateForm: null,
  },
  execute_tool: {
    operationId: "execute_tool", method: "post", path: "/v1/tools/{id}/versions/{version}/execute", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [{ name: "id", integer: false, required: true, fault: "must be a string of at most 100 characters matching ^[a-z0-9_-]+$" }, { name: "version", integer: false, required: true, fault: "must be a string of at most 100 characters matching ^[a-zA-Z0-9.+_-]+$" }], validateParams: v.execute_toolParams,
    body: "json", bodyRequired: true, validateBody: null, validateForm: null,
  },
  get_community_savings: {
    operationId: "get_community_savings", method: "get", path: "/v1/savings", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_docs: {
    operationId: "get_docs", method: "get", path: "/docs", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_docs_asset: {
    operationId: "get_docs_asset", method: "get", path: "/docs/assets/{file}", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [{ name: "file", integer: false, required: true, fault: "must be a string of at most 100 characters matching ^[a-z0-9.-]+\\.js$" }], validateParams: v.get_docs_assetParams,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_health: {
    operationId: "get_health", method: "get", path: "/health", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_home: {
    operationId: "get_home", method: "get", path: "/", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_me: {
    operationId: "get_me", method: "get", path: "/v1/me", auth: "required",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_my_savings: {
    operationId: "get_my_savings", method: "get", path: "/v1/me/savings", auth: "required",
    query: [{ name: "model", integer: false, required: false, fault: "must be a string of 1 to 100 characters" }, { name: "detail", integer: false, required: false, fault: "must be one of: 1" }], unknownQuery: "refuse", validateQuery: v.get_my_savingsQuery,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_openapi: {
    operationId: "get_openapi", method: "get", path: "/openapi.json", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_problem_type: {
    operationId: "get_problem_type", method: "get", path: "/problems/{code}", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [{ name: "code", integer: false, required: true, fault: "must be a string of at most 64 characters matching ^[a-z][a-z0-9_]*$" }], validateParams: v.get_problem_typeParams,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_profile: {
    operationId: "get_profile", method: "get", path: "/v1/me/profile", auth: "required",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_readiness: {
    operationId: "get_readiness", method: "get", path: "/ready", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_stats: {
    operationId: "get_stats", method: "get", path: "/v1/stats", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_tool: {
    operationId: "get_tool", method: "get", path: "/v1/tools/{id}", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [{ name: "id", integer: false, required: true, fault: "must be a string of at most 100 characters matching ^[a-z0-9_-]+$" }], validateParams: v.get_toolParams,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  get_tool_contract: {
    operationId: "get_tool_contract", method: "get", path: "/v1/tools/{id}/versions/{version}", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [{ name: "id", integer: false, required: true, fault: "must be a string of at most 100 characters matching ^[a-z0-9_-]+$" }, { name: "version", integer: false, required: true, fault: "must be a string of at most 100 characters matching ^[a-zA-Z0-9.+_-]+$" }], validateParams: v.get_tool_contractParams,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  list_activity: {
    operationId: "list_activity", method: "get", path: "/v1/me/activity", auth: "required",
    query: [{ name: "limit", integer: true, required: false, default: 20, fault: "must be an integer from 1 to 50" }, { name: "before", integer: false, required: false, fault: "must be a string of at most 64 characters" }], unknownQuery: "refuse", validateQuery: v.list_activityQuery,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  list_categories: {
    operationId: "list_categories", method: "get", path: "/v1/categories", auth: "public",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  list_my_tool_requests: {
    operationId: "list_my_tool_requests", method: "get", path: "/v1/me/tool-requests", auth: "required",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  list_saved_tools: {
    operationId: "list_saved_tools", method: "get", path: "/v1/me/saved-tools", auth: "required",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  list_tools: {
    operationId: "list_tools", method: "get", path: "/v1/tools", auth: "public",
    query: [{ name: "category", integer: false, required: false, fault: "must be a string of at most 100 characters matching ^[a-z0-9-]+$" }], unknownQuery: "refuse", validateQuery: v.list_toolsQuery,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  mcp: {
    operationId: "mcp", method: "post", path: "/mcp", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "raw", bodyRequired: true, validateBody: null, validateForm: null,
  },
  mcp_event_stream: {
    operationId: "mcp_event_stream", method: "get", path: "/mcp", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  remove_saved_tool: {
    operationId: "remove_saved_tool", method: "delete", path: "/v1/me/saved-tools", auth: "required",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "json", bodyRequired: true, validateBody: v.remove_saved_toolBody, validateForm: null,
  },
  report_my_savings: {
    operationId: "report_my_savings", method: "post", path: "/v1/me/savings", auth: "required",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "json", bodyRequired: true, validateBody: v.report_my_savingsBody, validateForm: null,
  },
  report_savings: {
    operationId: "report_savings", method: "post", path: "/v1/savings", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "json", bodyRequired: true, validateBody: v.report_savingsBody, validateForm: null,
  },
  revoke_me: {
    operationId: "revoke_me", method: "delete", path: "/v1/me", auth: "required",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  save_tool: {
    operationId: "save_tool", method: "put", path: "/v1/me/saved-tools", auth: "required",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "json", bodyRequired: true, validateBody: v.save_toolBody, validateForm: null,
  },
  search_tools: {
    operationId: "search_tools", method: "get", path: "/v1/tools/search", auth: "optional",
    query: [{ name: "q", integer: false, required: true, fault: "must be a string of 1 to 256 characters" }, { name: "limit", integer: true, required: false, default: 1, fault: "must be an integer from 1 to 5" }], unknownQuery: "refuse", validateQuery: v.search_toolsQuery,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  show_confirm_page: {
    operationId: "show_confirm_page", method: "get", path: "/v1/subscribe/confirm", auth: "public",
    query: [{ name: "token", integer: false, required: true, fault: "must be a string of 1 to 64 characters" }], unknownQuery: "ignore", validateQuery: v.show_confirm_pageQuery,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  submit_feedback: {
    operationId: "submit_feedback", method: "post", path: "/v1/feedback", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "json", bodyRequired: true, validateBody: v.submit_feedbackBody, validateForm: null,
  },
  subscribe: {
    operationId: "subscribe", method: "post", path: "/v1/subscribe", auth: "optional",
    query: [], unknownQuery: "refuse", validateQuery: null,
    pathParams: [], validateParams: null,
    body: "json-or-form", bodyRequired: true, validateBody: v.subscribeBody, validateForm: v.subscribeForm,
  },
  unsubscribe_link: {
    operationId: "unsubscribe_link", method: "get", path: "/v1/unsubscribe", auth: "public",
    query: [{ name: "token", integer: false, required: true, fault: "must be a string of 1 to 64 characters" }], unknownQuery: "ignore", validateQuery: v.unsubscribe_linkQuery,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
  unsubscribe_one_click: {
    operationId: "unsubscribe_one_click", method: "post", path: "/v1/unsubscribe", auth: "public",
    query: [{ name: "token", integer: false, required: true, fault: "must be a string of 1 to 64 characters" }], unknownQuery: "refuse", validateQuery: v.unsubscribe_one_clickQuery,
    pathParams: [], validateParams: null,
    body: "none", bodyRequired: false, validateBody: null, validateForm: null,
  },
} as const satisfies Record<string, RouteSpec>;

export type OperationId = keyof typeof routeTable;
