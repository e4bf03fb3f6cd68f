// In-process execution through the same catalog and pipeline as HTTP (generated validators,
// surrogate check, implementation, output check). Throws ToolError exactly as the API reports it.
import { loadCatalog } from '../../runtime/catalog.js';
import { executeTool } from '../../runtime/execute-tool.js';

export async function runTool(id: string, input: unknown, version = '1.0.0'): Promise<unknown> {
  const catalog = loadCatalog();
  const tool = catalog.get(id, version);
  if (!tool) throw new Error(`no tool ${id}@${version}`);
  return executeTool(tool.key, await catalog.load(tool), input);
}
