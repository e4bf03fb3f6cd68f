// read -> resolve -> lint -> emit. Returns every generated file as path -> content; writes nothing.
import openapiTS, { astToString } from 'openapi-typescript';
import { errorTable } from '../runtime/errors.js';
import { join } from 'node:path';
import { parseYamlFile, readSources } from './read.js';
import { parsePriceTable } from '../runtime/savings/prices.js';
import { resolveContract } from './resolve.js';
import { lintContracts } from './lint.js';
import { emitTypes } from './emit/types.js';
import { emitValidators } from './emit/validators.js';
import { buildOpenApi } from './emit/openapi.js';
import { catalogOrder, emitRegistry, servedContract } from './emit/catalog.js';
import { buildSearchData, serializeSearchData } from './emit/search.js';
import { apiBodySchemas, emitApiValidators } from './emit/api-validators.js';
import { GENERATED_HEADER } from './names.js';

export class ContractLintError extends Error {
  constructor(readonly problems: string[]) {
    super(`contracts have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.name = 'ContractLintError';
  }
}

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

export async function generate(root: string): Promise<Map<string, string>> {
  const sources = readSources(root);
  const contracts = await Promise.all(sources.contracts.map((raw) => resolveContract(root, raw)));
  const problems = lintContracts(contracts, sources.categories, sources.implFiles);
  if (problems.length) throw new ContractLintError(problems);

  const ordered = catalogOrder(contracts, sources.categories);
  const files = new Map<string, string>();
  for (const c of ordered) {
    const [typesPath, types] = await emitTypes(c);
    files.set(typesPath, types);
    const [validatorPath, validator] = emitValidators(c);
    files.set(validatorPath, validator);
  }
  files.set('generated/registry.ts', emitRegistry(ordered));
  files.set('generated/catalog.json', json({ note: GENERATED_HEADER, categories: sources.categories, tools: ordered.map(servedContract) }));
  files.set('generated/search-data.json', serializeSearchData(buildSearchData(ordered, sources.categories)));

  // The dated model price table: checked by the same parser the runtime uses, served as JSON.
  const prices = parseYamlFile(join(root, 'contracts', 'prices', 'models.yaml'));
  parsePriceTable(prices);
  files.set('generated/prices.json', json({ note: GENERATED_HEADER, ...(prices as object) }));

  const openapi = buildOpenApi(ordered, sources.categories, sources.apiFragments, Object.keys(errorTable));
  files.set('generated/openapi.json', json(openapi));
  files.set('generated/api-validators.ts', emitApiValidators(apiBodySchemas(openapi)));
  const sdk = astToString(await openapiTS(openapi as never, { alphabetize: true }));
  files.set('generated/sdk.ts', `// ${GENERATED_HEADER}\n// Types of every path of openapi.json, for openapi-fetch clients.\n\n${sdk}`);
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}
