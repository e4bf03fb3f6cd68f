// The conformance suite every tool passes: each example and case of each contract, over HTTP and
// as a direct call through the same catalog, each twice (identical input, identical output). For the
// tools that promise a member order the parser cannot decide, the result text must also list the
// members exactly as the contract writes them. Requests are raw on purpose: the suite is driven by
// the contracts, one path per tool, and compares response text byte for byte (the SDK's typed
// execute is for code that names its tool; test/sdk-install.test.ts covers it).
import { expect } from 'chai';
import { ToolError } from '../impl/lib/tool-error.js';
import { stringifyOrdered } from '../impl/lib/ordered-object.js';
import { loadCatalog } from '../runtime/execution/catalog.js';
import { executeTool } from '../runtime/execution/execute-tool.js';
import { errorTable, isErrorCode } from '../runtime/core/errors.js';
import { loadContracts } from './support/contracts.js';
import { expectedResultText, ORDER_KEEPING_TOOLS } from './support/member-order.js';
import { postJson, startServer, type TestServer } from './support/server.js';
import type { ContractCase } from '../generator/resolve.js';
import { BODY_LIMIT_BYTES } from '../runtime/core/config.js';

const contracts = await loadContracts();
const catalog = loadCatalog();

/** `text` is the result serialized as the service sends it, before any copy drops its member order. */
type Outcome = { result?: unknown; text?: string; code?: string; context?: Record<string, unknown> };

async function direct(id: string, version: string, input: unknown): Promise<Outcome> {
  const tool = catalog.get(id, version)!;
  const module = await catalog.load(tool);
  try {
    const result = executeTool(tool.key, module, structuredClone(input));
    return { result: structuredClone(result), text: stringifyOrdered(result) };
  } catch (e) {
    if (e instanceof ToolError) return { code: e.code, context: e.extra };
    throw e;
  }
}

function expectOutcome(outcome: Outcome, c: ContractCase, orderedText: string | undefined): void {
  if (c.error !== undefined) {
    expect(outcome.code, 'error code').to.equal(c.error);
    if (c.context) expect(outcome.context, 'problem context').to.deep.include(c.context);
  } else {
    expect(outcome.code, 'unexpected error').to.equal(undefined);
    expect(outcome.result).to.deep.equal(c.output);
    if (orderedText !== undefined) expect(outcome.text, 'member order').to.equal(orderedText);
  }
}

describe('contract suite', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());

  for (const contract of contracts) {
    describe(`${contract.id}@${contract.version}`, () => {
      const all: (ContractCase & { at: ['examples' | 'cases', number] })[] = [
        ...contract.examples.map((e, i) => ({ name: `example ${i + 1}`, input: e.input, output: e.output, at: ['examples', i] as ['examples', number] })),
        ...contract.cases.map((c, i) => ({ ...c, at: ['cases', i] as ['cases', number] })),
      ];
      for (const c of all) {
        const orderedText = ORDER_KEEPING_TOOLS.has(contract.id) && c.error === undefined ? expectedResultText(contract.file, c.at[0], c.at[1], c.output) : undefined;
        it(`${c.name ?? 'unnamed case'} (HTTP, twice)`, async () => {
          for (let run = 0; run < 2; run++) {
            const body = JSON.stringify(c.input);
            const res = await postJson(server.baseUrl, `/v1/tools/${contract.id}/versions/${contract.version}/execute`, body);
            if (Buffer.byteLength(body) > BODY_LIMIT_BYTES) {
              // Over HTTP the body limit answers first; the tool's own answer is checked by the direct call.
              expect(res.status).to.equal(413);
              expect(res.json.code).to.equal('payload_too_large');
            } else if (c.error !== undefined) {
              expect(res.headers.get('content-type')).to.match(/^application\/problem\+json/);
              expect(res.json.code, JSON.stringify(res.json)).to.equal(c.error);
              expect(res.status).to.equal(isErrorCode(c.error) ? errorTable[c.error].status : 400);
              if (c.context) expect(res.json.context, 'problem context').to.deep.include(c.context);
            } else {
              expect(res.status, JSON.stringify(res.json)).to.equal(200);
              expect(res.json).to.deep.equal({ result: c.output });
              if (orderedText !== undefined) expect(res.text, 'member order').to.equal(`{"result":${orderedText}}`);
            }
          }
        });
        it(`${c.name ?? 'unnamed case'} (direct, twice)`, async () => {
          expectOutcome(await direct(contract.id, contract.version, c.input), c, orderedText);
          expectOutcome(await direct(contract.id, contract.version, c.input), c, orderedText);
        });
      }
    });
  }
});
