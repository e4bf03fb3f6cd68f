import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { toolFailure } from '../../support/tool-failure.js';
import { definitionArb, messyDefinitionArb, type Definition, type Field } from './form-arbitraries.js';

type Problem = { code: string; pointer: string; message: string };
type Validated = { valid: boolean; problems: Problem[]; truncated: boolean; counts: { fields: number; problems: number } };

const TOOL = 'form-definition-validate';
const validate = async (definition: Definition) => (await runTool(TOOL, { definition })) as Validated;

// Document order of rule 6: field index, then the field's own pointer, then properties in this order.
const ORDER = ['', 'id', 'choices', 'min', 'max', 'min_length', 'max_length', 'min_selections', 'max_selections', 'allow_other', 'show_if'];
function orderKey(pointer: string): number[] {
  const t = pointer.split('/').slice(3); // ['', 'definition', 'fields', i, ...]
  const key = [Number(t[0])];
  key.push(ORDER.indexOf(t[1] ?? ''));
  if (t[1] === 'choices' || t[1] === 'show_if') key.push(t[2] === undefined ? -1 : Number(t[2]));
  if (t[1] === 'show_if') key.push(['field', 'op', 'value'].indexOf(t[3]!));
  return key;
}
function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -2) - (b[i] ?? -2);
    if (d !== 0) return d;
  }
  return 0;
}

// Breaks a valid definition in one of several ways; each names the code and pointer it must give.
const breakers: ((d: Definition) => { def: Definition; code: string; pointer: string } | null)[] = [
  (d) => (d.fields.length === 0 ? null : { def: { fields: [...d.fields, { ...d.fields[0]!, show_if: undefined }] as Field[] }, code: 'duplicate_field_id', pointer: `/definition/fields/${d.fields.length}/id` }),
  (d) => {
    const i = d.fields.findIndex((f) => f.choices !== undefined);
    if (i < 0) return null;
    const fields = d.fields.map((f, j) => (j === i ? { ...f, choices: [...f.choices!, f.choices![0]!] } : f));
    return { def: { fields }, code: 'duplicate_choice', pointer: `/definition/fields/${i}/choices/${d.fields[i]!.choices!.length}` };
  },
  (d) => {
    const fields: Field[] = [...d.fields, { id: 'late', label: 'L', type: 'string', required: false, show_if: [{ field: 'later', op: 'equals', value: 'x' }] }, { id: 'later', label: 'L', type: 'string', required: false }];
    return { def: { fields }, code: 'condition_forward_reference', pointer: `/definition/fields/${d.fields.length}/show_if/0/field` };
  },
  (d) => {
    const fields: Field[] = [...d.fields, { id: 'n', label: 'N', type: 'number', required: false, min: '1.10', max: '1.09' }];
    return { def: { fields }, code: 'bounds_reversed', pointer: `/definition/fields/${d.fields.length}/max` };
  },
];

describe('form-definition-validate properties', () => {
  it('every generated (valid by construction) definition is valid', async () => {
    await fc.assert(
      fc.asyncProperty(definitionArb(8), async (definition) => {
        const out = await validate(definition);
        expect(out.problems).to.deep.equal([]);
        expect(out).to.deep.include({ valid: true, truncated: false, counts: { fields: definition.fields.length, problems: 0 } });
      }),
      { numRuns: 150 },
    );
  });

  it('one injected fault is reported with its code and pointer, alone', async () => {
    await fc.assert(
      fc.asyncProperty(definitionArb(6), fc.nat(breakers.length - 1), async (definition, k) => {
        const broken = breakers[k]!(definition);
        if (broken === null) return;
        const out = await validate(broken.def);
        expect(out.valid).to.equal(false);
        expect(out.problems.map((p) => [p.code, p.pointer])).to.deep.equal([[broken.code, broken.pointer]]);
      }),
      { numRuns: 150 },
    );
  });

  it('problems come in document order, and valid means no problem', async () => {
    await fc.assert(
      fc.asyncProperty(messyDefinitionArb, async ({ fields: clean }) => {
        const out = await validate({ fields: clean });
        expect(out.valid).to.equal(out.problems.length === 0);
        expect(out.counts.problems).to.equal(out.problems.length);
        const keys = out.problems.map((p) => orderKey(p.pointer));
        for (let i = 1; i < keys.length; i++) expect(compareKeys(keys[i - 1]!, keys[i]!)).to.be.at.most(0);
        // Sibling agreement: the other form tools accept exactly the definitions found valid.
        if (out.valid) await runTool('form-answers-validate', { definition: { fields: clean }, answers: {} });
        else expect((await toolFailure('form-answers-validate', { definition: { fields: clean }, answers: {} })).details.map((d) => d.pointer)).to.deep.equal(out.problems.map((p) => p.pointer));
      }),
      { numRuns: 200 },
    );
  });
});
