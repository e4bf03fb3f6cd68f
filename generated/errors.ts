// generated from contracts/ — do not edit
// contracts/errors.yaml: every code with its HTTP status, title, side at fault and meaning.

export type ErrorSpec = { readonly status: number; readonly title: string; readonly side: 'client' | 'server'; readonly raised_by: 'service' | 'tools'; readonly description: string };

export const errorTable = {
  malformed_json: {"status":400,"title":"Malformed JSON","side":"client","raised_by":"service","description":"The request body is not well-formed JSON (RFC 8259)."},
  invalid_request: {"status":400,"title":"Invalid request","side":"client","raised_by":"service","description":"A query or path parameter, or the request envelope, is invalid; `errors` names each parameter or pointer."},
  unauthorized: {"status":401,"title":"Unauthorized","side":"client","raised_by":"service","description":"A key was sent but is invalid, expired or revoked, or the endpoint needs a key and none was sent."},
  forbidden_origin: {"status":403,"title":"Origin not allowed","side":"client","raised_by":"service","description":"The MCP endpoint refuses requests whose Origin is not PUBLIC_BASE_URL's or listed in CORS_ORIGINS (DNS rebinding protection)."},
  not_found: {"status":404,"title":"Not found","side":"client","raised_by":"service","description":"No route matches the path."},
  tool_not_found: {"status":404,"title":"Tool not found","side":"client","raised_by":"service","description":"No tool has this id."},
  version_not_found: {"status":404,"title":"Tool version not found","side":"client","raised_by":"service","description":"The tool exists but not at this version; `detail` lists the versions it has."},
  already_signed_in: {"status":409,"title":"Already signed in","side":"client","raised_by":"service","description":"The call already carries a key; sign-in creates a new account only for a call without one."},
  idempotency_conflict: {"status":409,"title":"Idempotency key reused","side":"client","raised_by":"service","description":"The idempotency_key was used before with a different body; send a new key for a new submission."},
  comparison_conflict: {"status":409,"title":"Conflicting comparison","side":"client","raised_by":"service","description":"A different measured comparison was already reported for this execution, or for this task_id and baseline_id."},
  not_active: {"status":404,"title":"Link not active","side":"client","raised_by":"service","description":"The confirm or unsubscribe link is unknown, or its address is already unsubscribed."},
  execution_not_usable: {"status":404,"title":"Execution not usable","side":"client","raised_by":"service","description":"The savings report names an execution_ref this caller cannot use: not its own successful execution (anonymous callers: an anonymous one of the last 24 hours)."},
  method_not_allowed: {"status":405,"title":"Method not allowed","side":"client","raised_by":"service","description":"The path exists but not for this method; the Allow header lists the methods."},
  payload_too_large: {"status":413,"title":"Payload too large","side":"client","raised_by":"service","description":"The request body exceeds 256 KiB."},
  request_timeout: {"status":408,"title":"Request timeout","side":"client","raised_by":"service","description":"The request body did not arrive within the body timeout (BODY_TIMEOUT_MS); the connection is closed."},
  unsupported_media_type: {"status":415,"title":"Unsupported media type","side":"client","raised_by":"service","description":"The request body must be application/json."},
  rate_limited: {"status":429,"title":"Too many requests","side":"client","raised_by":"service","description":"A daily or short-window allowance is used up; retry after `retry_after` seconds."},
  binding_unresolved: {"status":400,"title":"Binding unresolved","side":"client","raised_by":"service","description":"A batch binding's JSON Pointer selects nothing in the earlier item's result; `context` names the binding."},
  dependency_failed: {"status":424,"title":"Dependency failed","side":"client","raised_by":"service","description":"A batch item was skipped because an item it binds to failed or was skipped."},
  recording_unavailable: {"status":503,"title":"Recording unavailable","side":"server","raised_by":"service","description":"The execution record cannot be written, so nothing was executed; retry later."},
  outcome_uncertain: {"status":503,"title":"Outcome uncertain","side":"server","raised_by":"service","description":"The batch ran but its record could not be confirmed; inspect /v1/me/activity before retrying."},
  database_unavailable: {"status":503,"title":"Database unavailable","side":"server","raised_by":"service","description":"The database does not answer now (unreachable, out of connections, or its write lock held by another process); retry after `retry_after` seconds (also `Retry-After`)."},
  tool_timeout: {"status":503,"title":"Tool time limit exceeded","side":"server","raised_by":"service","description":"The tool ran longer than the service's per-call time limit (`TOOL_TIME_LIMIT_MS`) and was stopped; nothing was charged. Retry after `retry_after` seconds (also `Retry-After`); the same input will most likely take as long again, so a smaller input is the better retry."},
  tool_queue_full: {"status":503,"title":"Tool workers busy","side":"server","raised_by":"service","description":"Every tool worker is busy and the queue of waiting calls is full (`TOOL_QUEUE_MAX`); nothing was run or charged. Retry after `retry_after` seconds (also `Retry-After`)."},
  internal_error: {"status":500,"title":"Internal error","side":"server","raised_by":"service","description":"A fault on the service side. Details are logged with the request id, never returned."},
  invalid_input: {"status":400,"title":"Invalid input","side":"client","raised_by":"tools","description":"The input does not satisfy the tool's input_schema or one of its semantic rules; `errors` points at each fault."},
  limit_exceeded: {"status":400,"title":"Limit exceeded","side":"client","raised_by":"tools","description":"The input exceeds one of the tool's named limits (contract `limits`), or the service's JSON nesting limit of 256 levels."},
  collision: {"status":400,"title":"Collision","side":"client","raised_by":"tools","description":"Two sources map to one target (form-field-map); `errors` names the target and the sources."},
  division_by_zero: {"status":400,"title":"Division by zero","side":"client","raised_by":"tools","description":"A rational with a zero denominator, or a division by zero, in the input."},
  inexact_result: {"status":400,"title":"Inexact result","side":"client","raised_by":"tools","description":"An exact answer was asked for and none exists at the requested form, as java.math.ArithmeticException's \"Non-terminating decimal expansion\" and \"Rounding necessary\" (decimal-divide in exact mode, 1/3); choose a scale and a rounding mode instead."},
  duplicate_key: {"status":400,"title":"Duplicate key","side":"client","raised_by":"tools","description":"A key that must be unique appears twice (a YAML/TOML/INI key, an XML attribute, a TSV header name, a csv-pivot cell)."},
  cyclic_reference: {"status":400,"title":"Cyclic reference","side":"client","raised_by":"tools","description":"The input's references or dependencies form a cycle (json-ref-resolve, local $refs; the graph tools that need a DAG, edges); `context.cycle` lists one."},
  patch_path_not_found: {"status":400,"title":"Patch path not found","side":"client","raised_by":"tools","description":"A JSON Patch `path` or `from` does not resolve; `context.op_index` names the operation."},
  patch_test_failed: {"status":400,"title":"Patch test failed","side":"client","raised_by":"tools","description":"A JSON Patch `test` operation failed, so nothing was applied; `context.op_index` names it."},
  null_not_representable: {"status":400,"title":"Null not representable","side":"client","raised_by":"tools","description":"The target holds a null that an RFC 7396 merge patch cannot set."},
  script_mismatch: {"status":400,"title":"Script does not fit","side":"client","raised_by":"tools","description":"An edit script does not match the sequence it is applied to (a kept or deleted item differs, or lengths disagree)."},
  syntax_error: {"status":400,"title":"Syntax error","side":"client","raised_by":"tools","description":"The text is not well-formed in its format; `context.line` and `context.column` locate the fault."},
  multi_document_rejected: {"status":400,"title":"Multiple documents","side":"client","raised_by":"tools","description":"A YAML stream holds more than one document."},
  yaml_alias_rejected: {"status":400,"title":"YAML anchor or alias","side":"client","raised_by":"tools","description":"YAML anchors and aliases are refused, so no input can expand (billion laughs)."},
  yaml_tag_rejected: {"status":400,"title":"YAML tag","side":"client","raised_by":"tools","description":"YAML tags and %TAG directives are refused."},
  yaml_merge_key_rejected: {"status":400,"title":"YAML merge key","side":"client","raised_by":"tools","description":"YAML merge keys (<<) are refused."},
  xml_doctype_rejected: {"status":400,"title":"XML DOCTYPE","side":"client","raised_by":"tools","description":"A DOCTYPE is refused, so no DTD, external entity (XXE) or entity expansion can occur."},
  xml_entity_rejected: {"status":400,"title":"XML entity","side":"client","raised_by":"tools","description":"Only the five predefined XML entities and character references are accepted."},
  xml_processing_instruction_rejected: {"status":400,"title":"XML processing instruction","side":"client","raised_by":"tools","description":"Processing instructions (and an XML declaration anywhere but the start) are refused."},
  toml_null_rejected: {"status":400,"title":"Null in TOML","side":"client","raised_by":"tools","description":"TOML has no null; the value holds one."},
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof errorTable;

/** The codes an implementation may throw (and a contract may list under `errors`). */
export type ToolErrorCode = "invalid_input" | "limit_exceeded" | "collision" | "division_by_zero" | "inexact_result" | "duplicate_key" | "cyclic_reference" | "patch_path_not_found" | "patch_test_failed" | "null_not_representable" | "script_mismatch" | "syntax_error" | "multi_document_rejected" | "yaml_alias_rejected" | "yaml_tag_rejected" | "yaml_merge_key_rejected" | "xml_doctype_rejected" | "xml_entity_rejected" | "xml_processing_instruction_rejected" | "toml_null_rejected";
