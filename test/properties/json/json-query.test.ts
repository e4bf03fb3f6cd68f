import { expect } from 'chai';
import fc from 'fast-check';
import { paths, query } from 'jsonpath-rfc9535';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Result = { count: number; nodes: { path: string; pointer: string; value: unknown }[] };
const name = fc.constantFrom('a', 'b', 'c');
const doc = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constantFrom(0, 1, 2, 'a', 'b', null, true), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(name, tie('value'), { maxKeys: 3 })),
})).value;
const queries = fc.constantFrom('$..*', '$.*', '$..a', '$[*].b', '$..[0]', '$..[-1:]', '$[?@.a == 1]', '$..[?@ > 0]', '$..[?@.b]', "$..[?@ == 'a']", '$..[?length(@) == 2]', '$..[?count(@.*) > 1]', '$..[?@ != null]', "$..[?match(@, '[ab]')]");

describe('json-query properties', () => {
  it('agrees with the jsonpath-rfc9535 library on values and normalized paths', async () => {
    await fc.assert(
      fc.asyncProperty(doc, queries, async (document, q) => {
        const out = (await runTool('json-query', { document, query: q })) as Result;
        // RFC 9535 lets descendant results come in any order that keeps arrays in order and
        // parents before children; the library and we may differ there, so compare path -> value.
        const ref = paths(document as never, q).map((p, i) => [p, JSON.stringify(query(document as never, q)[i])]);
        const ours = out.nodes.map((n) => [n.path, JSON.stringify(n.value)]);
        const sort = (x: string[][]) => x.map((e) => e.join('\u0000')).sort();
        expect(sort(ours)).to.deep.equal(sort(ref));
        if (!q.includes('..')) expect(ours).to.deep.equal(ref);
        expect(out.count).to.equal(out.nodes.length);
      }),
      { numRuns: 200 },
    );
  });
  it('each pointer resolves to its value', async () => {
    await fc.assert(
      fc.asyncProperty(doc, async (document) => {
        const out = (await runTool('json-query', { document, query: '$..*' })) as Result;
        for (const n of out.nodes) {
          let v: unknown = document;
          for (const t of n.pointer.split('/').slice(1)) v = (v as Record<string, unknown>)[t.replace(/~1/g, '/').replace(/~0/g, '~')];
          expect(v).to.deep.equal(n.value);
        }
      }),
      { numRuns: 100 },
    );
  });
  it('bounds the work of nested descendant filters', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 60; i++) deep = [deep, ...new Array(100).fill(1)];
    expect((await toolFailure('json-query', { document: deep, query: '$..[?@..[?@..[?@..*]]]' })).code).to.equal('limit_exceeded');
  });
  it('refuses more than 10000 result nodes', async () => {
    expect((await toolFailure('json-query', { document: new Array(10001).fill(0), query: '$[*]' })).code).to.equal('limit_exceeded');
  });
});
