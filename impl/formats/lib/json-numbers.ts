// JSON numbers as this category's writers spell them and its readers return them.

/** ECMAScript shortest round-trip text of a finite double, with -0 written as 0. */
export function numberText(n: number): string {
  return Object.is(n, -0) ? '0' : String(n);
}

/** Integers beyond ±(2^53-1) as canonical decimal strings, others as JSON numbers. */
export function integerToJson(n: bigint): number | string {
  return n >= -9007199254740991n && n <= 9007199254740991n ? Number(n) : n.toString();
}
