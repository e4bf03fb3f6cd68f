// read -> resolve -> lint -> emit. Returns every generated file as path -> content; writes nothing.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseYamlFile, readSources } from './read.js';
import { parsePriceTable } from '../common/price-table.js';
import { resolveContract, type ToolContract } from './resolve.js';
import { lintContracts, lintImplSignatures, type CompiledSchemas } from './lint.js';
import { lintErrorTable, type ErrorTable } from './errors-table.js';
import { emitToolModule } from './emit/tool-module.js';
import { emitValidators } from './emit/validators.js';
import { emitErrors } from './emit/errors.js';
import { buildOpenApi, lintApiFragments } from './emit/openapi.js';
import { catalogOrder, emitCatalog, emitRegistry, servedContract } from './emit/catalog.js';
import { buildSearchData, serializeSearchData } from './emit/search.js';
import { emitApiValidators } from './emit/api-validators.js';
import { emitRoutes, routeSpecs } from './emit/routes.js';
import { emitSdkTools } from './emit/sdk-tools.js';
import { GENERATED_HEADER, toolKey } from './names.js';
import { reusable, sha, withCacheLine } from './output-cache.js';

export class ContractLintError extends Error {
  constructor(readonly problems: string[]) {
    super(`contracts have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    this.name = 'ContractLintError';
  }
}

export type GenerateOptions = {
  /** false: compile every validator afresh, ignoring the committed ones (a clean rebuild). */
  cache?: boolean;
};

const json = (value: unknown) => JSON.stringify(value, null, 2) + '\n';

/** What besides a contract's schemas shapes its validator: the code that compiles it and Ajv's version. */
const VALIDATOR_SOURCES = ['generator/emit/validators.ts', 'generator/ajv.ts', 'generator/output-cache.ts'];

function generatorSalt(root: string): string {
  const hash = createHash('sha256');
  for (const f of VALIDATOR_SOURCES) hash.update(f).update(readFileSync(join(root, f)));
  const require = createRequire(join(root, 'package.json'));
  for (const pkg of ['ajv', 'ajv-formats']) hash.update(`${pkg}@${(require(`${pkg}/package.json`) as { version: string }).version}`);
  return hash.digest('hex');
}

// defaultNonNullable off: a property with a default stays optional, since a request may leave it out.
const SDK_OPTIONS = { alphabetize: true, defaultNonNullable: false } as const;

/** SDK types from openapi.json (openapi-typescript, seconds at catalog size): reused while openapi.json is unchanged. */
async function emitSdk(root: string, openapiJson: string, useCache: boolean): Promise<string> {
  const path = 'generated/sdk.ts';
  const head = [`// ${GENERATED_HEADER}`, '// Types of every path of openapi.json, for openapi-fetch clients.'];
  const require = createRequire(join(root, 'package.json'));
  const inputs = sha(`openapi-typescript@${(require('openapi-typescript/package.json') as { version: string }).version} ${JSON.stringify(SDK_OPTIONS)}\n${openapiJson}`);
  const committed = useCache ? reusable(root, path, head, inputs) : null;
  if (committed !== null) return committed;
  const { default: openapiTS, astToString } = await import('openapi-typescript'); // loaded only when needed
  const sdk = astToString(await openapiTS(JSON.parse(openapiJson) as never, SDK_OPTIONS));
  return withCacheLine(head, inputs, `\n${sdk}`);
}

export async function generate(root: string, options: GenerateOptions = {}): Promise<Map<string, string>> {
  const sources = readSources(root);
  const tableProblems = lintErrorTable(sources.errors);
  if (tableProblems.length) throw new ContractLintError(tableProblems);
  const apiProblems = lintApiFragments(sources.apiFragments);
  if (apiProblems.length) throw new ContractLintError(apiProblems);
  const errorTable = sources.errors as ErrorTable;
  const contracts = await Promise.all(sources.contracts.map((raw) => resolveContract(root, raw)));

  // Validators first: lint checks every example and case with the very code that will be served.
  const salt = generatorSalt(root);
  const files = new Map<string, string>();
  const schemas = new Map<string, CompiledSchemas | Error>();
  // In parallel: a reused validator is an import (I/O), a new one a compile.
  const emitted = await Promise.all(contracts.map((c) => emitValidators(root, c, salt, options.cache !== false).catch((e: Error) => e)));
  contracts.forEach((c, i) => {
    const v = emitted[i]!;
    if (!(v instanceof Error)) for (const [path, text] of v.files) files.set(path, text);
    schemas.set(toolKey(c.id, c.version), v instanceof Error ? v : v.schemas);
  });
  const schemasFor = (c: ToolContract) => {
    const s = schemas.get(toolKey(c.id, c.version));
    if (!s || s instanceof Error) throw s ?? new Error('not compiled');
    return s;
  };
  const readImpl = (file: string) => (sources.implFiles.includes(file) ? readFileSync(join(root, file), 'utf8') : null);
  const problems = [
    ...lintContracts(contracts, sources.categories, sources.implFiles, errorTable, schemasFor),
    ...lintImplSignatures(contracts, readImpl),
  ];
  if (problems.length) throw new ContractLintError(problems);

  const ordered = catalogOrder(contracts, sources.categories);
  for (const c of ordered) {
    const [path, text] = await emitToolModule(c);
    files.set(path, text);
  }
  files.set('generated/errors.ts', emitErrors(errorTable));
  files.set('generated/registry.ts', emitRegistry(ordered));
  files.set('generated/catalog.json', emitCatalog(GENERATED_HEADER, sources.categories, ordered.map((c) => servedContract(c, errorTable))));
  files.set('generated/search-data.json', serializeSearchData(buildSearchData(ordered, sources.categories)));

  // The dated model price table: checked by the same parser the runtime uses, served as JSON.
  const prices = parseYamlFile(join(root, 'contracts', 'prices', 'models.yaml'));
  parsePriceTable(prices);
  files.set('generated/prices.json', json({ note: GENERATED_HEADER, ...(prices as object) }));

  const openapi = buildOpenApi(ordered, sources.categories, sources.apiFragments, Object.keys(errorTable));
  files.set('generated/openapi.json', json(openapi));
  const routes = routeSpecs(openapi);
  files.set('generated/api-validators.ts', emitApiValidators(routes.flatMap((r) => r.validators)));
  files.set('generated/routes.ts', emitRoutes(routes));
  files.set('generated/sdk.ts', await emitSdk(root, files.get('generated/openapi.json')!, options.cache !== false));
  files.set('generated/sdk-tools.ts', emitSdkTools(ordered));
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}
