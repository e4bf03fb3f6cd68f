// The part of js-quantities (no bundled types) the units differential test uses.
declare module 'js-quantities' {
  interface Quantity {
    readonly scalar: number;
    to(units: string): Quantity;
    div(other: Quantity): Quantity;
  }
  function Qty(text: string): Quantity;
  export default Qty;
}

// The one function of `bytes` (no bundled types) the units differential test uses.
declare module 'bytes' {
  const bytes: { parse(text: string): number | null };
  export default bytes;
}
