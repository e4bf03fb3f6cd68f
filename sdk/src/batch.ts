// Typed batch operations: `operation()` checks an item's input against its tool version, minus the
// keys its bindings fill from earlier results; the outcomes of `batch()` follow the items in order.
import type { ApiError, BodyOf, OkOf, Schemas, ToolId, ToolInput, ToolOutput, ToolVersion } from './types.js';

/** Fills the top-level input key `key` with what the RFC 6901 pointer `path` selects in item `from`'s result. */
export type Binding<K extends string = string> = { key: K; from: number; path: string };

/** One item of a batch; `operation()` makes a checked one. */
export type BatchOperation<Id extends ToolId = ToolId, V extends ToolVersion<Id> = ToolVersion<Id>> = {
  id: Id;
  version: V;
  input: object;
  include_result?: boolean;
  bindings?: readonly Binding[];
};

// Omit that keeps a union input a union (one member per form a oneOf allows).
type OmitBound<T, K extends PropertyKey> = [K] extends [never] ? T : T extends unknown ? Omit<T, K> : never;
type InputKey<Id extends ToolId, V extends ToolVersion<Id>> = ToolInput<Id, V> extends infer I ? (I extends unknown ? keyof I : never) & string : never;

export type OperationOptions<K extends string> = { bindings?: readonly Binding<K>[]; include_result?: boolean };

/** A batch item whose input is checked against the tool version, without the keys its bindings fill. */
export function operation<Id extends ToolId, V extends ToolVersion<Id>, K extends InputKey<Id, V> = never>(
  id: Id,
  version: V,
  input: OmitBound<ToolInput<Id, V>, NoInfer<K>>,
  options: OperationOptions<K> = {},
): BatchOperation<Id, V> {
  return { id, version, input: input as object, ...options };
}

/** `{key, from, path}`, with `key` kept as its literal type for `operation()`'s input check. */
export function bind<const K extends string>(key: K, from: number, path = ''): Binding<K> {
  return { key, from, path };
}

type BatchBody = BodyOf<'execute_batch'>;
type Outcome = Schemas['BatchItemOutcome'];
type Common = Pick<Outcome, 'index' | 'status' | 'execution_ref'>;

/** An item's outcome: its result (or receipt) when it succeeded, its problem when it failed or was skipped (424). */
export type BatchOutcome<Op> = Op extends BatchOperation<infer Id, infer V>
  ? Common & { id: Id; version: V } & (
      | { error?: undefined; result?: ToolOutput<Id, V>; receipt?: Schemas['BatchReceipt'] }
      | { error: Outcome['error'] & ApiError; result?: undefined; receipt?: undefined }
    )
  : never;

export type BatchResponse<Ops extends readonly BatchOperation[]> = {
  results: { -readonly [I in keyof Ops]: BatchOutcome<Ops[I]> };
  summary: OkOf<'execute_batch'>['summary'];
};

/** The request body, checked against the API's own schema of it. */
export function batchBody(operations: readonly BatchOperation[]): BatchBody {
  return { operations: operations as BatchBody['operations'] };
}
