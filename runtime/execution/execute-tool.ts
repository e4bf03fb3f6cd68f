// The one path every execution takes, over HTTP, in batches, over MCP and in direct-call tests:
// validate input -> refuse strings with no UTF-8 form -> run the pure function -> validate output.
import { ToolError } from '../../impl/lib/tool-error.js';
import { toFieldErrors } from '../core/schema-errors.js';
import { OutputContractViolation } from '../core/errors.js';
import { findLoneSurrogate } from '../core/lone-surrogates.js';

export { OutputContractViolation }; // where the pool's protocol and the tests meet it

export type Validator = ((data: unknown) => boolean) & { errors?: unknown };
export type LoadedTool = {
  validateInput: Validator;
  validateOutput: Validator;
  impl: (input: never) => unknown;
  /** The error codes the contract lists. */
  errors: readonly string[];
};

/** Raised when a tool throws a code its contract does not list: a bug on our side (500), never the caller's. */
export class UnlistedToolError extends Error {
  constructor(toolKey: string, readonly thrown: ToolError) {
    super(`${toolKey} threw ${thrown.code}, which its contract does not list under errors: ${thrown.message}`);
    this.name = 'UnlistedToolError';
  }
}

/** The message of the invalid_input an input outside the tool's input_schema gets. */
export const INPUT_SCHEMA_FAULT = 'the input does not match the input_schema';

export function executeTool(toolKey: string, tool: LoadedTool, input: unknown): unknown {
  if (!tool.validateInput(input)) {
    const errors = toFieldErrors(tool.validateInput.errors as never);
    throw new ToolError('invalid_input', INPUT_SCHEMA_FAULT, errors);
  }
  const surrogate = findLoneSurrogate(input);
  if (surrogate !== null) {
    const message = 'holds a lone UTF-16 surrogate, which has no UTF-8 form';
    throw new ToolError('invalid_input', `input ${message}`, [{ pointer: surrogate, message }]);
  }
  let result: unknown;
  try {
    result = (tool.impl as (i: unknown) => unknown)(input);
  } catch (e) {
    if (e instanceof ToolError && !tool.errors.includes(e.code)) throw new UnlistedToolError(toolKey, e);
    throw e;
  }
  if (!tool.validateOutput(result)) {
    throw new OutputContractViolation(toolKey, toFieldErrors(tool.validateOutput.errors as never));
  }
  return result;
}
