// Builders that declare large example and case values (generator/case-builders.ts).
import { expect } from 'chai';
import { CaseBuilderError, MAX_BUILT_SIZE, expandBuilders } from '../generator/case-builders.js';

const fixtures: Record<string, unknown> = { 'rows.json': [1, 2, 3] };
const expand = (v: unknown) => expandBuilders(v, (name) => structuredClone(fixtures[name]));

describe('case builders', () => {
  it('repeats and joins strings', () => {
    expect(expand({ $repeat: 'ab', times: 3 })).to.equal('ababab');
    expect(expand({ $join: ['-1', { $repeat: '0', times: 4 }] })).to.equal('-10000');
  });
  it('enumerates a template with its index in strings and member names, and joins a built list with a separator', () => {
    expect(expand({ $enumerate: { 'k{i}': 'v{i}', n: 1 }, times: 2 })).to.deep.equal([{ k0: 'v0', n: 1 }, { k1: 'v1', n: 1 }]);
    expect(expand({ $join: { $enumerate: 'c{i}', times: 3 }, separator: '\t' })).to.equal('c0\tc1\tc2');
    expect(() => expand({ $join: ['a'], separator: 1 })).to.throw(CaseBuilderError, /separator/);
  });
  it('builds and concatenates lists, nested in ordinary data', () => {
    expect(expand({ values: { $concat: [['x'], { $items: { $repeat: 'y', times: 2 }, times: 2 }] } })).to.deep.equal({ values: ['x', 'yy', 'yy'] });
  });
  it('reads fixtures and keeps $literal data as written', () => {
    expect(expand({ $fixture: 'rows.json' })).to.deep.equal([1, 2, 3]);
    expect(expand({ $literal: { $repeat: 'a', times: 2 } })).to.deep.equal({ $repeat: 'a', times: 2 });
  });
  it('leaves data alone that only looks like a builder (other keys, unknown $-keys)', () => {
    const data = { $ref: '#/x', a: 1 };
    expect(expand(data)).to.equal(data);
    expect(expand({ $repeat: 'a', times: 2, extra: 1 })).to.deep.equal({ $repeat: 'a', times: 2, extra: 1 });
  });
  it('keeps __proto__ an ordinary member when it rebuilds an object', () => {
    const data = JSON.parse('{"__proto__": {"$repeat": "a", "times": 2}}');
    const out = expand(data) as Record<string, unknown>;
    expect(Object.getPrototypeOf(out)).to.equal(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(out, '__proto__')?.value).to.equal('aa');
  });
  it('refuses a size past the bound, a non-string $repeat and mixed $join parts', () => {
    expect(() => expand({ $repeat: 'ab', times: MAX_BUILT_SIZE })).to.throw(CaseBuilderError, /more than/);
    expect(() => expand({ $repeat: ['a'], times: 2 })).to.throw(CaseBuilderError, /takes a string/);
    expect(() => expand({ $join: ['a', ['b']] })).to.throw(CaseBuilderError, /must be a string/);
    expect(() => expand({ $items: 1, times: -1 })).to.throw(CaseBuilderError, /times must be/);
  });
});
