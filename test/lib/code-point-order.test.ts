// compareCodePoints against a reference that splits both texts into code points first.
import { expect } from 'chai';
import fc from 'fast-check';
import { compareCodePoints } from '../../impl/lib/code-point-order.js';

function codePoints(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; ) {
    const cp = s.codePointAt(i)!;
    out.push(cp);
    i += cp > 0xffff ? 2 : 1;
  }
  return out;
}

function reference(a: string, b: string): number {
  const x = codePoints(a);
  const y = codePoints(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

describe('compareCodePoints', () => {
  it('orders a lone surrogate as its own code point: U+D800 < U+FFFF < U+10000', () => {
    expect(compareCodePoints('\ud800', '\uffff')).to.be.below(0);
    expect(compareCodePoints('\ud83d\ude00', '\uffff')).to.be.above(0);
    expect(compareCodePoints('\ud800\udbff\udfff', '\ud800\udc00')).to.be.below(0); // lone U+D800 before U+10000
  });
  it('agrees with splitting into code points, on texts dense in surrogates', () => {
    const unit = fc.constantFrom('a', 'z', '\ue000', '\uffff', '\ud800', '\udbff', '\udc00', '\udfff', '\ud83d', '\ude00');
    const text = fc.array(unit, { maxLength: 6 }).map((u) => u.join(''));
    fc.assert(fc.property(text, text, (a, b) => Math.sign(compareCodePoints(a, b)) === Math.sign(reference(a, b))), { numRuns: 5000 });
  });
});
