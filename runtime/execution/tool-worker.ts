// One tool worker of the pool (runtime/tool-pool.ts): runs one call at a time through the same
// pipeline as the main thread (executeTool: input validation, lone-surrogate check, the impl, output
// validation, unlisted codes) and answers with the result's JSON text, written by stringifyOrdered so
// it keeps every member order its contract promises. Tool modules load on their first call, from
// the generated registry as the catalog loads them. The pool stops this thread when a call runs past
// its time limit; nothing here needs to cooperate.
import { parentPort, workerData } from 'node:worker_threads';
import { toolRegistry } from '../../generated/registry.js';
import { stringifyOrdered } from '../../impl/lib/ordered-object.js';
import { executeTool, type LoadedTool } from './execute-tool.js';
import { memberOrdersOf, restoreMemberOrders } from './member-orders.js';
import { CallState, toWire, type ToolCall, type WorkerData, type WorkerMessage } from './tool-protocol.js';

const port = parentPort;
if (!port) throw new Error('runtime/tool-worker.ts runs as a worker thread of runtime/tool-pool.ts');
const data = (workerData ?? {}) as WorkerData;
const state = new Int32Array(data.callState ?? new SharedArrayBuffer(16), 0, 1);
const startedAt = new Float64Array(state.buffer, 8, 1);

const loaders = new Map<string, () => Promise<LoadedTool>>(toolRegistry.map((e) => [e.key, () => e.load()]));
const loaded = new Map<string, LoadedTool>();

type TestModule = { default: Record<string, LoadedTool>; init?: (testData: unknown) => void };
for (const url of data.testModules ?? []) {
  const m = (await import(url)) as TestModule;
  m.init?.(data.testData);
  for (const [key, tool] of Object.entries(m.default)) loaders.set(key, async () => tool);
}

const send = (m: WorkerMessage) => port.postMessage(m);

/** Tells the pool how far the call is; Running also records when the tool started. */
function mark(next: CallState): void {
  if (next === CallState.Running) startedAt[0] = performance.timeOrigin + performance.now();
  Atomics.store(state, 0, next);
}

async function run(call: ToolCall): Promise<void> {
  let tool = loaded.get(call.key);
  if (!tool) {
    mark(CallState.Loading);
    try {
      const load = loaders.get(call.key);
      if (!load) throw new Error(`no tool ${call.key} in this build`);
      tool = await load();
      loaded.set(call.key, tool);
    } catch (err) {
      mark(CallState.Finished);
      send({ type: 'fail', id: call.id, error: toWire(err) });
      return;
    }
  }
  let answer: WorkerMessage;
  mark(CallState.Running);
  try {
    const result = executeTool(call.key, tool, restoreMemberOrders(call.input, call.orders));
    answer = { type: 'done', id: call.id, json: stringifyOrdered(result), orders: memberOrdersOf(result) };
  } catch (err) {
    answer = { type: 'fail', id: call.id, error: toWire(err) };
  }
  mark(CallState.Finished);
  send(answer);
}

port.on('message', (call: ToolCall) => void run(call));
send({ type: 'ready' });
