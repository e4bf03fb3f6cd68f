import type { Input, Output } from '../../generated/tools/math/decimal-allocate.js';
import { limits } from '../../generated/tools/math/decimal-allocate.js';
import { type Decimal, formatDecimal, pow10, readDecimalText } from '../lib/decimal.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';

export default function decimalAllocate(input: Input): Output {
  const scale = input.scale ?? 2;
  if (scale > limits.max_scale) throw limitExceeded('/scale', `scale over ${limits.max_scale} (max_scale)`);
  if (input.ratios.length > limits.max_parts) throw invalidInput('/ratios', `more than ${limits.max_parts} ratios (max_parts)`);
  const total = readDecimalText(input.total, limits.max_exponent, '/total');
  const ratios: Decimal[] = input.ratios.map((r, i) => {
    const d = readDecimalText(r, limits.max_exponent, `/ratios/${i}`);
    if (d.unscaled < 0n) throw invalidInput(`/ratios/${i}`, 'a ratio is negative');
    return d;
  });
  // The total in units of 10^-scale, exactly.
  let units: bigint;
  if (total.scale <= scale) units = total.unscaled * pow10(scale - total.scale);
  else {
    const step = pow10(total.scale - scale);
    if (total.unscaled % step !== 0n) throw invalidInput('/total', `total has nonzero digits beyond ${scale} fraction digits (scale); round it first`);
    units = total.unscaled / step;
  }
  const negative = units < 0n;
  if (negative) units = -units;
  // Ratios as integers over one common scale.
  const common = ratios.reduce((s, r) => Math.max(s, r.scale), 0);
  const weights = ratios.map((r) => r.unscaled * pow10(common - r.scale));
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) throw invalidInput('/ratios', 'every ratio is zero: there is nothing to allocate by');
  // Hamilton / largest remainder: floor of each quota, leftover units to the largest remainders.
  const floors: bigint[] = [];
  const remainders: bigint[] = [];
  let given = 0n;
  for (const w of weights) {
    const q = units * w;
    const f = q / sum;
    floors.push(f);
    remainders.push(q - f * sum);
    given += f;
  }
  const leftover = Number(units - given); // < number of parts
  const order = weights.map((_, i) => i).sort((a, b) => (remainders[a]! > remainders[b]! ? -1 : remainders[a]! < remainders[b]! ? 1 : a - b));
  for (let k = 0; k < leftover; k++) {
    const j = order[k]!;
    floors[j] = floors[j]! + 1n;
  }
  return {
    parts: floors.map((f) => formatDecimal({ unscaled: negative ? -f : f, scale })),
    scale,
    leftover_units: leftover,
  };
}
