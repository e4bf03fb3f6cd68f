import { expect } from 'chai';
import fc from 'fast-check';
import { runTool } from '../../support/direct.js';
import { bigIntValue } from './math-arbitraries.js';

const op = async (operation: string, a: bigint, rest: Record<string, unknown>): Promise<bigint> =>
  BigInt(((await runTool('integer-bitwise', { operation, a: String(a), ...rest })) as { result: string }).result);
const bin = (operation: string, a: bigint, b: bigint) => op(operation, a, { b: String(b) });
const operand = fc.oneof(bigIntValue, fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }));

describe('integer-bitwise properties', () => {
  it('and, or, xor commute; xor = or and_not and; and_not = and with the signed not', async () => {
    await fc.assert(
      fc.asyncProperty(operand, operand, async (a, b) => {
        for (const o of ['and', 'or', 'xor']) expect(await bin(o, a, b)).to.equal(await bin(o, b, a));
        expect(await bin('xor', a, b)).to.equal(await bin('and_not', await bin('or', a, b), await bin('and', a, b)));
        const notB = await op('not', b, { width: 4096, signedness: 'signed' });
        expect(await bin('and_not', a, b)).to.equal(await bin('and', a, notB));
      }),
      { numRuns: 150 },
    );
  });

  it("De Morgan under the signed not, and a + b = (a ^ b) + 2(a & b) in infinite two's complement", async () => {
    await fc.assert(
      fc.asyncProperty(operand, operand, async (a, b) => {
        const not = (x: bigint) => op('not', x, { width: 4096, signedness: 'signed' });
        expect(await not(await bin('and', a, b))).to.equal(await bin('or', await not(a), await not(b)));
        expect(a + b).to.equal((await bin('xor', a, b)) + 2n * (await bin('and', a, b)));
      }),
      { numRuns: 150 },
    );
  });

  it('shifts are multiplication and floor division by 2^k, and a left shift undoes a right shift', async () => {
    await fc.assert(
      fc.asyncProperty(operand, fc.oneof(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 32768 })), async (a, k) => {
        const p = 1n << BigInt(k);
        const left = await op('shift_left', a, { shift: k });
        expect(left).to.equal(a * p);
        const right = await op('shift_right', a, { shift: k });
        const floor = a >= 0n ? a / p : -((-a + p - 1n) / p);
        expect(right).to.equal(floor);
        // a result of at most 1001 characters is itself an operand
        if (String(left).length <= 1001) expect(await op('shift_right', left, { shift: k })).to.equal(a);
      }),
      { numRuns: 150 },
    );
  });

  it('the unsigned not is an involution and sums with its operand to 2^width - 1', async () => {
    await fc.assert(
      // widths up to 3300 keep the result within an operand's 1001 digits
      fc.asyncProperty(fc.integer({ min: 1, max: 3300 }).chain((w) => fc.tuple(fc.constant(w), fc.bigInt({ min: 0n, max: (1n << BigInt(w)) - 1n }))), async ([w, a]) => {
        const n = await op('not', a, { width: w, signedness: 'unsigned' });
        expect(n + a).to.equal((1n << BigInt(w)) - 1n);
        expect(await op('not', n, { width: w, signedness: 'unsigned' })).to.equal(a);
      }),
      { numRuns: 150 },
    );
  });
});
