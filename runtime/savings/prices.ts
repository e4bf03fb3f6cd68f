// The dated price table (contracts/prices/models.yaml, emitted by the generator as
// generated/prices.json) and the normalization of free-text model names. The generator checks the
// table with parsePriceTable, so a malformed one never reaches generated/; the runtime reads the
// JSON once, on first use.
import { readFileSync } from 'node:fs';
import { add, costOf, parseDecimal, type Decimal } from './money.js';
import { normalizeModel, parsePriceTable, type ModelPrice, type PriceTable } from '../../common/price-table.js';

export { normalizeModel, parsePriceTable, type ModelPrice, type PriceTable };

let table: PriceTable | undefined;

export function priceTable(): PriceTable {
  return (table ??= parsePriceTable(JSON.parse(readFileSync(new URL('../../generated/prices.json', import.meta.url), 'utf8'))));
}

export function priceOf(model: string): ModelPrice | null {
  return priceTable().byName.get(normalizeModel(model)) ?? null;
}

export type Tokens = { input: bigint | number; cached_input?: bigint | number; output: bigint | number };

/** The list-price value of token counts (may be negative for a comparison that cost more). */
export function valueOf(price: ModelPrice, tokens: Tokens): Decimal {
  let v = add(costOf(tokens.input, parseDecimal(price.input)), costOf(tokens.output, parseDecimal(price.output)));
  if (tokens.cached_input !== undefined) v = add(v, costOf(tokens.cached_input, parseDecimal(price.cached_input)));
  return v;
}

export function priceBody(p: ModelPrice) {
  return { model: p.id, input_per_million: p.input, cached_input_per_million: p.cached_input, output_per_million: p.output, as_of: p.as_of, source: p.source };
}
