// The dated model price table (contracts/prices/models.yaml) and the normalization of free-text
// model names: checked by the generator before it emits generated/prices.json, and read by the
// runtime's savings routes.

export type ModelPrice = {
  id: string;
  provider: string;
  input: string;
  cached_input: string;
  output: string;
  as_of: string;
  source: string;
};

export type PriceTable = { byName: Map<string, ModelPrice>; models: ModelPrice[] };

const PRICE = /^[0-9]+(\.[0-9]{1,6})?$/;

/** Lower case, spaces/underscores as hyphens, without provider prefix, date or version suffix. */
export function normalizeModel(raw: string): string {
  let s = raw.trim().toLowerCase().replace(/[\s_]+/g, '-');
  s = s.replace(/^.*\//, ''); // provider/model, models/model
  s = s.replace(/^(openai|anthropic|azure|bedrock|vertex|vertex-ai|google|mistral|meta)[:.]/, '');
  s = s.replace(/@.*$/, '').replace(/:[a-z0-9.-]*$/, ''); // model@20241022, model:0, model:latest
  for (let before = ''; before !== s; ) {
    before = s;
    s = s.replace(/-(latest|v[0-9]+|[0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{8}|(0[1-9]|1[0-2])[0-9]{2})$/, '');
  }
  return s.replace(/-+/g, '-').replace(/^-|-$/g, '').slice(0, 100) || raw.trim().toLowerCase().slice(0, 100);
}

export function parsePriceTable(data: unknown): PriceTable {
  const doc = data as { currency?: unknown; unit?: unknown; models?: unknown };
  if (doc?.currency !== 'USD' || doc.unit !== 'per_million_tokens' || !Array.isArray(doc.models)) throw new Error('price table: currency USD, unit per_million_tokens and a models list are required');
  const byName = new Map<string, ModelPrice>();
  const models: ModelPrice[] = [];
  for (const [i, m] of (doc.models as Record<string, unknown>[]).entries()) {
    const where = `price table models[${i}]`;
    for (const f of ['id', 'provider', 'input', 'cached_input', 'output', 'as_of', 'source']) if (typeof m[f] !== 'string') throw new Error(`${where}: ${f} must be a string`);
    for (const f of ['input', 'cached_input', 'output']) if (!PRICE.test(m[f] as string)) throw new Error(`${where}: ${f} must be a decimal string`);
    if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(m.as_of as string) || Number.isNaN(Date.parse(m.as_of as string))) throw new Error(`${where}: as_of must be a date`);
    if (!/^https:\/\//.test(m.source as string)) throw new Error(`${where}: source must be an https URL`);
    const price: ModelPrice = {
      id: m.id as string, provider: m.provider as string, input: m.input as string, cached_input: m.cached_input as string,
      output: m.output as string, as_of: m.as_of as string, source: m.source as string,
    };
    if (normalizeModel(price.id) !== price.id) throw new Error(`${where}: id ${price.id} is not normalized`);
    for (const name of [price.id, ...((m.aliases as string[] | undefined) ?? []).map(normalizeModel)]) {
      if (byName.has(name)) throw new Error(`${where}: ${name} is listed twice`);
      byName.set(name, price);
    }
    models.push(price);
  }
  return { byName, models };
}
