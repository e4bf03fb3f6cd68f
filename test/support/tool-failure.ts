// Runs a tool that must fail and hands back its ToolError. Success is a test failure; anything else
// thrown is rethrown untouched. (.mocharc loads tests through tsx's ESM loader only, so test files,
// the runtime and the registry's import() of implementations share one ToolError class.)
import { ToolError } from '../../impl/lib/tool-error.js';
import { runTool } from './direct.js';

export async function toolFailure(id: string, input: unknown, version = '1.0.0'): Promise<ToolError> {
  try {
    await runTool(id, input, version);
  } catch (e) {
    if (e instanceof ToolError) return e;
    throw e;
  }
  throw new Error(`expected ${id} to fail with a ToolError`);
}
