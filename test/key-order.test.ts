// Key order is what the contract says it is. JavaScript objects list names such as "2" and "10"
// first whatever the insertion order; every tool whose contract promises an order the request's
// parser cannot decide is called here with such names, and the exact response text is checked on
// every surface (REST execute, batch, MCP text content). The tools whose contracts state the
// parser's order instead are checked to give exactly that order. Raw requests on purpose: the exact
// response text is the subject, which a client's JSON parse would reorder.
import './support/fast-check-seed.js';
import { expect } from 'chai';
import { createHash } from 'node:crypto';
import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { stringifyOrdered } from '../impl/lib/ordered-object.js';
import { runTool } from './support/direct.js';
import { ORDER_KEEPING_TOOLS } from './support/member-order.js';
import { postJson, startServer, type TestServer } from './support/server.js';

type Call = { tool: string; input: Record<string, unknown>; result: string };

// One call per order-keeping tool, with integer-like names out of ascending order.
const KEPT: Call[] = [
  { tool: 'csv-to-json', input: { csv: 'b,10,2\nx,y,z\n' }, result: '{"columns":["b","10","2"],"rows":[{"b":"x","10":"y","2":"z"}]}' },
  { tool: 'tsv-to-json', input: { text: 'b\t10\t2\nx\ty\tz\n' }, result: '{"columns":["b","10","2"],"rows":[{"b":"x","10":"y","2":"z"}]}' },
  { tool: 'yaml-to-json', input: { text: 'b: 1\n10: 2\n2: {z: 3, 1: 4}\n' }, result: '{"value":{"b":1,"10":2,"2":{"z":3,"1":4}}}' },
  {
    tool: 'toml-to-json',
    input: { text: 'b = 1\n10 = 2\n2 = { z = 3, 1 = 4 }\n[[t]]\n9 = 5\nx = 6\n[t.s]\nq = 7\n0 = 8\n' },
    result: '{"value":{"b":1,"10":2,"2":{"z":3,"1":4},"t":[{"9":5,"x":6,"s":{"q":7,"0":8}}]}}',
  },
  { tool: 'ini-to-json', input: { text: 'b = 1\n10 = 2\n[z]\nq = 3\n[5]\n9 = 4\nb = 5\n' }, result: '{"value":{"":{"b":"1","10":"2"},"z":{"q":"3"},"5":{"9":"4","b":"5"}}}' },
  // XML names never start with a digit, so the order kept here is of attributes, text and children.
  { tool: 'xml-to-json', input: { text: '<r b="1" a="2"><z/>t<y/></r>' }, result: '{"value":{"r":{"@b":"1","@a":"2","#text":"t","z":[{}],"y":[{}]}}}' },
  {
    tool: 'csv-reconcile',
    input: { left: 'id,b,10\n1,x,y\n', right: 'id,b,10\n', key: ['id'] },
    result: '{"in_sync":false,"columns":{"compared":["b","10"],"left_only":[],"right_only":[]},"added":[],"removed":[{"row":1,"key":["1"],"values":{"id":"1","b":"x","10":"y"}}],"changed":[],"unchanged_rows":0,"duplicate_keys":[]}',
  },
  {
    tool: 'jsonl-parse',
    input: { text: '{"b":1,"10":2,"2":[{"z":3,"1":4}]}\n' },
    result: '{"values":[{"b":1,"10":2,"2":[{"z":3,"1":4}]}],"lines":[1],"errors":[],"error_count":0,"line_count":1,"valid":true}',
  },
  {
    tool: 'json-array-aggregate',
    input: { array: [{ v: 1 }], aggregations: [{ op: 'count', as: 'b' }, { op: 'sum', pointer: '/v', as: '10' }, { op: 'min', pointer: '/v', as: '2' }] },
    result: '{"groups":[{"key":{},"count":1,"values":{"b":1,"10":"1","2":"1"}}]}',
  },
  {
    tool: 'form-field-map',
    input: {
      definition: { fields: [{ id: 'b', label: 'B', type: 'string', required: false }, { id: '10', label: 'T', type: 'string', required: false }] },
      answers: { b: 'x', 10: 'y' },
      mapping: [{ from: 'b', to: 'b' }, { from: '10', to: '10' }],
      unmapped: 'drop',
    },
    result:
      '{"definition":{"fields":[{"id":"b","label":"B","type":"string","required":false},{"id":"10","label":"T","type":"string","required":false}]},"answers":{"b":"x","10":"y"},' +
      '"renamed":[],"dropped":[],"unchanged_ids":["b","10"],"counts":{"fields_in":2,"fields_out":2,"renamed":0,"dropped":0,"unchanged_ids":2,"answers_moved":0,"answers_dropped":0,"answers_kept":2}}',
  },
  {
    tool: 'json-schema-infer',
    input: { samples: [{ b: 1 }, { 10: 'x', b: 2 }] },
    result: '{"schema":{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"b":{"type":"integer"},"10":{"type":"string"}},"required":["b"]},"sample_count":2}',
  },
  { tool: 'json-unflatten', input: { flat: { '/b': 1, '/10': 2, '/2/z': 3, '/2/1': 4 } }, result: '{"result":{"b":1,"10":2,"2":{"z":3,"1":4}}}' },
  { tool: 'json-keys-rename', input: { document: { a: 1, b: 2, c: 3 }, renames: { b: '10', c: '2' } }, result: '{"result":{"a":1,"10":2,"2":3},"renamed_count":2}' },
];

// Tools whose contracts state ECMAScript order (the request's parser decides it): the request text
// writes b before 10, and the answer lists 10 first, as their contracts say.
const PARSED: { tool: string; body: string; result: string }[] = [
  { tool: 'json-patch-apply', body: '{"document":{"b":1},"patch":[{"op":"add","path":"/a","value":2},{"op":"add","path":"/10","value":3}]}', result: '{"result":{"10":3,"b":1,"a":2}}' },
  { tool: 'json-merge-patch-apply', body: '{"target":{"b":1},"patch":{"a":2,"10":3}}', result: '{"result":{"10":3,"b":1,"a":2}}' },
  { tool: 'json-merge-patch-create', body: '{"source":{"b":1},"target":{"b":1,"a":2,"10":3}}', result: '{"patch":{"10":3,"a":2}}' },
  { tool: 'json-merge-deep', body: '{"documents":[{"b":1},{"a":2,"10":3}]}', result: '{"merged":{"10":3,"b":1,"a":2}}' },
  { tool: 'json-array-index-by', body: '{"array":[{"id":"b"},{"id":"10"}],"key":"/id"}', result: '{"index":{"10":{"id":"10"},"b":{"id":"b"}},"keys":["b","10"],"indices":[0,1],"skipped":[]}' },
  { tool: 'json-pick', body: '{"document":{"b":1,"10":2,"c":3},"pointers":["/b","/10"]}', result: '{"result":{"10":2,"b":1},"found":["/b","/10"],"missing":[]}' },
  { tool: 'json-redact', body: '{"document":{"b":1,"10":2},"keys":["b"]}', result: '{"result":{"10":2,"b":"[REDACTED]"},"count":1,"redacted":["/b"],"missing":[]}' },
  { tool: 'csv-from-json', body: '{"rows":[{"b":1,"10":2}]}', result: '{"csv":"10,b\\r\\n2,1\\r\\n","row_count":1,"columns":["10","b"]}' },
  { tool: 'sequence-lcs', body: '{"a":[{"b":1,"10":2}],"b":[{"10":2,"b":1}]}', result: '{"length":1,"items":[{"10":2,"b":1}],"a_indices":[0],"b_indices":[0]}' },
];

async function rest(s: TestServer, tool: string, body: unknown) {
  return postJson(s.baseUrl, `/v1/tools/${tool}/versions/1.0.0/execute`, body);
}

describe('key order is what the contract says it is', () => {
  let s: TestServer;
  let client: Client;
  before(async () => {
    s = await startServer();
    client = new Client({ name: 'key-order-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${s.baseUrl}/mcp`)));
  });
  after(async () => {
    await client.close();
    await s.close();
  });

  it('covers every tool that keeps an order, and each of these calls has names the engine would reorder', () => {
    expect(new Set(KEPT.map((c) => c.tool))).to.deep.equal(ORDER_KEEPING_TOOLS);
    for (const c of KEPT.filter((k) => k.tool !== 'xml-to-json')) expect(JSON.stringify(JSON.parse(c.result)), c.tool).to.not.equal(c.result);
  });

  describe('REST execute', () => {
    for (const c of KEPT) {
      it(`${c.tool} answers with members in its contract's order`, async () => {
        const res = await rest(s, c.tool, c.input);
        expect(res.status, res.text).to.equal(200);
        expect(res.text).to.equal(`{"result":${c.result}}`);
      });
    }
    for (const c of PARSED) {
      it(`${c.tool} answers in the parser's order, as its contract states`, async () => {
        const res = await rest(s, c.tool, c.body);
        expect(res.status, res.text).to.equal(200);
        expect(res.text).to.equal(`{"result":${c.result}}`);
      });
    }
  });

  it('batch results keep the order; their receipts hash the RFC 8785 form, which sorts names anyway', async () => {
    const operations = KEPT.map((c) => ({ id: c.tool, version: '1.0.0', input: c.input }));
    const res = await postJson(s.baseUrl, '/v1/execute-batch', { operations });
    expect(res.status, res.text).to.equal(200);
    expect(res.headers.get('content-type')).to.match(/^application\/json/);
    expect(res.json.summary.succeeded).to.equal(KEPT.length);
    KEPT.forEach((c, i) => {
      const ref = res.json.results[i].execution_ref;
      expect(res.text, c.tool).to.contain(`{"index":${i},"id":"${c.tool}","version":"1.0.0","status":200,"execution_ref":"${ref}","result":${c.result}}`);
    });

    const receipts = await postJson(s.baseUrl, '/v1/execute-batch', { operations: operations.map((o) => ({ ...o, include_result: false })) });
    KEPT.forEach((c, i) => {
      const canonical = canonicalize(JSON.parse(c.result))!;
      expect(receipts.json.results[i].receipt).to.deep.include({ bytes: Buffer.byteLength(canonical), sha256: createHash('sha256').update(canonical).digest('hex') });
    });
  });

  it('MCP text content keeps the order, for execute_tool and execute_batch', async () => {
    for (const c of KEPT) {
      const res = await client.callTool({ name: 'execute_tool', arguments: { id: c.tool, version: '1.0.0', input: c.input } });
      const text = (res.content as { text: string }[])[0]!.text;
      const ref = (res.structuredContent as { execution_ref: string }).execution_ref;
      expect(text, c.tool).to.equal(`{"result":${c.result},"execution_ref":"${ref}"}`);
    }
    const batch = await client.callTool({ name: 'execute_batch', arguments: { operations: KEPT.slice(0, 3).map((c) => ({ id: c.tool, version: '1.0.0', input: c.input })) } });
    const text = (batch.content as { text: string }[])[0]!.text;
    for (const c of KEPT.slice(0, 3)) expect(text, c.tool).to.contain(`"result":${c.result}}`);
  });
});

// The text readers on generated documents: whatever order the names are written in, it comes back.
describe('key order of the text readers, on generated documents', () => {
  const NAME_POOL = ['0', '1', '2', '10', '007', 'b', 'a', 'x-y', 'key with space', 'q"uote', '__proto__', '4294967295'];
  const distinctNames = (max: number) => fc.uniqueArray(fc.constantFrom(...NAME_POOL), { minLength: 1, maxLength: max });
  const bare = (k: string) => /^[A-Za-z0-9_-]+$/.test(k);
  const tomlKey = (k: string) => (bare(k) ? k : JSON.stringify(k));

  it('jsonl-parse returns objects with members in text order', async () => {
    await fc.assert(
      fc.asyncProperty(distinctNames(8), distinctNames(4), async (outer, inner) => {
        const innerText = `{${inner.map((k, i) => `${JSON.stringify(k)}:${i}`).join(',')}}`;
        const line = `{${outer.map((k, i) => `${JSON.stringify(k)}:${i === 0 ? innerText : i}`).join(',')}}`;
        const out = await runTool('jsonl-parse', { text: `${line}\n` });
        expect(stringifyOrdered((out as { values: unknown[] }).values[0])).to.equal(line);
      }),
      { numRuns: 200 },
    );
  });

  it('yaml-to-json returns mappings with keys in document order', async () => {
    await fc.assert(
      fc.asyncProperty(distinctNames(8), distinctNames(4), async (outer, inner) => {
        const text = outer.map((k, i) => (i === 0 ? `${JSON.stringify(k)}:\n${inner.map((n, j) => `  ${JSON.stringify(n)}: ${j}\n`).join('')}` : `${JSON.stringify(k)}: ${i}\n`)).join('');
        const expected = `{${outer.map((k, i) => `${JSON.stringify(k)}:${i === 0 ? `{${inner.map((n, j) => `${JSON.stringify(n)}:${j}`).join(',')}}` : i}`).join(',')}}`;
        const out = await runTool('yaml-to-json', { text });
        expect(stringifyOrdered((out as { value: unknown }).value)).to.equal(expected);
      }),
      { numRuns: 200 },
    );
  });

  // A table of plain values, inline tables and sub-tables: written as TOML with plain and inline
  // members first, then each sub-table under a [header] (as [[header]] when in an array of tables).
  type Table = { plain: [string, number | Table][]; subs: [string, Table, boolean][] };
  const table: fc.Memo<Table> = fc.memo((depth) =>
    fc
      .tuple(
        distinctNames(5),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        depth > 1 ? fc.array(table(depth - 1), { minLength: 5, maxLength: 5 }) : fc.constant([] as Table[]),
        fc.nat(5),
      )
      .map(([keys, flags, children, split]) => {
        const cut = children.length ? Math.min(split, keys.length) : keys.length;
        return {
          plain: keys.slice(0, cut).map((k, i): [string, number | Table] => [k, flags[i] && children[i] ? { plain: children[i]!.plain, subs: [] } : i]),
          subs: keys.slice(cut).map((k, i): [string, Table, boolean] => [k, children[i]!, flags[i]!]),
        };
      }),
  );
  const inline = (t: Table): string => `{ ${t.plain.map(([k, v]) => `${tomlKey(k)} = ${typeof v === 'number' ? v : inline(v)}`).join(', ')} }`;
  const writeToml = (t: Table, path: string[]): string =>
    t.plain.map(([k, v]) => `${tomlKey(k)} = ${typeof v === 'number' ? v : inline(v)}\n`).join('') +
    t.subs.map(([k, sub, many]) => {
      const p = [...path, tomlKey(k)].join('.');
      return `${many ? `[[${p}]]` : `[${p}]`}\n${writeToml(sub, [...path, tomlKey(k)])}`;
    }).join('');
  const jsonOf = (t: Table): string => {
    const members = [
      ...t.plain.map(([k, v]) => `${JSON.stringify(k)}:${typeof v === 'number' ? v : jsonOf(v)}`),
      ...t.subs.map(([k, sub, many]) => `${JSON.stringify(k)}:${many ? `[${jsonOf(sub)}]` : jsonOf(sub)}`),
    ];
    return `{${members.join(',')}}`;
  };

  it('toml-to-json returns tables with keys in the order the text defines them', async () => {
    await fc.assert(
      fc.asyncProperty(table(3), async (t) => {
        const out = await runTool('toml-to-json', { text: writeToml(t, []) });
        expect(stringifyOrdered((out as { value: unknown }).value)).to.equal(jsonOf(t));
      }),
      { numRuns: 300 },
    );
  });
});
