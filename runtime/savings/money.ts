// Exact decimal money: a value is units / 10^scale with bigint units, so sums and token x price
// products are exact; only averages round (half away from zero, at a stated scale).

export type Decimal = { units: bigint; scale: number };

const DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

export function parseDecimal(text: string): Decimal {
  const m = DECIMAL.exec(text);
  if (!m) throw new Error(`not a decimal: ${JSON.stringify(text)}`);
  const frac = m[3] ?? '';
  const units = BigInt(m[2]! + frac);
  return { units: m[1] ? -units : units, scale: frac.length };
}

function rescale(d: Decimal, scale: number): bigint {
  return d.units * 10n ** BigInt(scale - d.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export const ZERO: Decimal = { units: 0n, scale: 0 };

/** tokens x (USD per million tokens): exact. */
export function costOf(tokens: bigint | number, pricePerMillion: Decimal): Decimal {
  return { units: BigInt(tokens) * pricePerMillion.units, scale: pricePerMillion.scale + 6 };
}

/** a / n, rounded half away from zero to `scale` decimals. */
export function divide(a: Decimal, n: number, scale: number): Decimal {
  const num = a.units * 10n ** BigInt(scale); // a * 10^scale / n = num / den
  const den = BigInt(n) * 10n ** BigInt(a.scale);
  const neg = num < 0n !== den < 0n;
  const an = num < 0n ? -num : num;
  const ad = den < 0n ? -den : den;
  let q = an / ad;
  if ((an % ad) * 2n >= ad) q += 1n;
  return { units: neg ? -q : q, scale };
}

/** Plain decimal text without trailing zeros: "0.0025", "12", "-3.5". */
export function format(d: Decimal): string {
  const neg = d.units < 0n;
  let digits = (neg ? -d.units : d.units).toString();
  if (d.scale === 0) return (neg && digits !== '0' ? '-' : '') + digits;
  digits = digits.padStart(d.scale + 1, '0');
  const int = digits.slice(0, digits.length - d.scale);
  const frac = digits.slice(digits.length - d.scale).replace(/0+$/, '');
  const text = frac ? `${int}.${frac}` : int;
  return neg && text !== '0' ? `-${text}` : text;
}
