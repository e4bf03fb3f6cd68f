import { expect } from 'chai';
import fc from 'fast-check';
import { measureJson } from '../../../impl/lib/json-measure.js';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';

type Field = { id: string; label: string; type: string; required: boolean; choices?: string[] };
type Mapped = {
  definition: { fields: Field[] };
  answers: Record<string, unknown>;
  renamed: { from: string; to: string }[];
  dropped: { id: string; has_answer: boolean; answer?: unknown }[];
  unchanged_ids: string[];
  counts: {
    fields_in: number;
    fields_out: number;
    renamed: number;
    dropped: number;
    unchanged_ids: number;
    answers_moved: number;
    answers_dropped: number;
    answers_kept: number;
  };
};

const TOOL = 'form-field-map';

async function map(input: unknown): Promise<Mapped> {
  return (await runTool(TOOL, input)) as Mapped;
}

/** JSON text of a value; a stand-in for the wire, and a deep copy that keeps "__proto__" as own keys. */
const wire = (v: unknown) => JSON.parse(JSON.stringify(v));

// Prototype names are deliberately common in the id pool.
const ids = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '0', '10', '2', 'a/b', 'x~y'),
  fc.string({ minLength: 1, maxLength: 8 }),
);
const fieldBody = fc.record(
  {
    label: fc.string({ maxLength: 10 }),
    type: fc.constantFrom('string', 'number', 'integer', 'boolean', 'choice', 'multi', 'json'),
    required: fc.boolean(),
    choices: fc.array(fc.string({ minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
  },
  { requiredKeys: ['label', 'type', 'required'] },
);
const answerValues = fc.jsonValue({ maxDepth: 2 }).filter((v) => measureJson(v).nodes <= 50);
const forms = fc
  .uniqueArray(ids, { minLength: 0, maxLength: 12 })
  .chain((fieldIds) =>
    fc.record({
      fields: fc.tuple(...fieldIds.map((id) => fieldBody.map((b): Field => ({ id, ...b })))),
      answered: fc.subarray(fieldIds),
      values: fc.array(answerValues, { minLength: fieldIds.length, maxLength: fieldIds.length }),
    }),
  )
  .map(({ fields, answered, values }) => {
    const answers: Record<string, unknown> = {};
    answered.forEach((id, i) => Object.defineProperty(answers, id, { value: values[i] ?? null, enumerable: true, writable: true, configurable: true }));
    return { definition: { fields: fields as Field[] }, answers };
  });

describe('form-field-map properties', () => {
  it('identity mapping (and an empty mapping under keep) returns definition and answers unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(forms, fc.constantFrom('keep', 'drop'), async (form, unmapped) => {
        const identity = form.definition.fields.map((f) => ({ from: f.id, to: f.id }));
        for (const mapping of unmapped === 'keep' ? [identity, []] : [identity]) {
          const out = await map(wire({ ...form, mapping, unmapped }));
          expect(out.definition).to.deep.equal(wire(form.definition));
          expect(out.answers).to.deep.equal(wire(form.answers));
          expect(out.renamed).to.deep.equal([]);
          expect(out.dropped).to.deep.equal([]);
          expect(out.unchanged_ids).to.deep.equal(form.definition.fields.map((f) => f.id));
        }
      }),
      { numRuns: 150 },
    );
  });

  it('an injective renaming is undone by the reverse mapping', async () => {
    const cases = forms.chain((form) =>
      fc.record({
        form: fc.constant(form),
        targets: fc.uniqueArray(ids, { minLength: form.definition.fields.length, maxLength: form.definition.fields.length }),
        unmapped: fc.constantFrom('keep', 'drop'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ form, targets, unmapped }) => {
        // Every field is mapped to a distinct target, so no collision is possible whatever `unmapped` says.
        const mapping = form.definition.fields.map((f, i) => ({ from: f.id, to: targets[i]! }));
        const out = await map(wire({ ...form, mapping, unmapped }));
        expect(out.definition.fields.map((f) => f.id)).to.deep.equal(targets);
        const back = mapping.map((m) => ({ from: m.to, to: m.from }));
        const again = await map(wire({ definition: out.definition, answers: out.answers, mapping: back, unmapped: 'drop' }));
        expect(again.definition).to.deep.equal(wire(form.definition));
        expect(again.answers).to.deep.equal(wire(form.answers));
        const moved = out.renamed.length;
        expect(out.counts.answers_moved + out.counts.answers_kept).to.equal(Object.keys(form.answers).length);
        expect(moved).to.equal(mapping.filter((m) => m.from !== m.to).length);
      }),
      { numRuns: 150 },
    );
  });

  it('counts agree with the arrays, and output follows original field order', async () => {
    const cases = forms.chain((form) =>
      fc.record({
        form: fc.constant(form),
        picks: fc.subarray(form.definition.fields.map((_, i) => i)),
        suffix: fc.constantFrom('_v2', '-new', '.1'),
        unmapped: fc.constantFrom('keep', 'drop'),
      }),
    );
    await fc.assert(
      fc.asyncProperty(cases, async ({ form, picks, suffix, unmapped }) => {
        const fields = form.definition.fields;
        const mapping = picks.map((i) => ({ from: fields[i]!.id, to: fields[i]!.id + suffix }));
        const outIds = fields.flatMap((f, i) => (picks.includes(i) ? [f.id + suffix] : unmapped === 'keep' ? [f.id] : []));
        const collides = new Set(outIds).size < outIds.length;
        if (collides) {
          expect((await toolFailure(TOOL, wire({ ...form, mapping, unmapped }))).code).to.equal('collision');
          return;
        }
        const out = await map(wire({ ...form, mapping, unmapped }));
        expect(out.definition.fields.map((f) => f.id)).to.deep.equal(outIds);
        const c = out.counts;
        expect(c.fields_in).to.equal(fields.length);
        expect(c.fields_out).to.equal(out.definition.fields.length);
        expect(c.renamed).to.equal(out.renamed.length);
        expect(c.dropped).to.equal(out.dropped.length);
        expect(c.unchanged_ids).to.equal(out.unchanged_ids.length);
        expect(c.fields_in).to.equal(c.renamed + c.dropped + c.unchanged_ids);
        expect(c.fields_out + c.dropped).to.equal(c.fields_in);
        expect(c.answers_moved + c.answers_kept + c.answers_dropped).to.equal(Object.keys(form.answers).length);
        expect(out.renamed.map((r) => r.from)).to.deep.equal(picks.map((i) => fields[i]!.id));
        expect(out.dropped.map((d) => d.id)).to.deep.equal(
          unmapped === 'drop' ? fields.filter((_, i) => !picks.includes(i)).map((f) => f.id) : [],
        );
        for (const d of out.dropped) {
          expect(d.has_answer).to.equal(Object.hasOwn(form.answers, d.id));
          expect('answer' in d).to.equal(d.has_answer);
        }
        expect(Object.keys(out.answers).length).to.equal(c.answers_moved + c.answers_kept);
      }),
      { numRuns: 150 },
    );
  });

  it('two sources for one target are a collision naming the target and every source', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(ids, { minLength: 2, maxLength: 6 }), ids, async (sources, target) => {
        const fields = sources.map((id) => ({ id, label: id, type: 'string', required: false }));
        const err = await toolFailure(TOOL, wire({ definition: { fields }, mapping: sources.map((s) => ({ from: s, to: target })), unmapped: 'keep' }));
        expect(err.code).to.equal('collision');
        expect(err.message).to.contain(JSON.stringify(target));
        expect(err.details.map((d) => d.pointer)).to.deep.equal(sources.map((_, i) => `/mapping/${i}/to`));
        sources.forEach((s, i) => expect(err.details[i]!.message).to.contain(JSON.stringify(s)));
      }),
      { numRuns: 100 },
    );
  });

  it('prototype-named ids never reach Object.prototype', async () => {
    // JSON text, not an object literal: in a literal `__proto__:` would set the prototype instead.
    const input = JSON.parse(`{
      "definition": { "fields": [
        { "id": "__proto__", "label": "p", "type": "json", "required": false },
        { "id": "constructor", "label": "c", "type": "json", "required": false },
        { "id": "prototype", "label": "q", "type": "json", "required": false } ] },
      "answers": { "__proto__": { "polluted": true }, "constructor": { "prototype": { "polluted": true } } },
      "mapping": [ { "from": "constructor", "to": "__proto__" }, { "from": "__proto__", "to": "constructor" } ],
      "unmapped": "keep" }`);
    const out = await map(input);
    expect(Object.getOwnPropertyNames(out.answers)).to.deep.equal(['constructor', '__proto__']);
    expect(Object.getPrototypeOf(out.answers)).to.equal(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    expect(JSON.stringify(out.answers)).to.equal('{"constructor":{"polluted":true},"__proto__":{"prototype":{"polluted":true}}}');
    expect(out.renamed).to.deep.equal([{ from: '__proto__', to: 'constructor' }, { from: 'constructor', to: '__proto__' }]);
    expect(out.unchanged_ids).to.deep.equal(['prototype']);
  });

  describe('limits', () => {
    const one = (answer: unknown, extra: Record<string, unknown> = {}) => ({
      definition: { fields: [{ id: 'a', label: 'A', type: 'json', required: false }] },
      answers: { a: answer },
      mapping: [],
      unmapped: 'keep',
      ...extra,
    });

    it('max_input_bytes: an input over 262144 bytes is limit_exceeded before the answer limits', async () => {
      const err = await toolFailure(TOOL, one('x'.repeat(262144)));
      expect(err.code).to.equal('limit_exceeded');
      expect(err.details[0]!.pointer).to.equal('');
      expect(err.message).to.contain('max_input_bytes');
    });

    it('max_input_nodes: 20000 values pass the input check, 20001 do not', async () => {
      const base = measureJson(one([])).nodes; // the input with an empty answer array
      const within = await toolFailure(TOOL, one(Array(20000 - base).fill(0)));
      expect(within.message).to.contain('max_answer_nodes');
      const over = await toolFailure(TOOL, one(Array(20001 - base).fill(0)));
      expect(over.message).to.contain('max_input_nodes');
    });

    it('max_answer_string_bytes: 4096 UTF-8 bytes pass, 4097 fail, member names included', async () => {
      const ok = await map(one(['é'.repeat(2048)]));
      expect(ok.answers).to.deep.equal({ a: ['é'.repeat(2048)] });
      const over = await toolFailure(TOOL, one(['é'.repeat(2048) + 'x']));
      expect(over.code).to.equal('limit_exceeded');
      expect(over.details[0]!.pointer).to.equal('/answers/a/0');
      const key = await toolFailure(TOOL, one({ ['k'.repeat(4097)]: 1 }));
      expect(key.message).to.contain('max_answer_string_bytes');
    });

    it('max_fields and max_mapping: 100 pass, 101 fail the schema', async () => {
      const fields = Array.from({ length: 100 }, (_, i) => ({ id: `f${i}`, label: '', type: 'string', required: false }));
      const mapping = fields.map((f) => ({ from: f.id, to: `g${f.id}` }));
      const out = await map({ definition: { fields }, mapping, unmapped: 'drop' });
      expect(out.counts.renamed).to.equal(100);
      expect((await toolFailure(TOOL, { definition: { fields: [...fields, { id: 'x', label: '', type: 'string', required: false }] }, mapping: [], unmapped: 'keep' })).code).to.equal('invalid_input');
      expect((await toolFailure(TOOL, { definition: { fields }, mapping: [...mapping, { from: 'f0', to: 'h' }], unmapped: 'keep' })).code).to.equal('invalid_input');
    });

    it('max_output_bytes: a result over 262144 bytes from an input within 262144 is limit_exceeded', async () => {
      const fields = Array.from({ length: 100 }, (_, i) => ({ id: `${i}`.padStart(128, 'f'), label: 'l'.repeat(256), type: 'string', required: false }));
      const answers: Record<string, string[]> = {};
      for (const f of fields) answers[f.id] = [];
      const input = { definition: { fields }, answers, mapping: [], unmapped: 'keep' };
      // Fill answers to just under the input limit; unchanged_ids then pushes the result over.
      for (let i = 0; measureJson(input).bytes < 262144 - 4200; i = (i + 1) % fields.length) answers[fields[i]!.id]!.push('a'.repeat(4000));
      expect(Buffer.byteLength(JSON.stringify(input))).to.be.at.most(262144);
      const err = await toolFailure(TOOL, input);
      expect(err.code).to.equal('limit_exceeded');
      expect(err.message).to.contain('max_output_bytes');
    });
  });
});

describe('json-measure helper', () => {
  it('bytes equal the UTF-8 length of JSON.stringify, nodes and depth match a recursive count', () => {
    const count = (v: unknown): { nodes: number; depth: number } => {
      if (v === null || typeof v !== 'object') return { nodes: 1, depth: 0 };
      const kids = (Array.isArray(v) ? v : Object.values(v)).map(count);
      return { nodes: 1 + kids.reduce((s, k) => s + k.nodes, 0), depth: 1 + Math.max(0, ...kids.map((k) => k.depth)) };
    };
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (v) => {
        const m = measureJson(v);
        expect(m.bytes).to.equal(Buffer.byteLength(JSON.stringify(v)));
        expect({ nodes: m.nodes, depth: m.depth }).to.deep.equal(count(v));
        expect(m.truncated).to.equal(false);
      }),
      { numRuns: 200 },
    );
  });

  it('stops at the depth cap without recursion, whatever the nesting', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100000; i++) deep = [deep];
    const m = measureJson(deep, 16);
    expect(m.depth).to.equal(17);
    expect(m.truncated).to.equal(true);
  });
});
