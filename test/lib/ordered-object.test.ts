// impl/lib/ordered-object.ts: objects that keep a promised member order, and the writer that honours it.
import '../support/fast-check-seed.js';
import { expect } from 'chai';
import fc from 'fast-check';
import { holdsOrderedObject, isArrayIndexKey, memberOrder, orderedObject, stringifyOrdered } from '../../impl/lib/ordered-object.js';

/** What the engine itself does: an array-index key is listed before a name added earlier. */
const engineListsFirst = (key: string) => Object.keys({ [key === 'x' ? 'y' : 'x']: 0, [key]: 0 })[0] === key;

/** Compact JSON of entries in entry order, a repeated key at its first place with its last value. */
function textOfEntries(entries: [string, unknown][]): string {
  const last = new Map<string, unknown>();
  for (const [k, v] of entries) last.set(k, v);
  return `{${[...last].map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
}

const NAMES = ['0', '1', '2', '10', '01', '-1', '1.5', '4294967294', '4294967295', 'b', 'a', '', '__proto__', ' 2'];
const names = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 4 }), fc.nat().map(String));

describe('ordered objects (impl/lib/ordered-object.ts)', () => {
  it('treats exactly the keys the engine lists first as array indexes', () => {
    for (const k of NAMES) expect(isArrayIndexKey(k), k).to.equal(engineListsFirst(k));
    fc.assert(fc.property(fc.oneof(names, fc.bigInt({ min: 0n, max: 2n ** 33n }).map(String)), (k) => isArrayIndexKey(k) === engineListsFirst(k)), { numRuns: 2000 });
  });

  it('serializes members in entry order, a repeated key at its first place with its last value', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(names, fc.integer()), { maxLength: 12 }), (entries) => {
        const o = orderedObject(entries);
        expect(stringifyOrdered(o)).to.equal(textOfEntries(entries));
        expect(stringifyOrdered({ list: [1, { o }] })).to.equal(`{"list":[1,{"o":${textOfEntries(entries)}}]}`);
      }),
      { numRuns: 1000 },
    );
  });

  it('stays a plain object: own enumerable members, deep-equal to the unordered one', () => {
    const o = orderedObject([['b', 1], ['10', 2], ['2', 3], ['__proto__', 4]]);
    expect(Object.getPrototypeOf(o)).to.equal(Object.prototype);
    expect(Object.keys(o)).to.deep.equal(['2', '10', 'b', '__proto__']);
    expect(o).to.deep.equal(JSON.parse('{"b":1,"10":2,"2":3,"__proto__":4}'));
    expect(JSON.stringify(o)).to.equal('{"2":3,"10":2,"b":1,"__proto__":4}');
    expect(stringifyOrdered(o)).to.equal('{"b":1,"10":2,"2":3,"__proto__":4}');
  });

  it('records an order only where the engine would list the members otherwise', () => {
    expect(memberOrder(orderedObject([['a', 1], ['b', 2]]))).to.equal(undefined);
    expect(memberOrder(orderedObject([['0', 1], ['7', 2], ['b', 3]]))).to.equal(undefined);
    expect(memberOrder(orderedObject([['7', 1], ['0', 2]]))).to.deep.equal(['7', '0']);
    expect(memberOrder(orderedObject([['b', 1], ['0', 2]]))).to.deep.equal(['b', '0']);
    expect(holdsOrderedObject({ rows: [orderedObject([['b', 1], ['10', 2]])] })).to.equal(true);
    expect(holdsOrderedObject({ rows: [orderedObject([['b', 1], ['c', 2]])] })).to.equal(false);
  });

  it('writes exactly JSON.stringify whenever no object carries an order', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => stringifyOrdered(v) === JSON.stringify(v)), { numRuns: 500 });
  });

  it('writes what JSON.stringify writes around ordered objects: undefined members left out, undefined items null', () => {
    const o = orderedObject<unknown>([['b', undefined], ['1', [undefined, 'x']], ['a', { toJSON: () => 'j' }]]);
    expect(stringifyOrdered(o)).to.equal('{"1":[null,"x"],"a":"j"}');
    expect(stringifyOrdered(orderedObject([['b', 1], ['1', 2]]))).to.equal('{"b":1,"1":2}');
  });

  it('still writes a member added after construction, after the recorded ones', () => {
    const o: Record<string, unknown> = orderedObject([['b', 1], ['1', 2]]);
    o.c = 3;
    o['0'] = 4;
    delete o.b;
    expect(stringifyOrdered(o)).to.equal('{"1":2,"0":4,"c":3}');
  });
});
