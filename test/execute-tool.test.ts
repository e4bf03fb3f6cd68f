// The shared execution path holds a tool to its contract: listed error codes only, output schema.
import { expect } from 'chai';
import { ToolError } from '../impl/lib/tool-error.js';
import { UnlistedToolError, executeTool, type LoadedTool } from '../runtime/execution/execute-tool.js';

const accept = Object.assign(() => true, { errors: null });

function tool(impl: () => unknown, errors: string[]): LoadedTool {
  return { validateInput: accept, validateOutput: accept, impl: impl as never, errors };
}

describe('executeTool', () => {
  it('passes a ToolError through when the contract lists its code', () => {
    const t = tool(() => {
      throw new ToolError('division_by_zero', 'x');
    }, ['invalid_input', 'division_by_zero']);
    expect(() => executeTool('t@1.0.0', t, {})).to.throw(ToolError).with.property('code', 'division_by_zero');
  });
  it('turns a code the contract does not list into an internal fault (a 500), naming the tool', () => {
    const t = tool(() => {
      throw new ToolError('collision', 'x');
    }, ['invalid_input']);
    expect(() => executeTool('t@1.0.0', t, {})).to.throw(UnlistedToolError, /t@1.0.0 threw collision/);
  });
});
