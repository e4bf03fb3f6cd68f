// The one path every execution takes, over HTTP, in batches, over MCP and in direct-call tests:
// validate input -> refuse strings with no UTF-8 form -> run the pure function -> validate output.
import { ToolError } from '../impl/lib/tool-error.js';
import { toFieldErrors } from './schema-errors.js';

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

/** Raised when a tool returns something its own output_schema forbids: a bug on our side, never the caller's. */
export class OutputContractViolation extends Error {
  constructor(toolKey: string, readonly fieldErrors: ReturnType<typeof toFieldErrors>) {
    super(`${toolKey} returned a result outside its output_schema`);
    this.name = 'OutputContractViolation';
  }
}

// Deeper than the body reader allows (MAX_JSON_DEPTH), so every string of an accepted input is seen.
const MAX_SCAN_DEPTH = 300;

/** First place in a JSON value where a key or string holds a lone surrogate, as a JSON Pointer. */
export function findLoneSurrogate(value: unknown, pointer = '', depth = 0): string | null {
  if (depth > MAX_SCAN_DEPTH) return null; // schemas bound depth long before this
  if (typeof value === 'string') return /\p{Surrogate}/u.test(value) ? pointer : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const hit = findLoneSurrogate(value[i], `${pointer}/${i}`, depth + 1);
      if (hit !== null) return hit;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const here = `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (/\p{Surrogate}/u.test(k)) return here;
      const hit = findLoneSurrogate(v, here, depth + 1);
      if (hit !== null) return hit;
    }
  }
  return null;
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
