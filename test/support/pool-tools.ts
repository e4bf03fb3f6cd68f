// Test-only tools for the tool pool (test/tool-pool.test.ts): a pool built by a test loads this module
// in each worker (ToolPool `testModules`), and a test catalog routes to them (Catalog.addUnlisted).
// They are never part of the served catalog. Validators accept everything unless a tool needs one
// that fails.
import { isMainThread } from 'node:worker_threads';
import { orderedObject } from '../../impl/lib/ordered-object.js';
import { ToolError } from '../../impl/lib/tool-error.js';
import type { LoadedTool, Validator } from '../../runtime/execution/execute-tool.js';

export type PoolTestData = { gate: SharedArrayBuffer };

/** gate[0] = 0 holds test-gate@1.0.0 spinning; the test stores 1 to let it finish. */
let gate: Int32Array | undefined;

export function init(data: unknown): void {
  gate = new Int32Array((data as PoolTestData).gate);
}

const accept: Validator = Object.assign(() => true, { errors: null });
const refuseOutput: Validator = Object.assign(() => false, {
  errors: [{ instancePath: '/n', schemaPath: '#/properties/n/type', keyword: 'type', params: { type: 'string' }, message: 'must be string' }],
});

function tool(impl: (input: Record<string, unknown>) => unknown, errors = ['invalid_input']): LoadedTool {
  return { validateInput: accept, validateOutput: accept, impl: impl as never, errors };
}

const where = () => ({ main_thread: isMainThread });

const tools: Record<string, LoadedTool> = {
  /** Never finishes: only the pool's time limit ends it. */
  'test-spin@1.0.0': tool(() => {
    for (;;);
  }),
  /** Spins until the test opens the gate (or the time limit ends it). */
  'test-gate@1.0.0': tool(() => {
    while (Atomics.load(gate!, 0) === 0);
    return { released: true };
  }),
  'test-where@1.0.0': tool(where),
  /** Registered by the tests with `execution: inline`. */
  'test-where-inline@1.0.0': tool(where),
  'test-echo@1.0.0': tool((input) => input),
  /** Members in an order ECMAScript would not keep: b, 10, 2. */
  'test-ordered@1.0.0': tool(() => ({ row: orderedObject([['b', 1], ['10', 2], ['2', 3]]), list: [orderedObject([['z', 0], ['1', 1]])] })),
  'test-listed@1.0.0': tool(() => {
    throw new ToolError('division_by_zero', 'the denominator is zero', [{ pointer: '/d', message: 'is zero' }], { reason: 'zero', at: [1, 2] });
  }, ['invalid_input', 'division_by_zero']),
  'test-unlisted@1.0.0': tool(() => {
    throw new ToolError('collision', 'two sources map to one target', [{ pointer: '/a', message: 'collides' }]);
  }),
  'test-bad-output@1.0.0': { validateInput: accept, validateOutput: refuseOutput, impl: (() => ({ n: 1 })) as never, errors: ['invalid_input'] },
  'test-throw@1.0.0': tool(() => {
    throw new TypeError('a bug in the tool');
  }),
  /** Allocates until the worker's heap limit (resourceLimits) stops it. */
  'test-oom@1.0.0': tool(() => {
    const held: number[][] = [];
    for (;;) held.push(new Array<number>(100_000).fill(held.length + 0.5));
  }),
  /** Ends its thread in the middle of the call. */
  'test-exit@1.0.0': tool(() => process.exit(3)),
};

export default tools;
