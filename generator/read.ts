// Stage 1: read every YAML file under contracts/ into plain data. No interpretation here.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { parse, YAMLParseError } from 'yaml';
import { expandBuilders, fixtureReader } from './case-builders.js';

export type RawContract = {
  file: string;
  data: Record<string, unknown>;
  /** Fixture files the builders read, and those present beside the contract (unused ones are a lint problem). */
  fixtures: { used: string[]; present: string[] };
  longestLine: number;
};
export type RawCategory = { slug: string; title: string };
export type Sources = {
  root: string;
  categories: RawCategory[];
  errors: unknown;
  contracts: RawContract[];
  apiFragments: { file: string; data: Record<string, unknown> }[];
  implFiles: string[];
};

/** Every file under `dir` whose name ends with `suffix`, sorted; [] when `dir` does not exist. */
export function listFiles(dir: string, suffix = ''): string[] {
  let out: string[] = [];
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) out = out.concat(listFiles(p, suffix));
    else if (e.name.endsWith(suffix)) out.push(p);
  }
  return out.sort();
}

export function parseYamlFile(file: string): unknown {
  return parseYamlText(readFileSync(file, 'utf8'), file);
}

/** YAML text to data; a syntax error names its file, so an author sees which contract to fix. */
function parseYamlText(text: string, where: string): unknown {
  try {
    // uniqueKeys: a key written twice is an authoring mistake, not a silent override.
    return parse(text, { uniqueKeys: true, prettyErrors: true });
  } catch (e) {
    if (e instanceof YAMLParseError) throw new ContractReadError(`${where}: ${e.message}`);
    throw e;
  }
}

/** Repository-relative path with forward slashes, so names are the same on every machine. */
export function repoPath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

export function readSources(root: string): Sources {
  const contractsDir = join(root, 'contracts');
  const categories = parseYamlFile(join(contractsDir, 'categories.yaml')) as RawCategory[];
  const contracts = listFiles(join(contractsDir, 'tools'), '.yaml').map((file) => readContract(root, file));
  const apiFragments = listFiles(join(contractsDir, 'api'), '.yaml').map((file) => ({
    file: repoPath(root, file),
    data: parseYamlFile(file) as Record<string, unknown>,
  }));
  const implFiles = listFiles(join(root, 'impl'), '.ts')
    .map((f) => repoPath(root, f))
    .filter((f) => !f.split('/').includes('lib'));
  const errors = parseYamlFile(join(contractsDir, 'errors.yaml'));
  return { root, categories, errors, contracts, apiFragments, implFiles };
}

/** A contract that cannot be read: a YAML fault, a builder that cannot expand, an unknown fragment. */
export class ContractReadError extends Error {}

const fragmentTables = new Map<string, Record<string, string>>();

/** contracts/fragments.yaml: rule text shared by contracts, named {{name}} in their prose. */
function fragments(root: string): Record<string, string> {
  let table = fragmentTables.get(root);
  if (!table) {
    const data = parseYamlFile(join(root, 'contracts', 'fragments.yaml')) as Record<string, unknown>;
    for (const [k, v] of Object.entries(data)) if (typeof v !== 'string') throw new ContractReadError(`contracts/fragments.yaml: ${k} must be a string`);
    table = data as Record<string, string>;
    fragmentTables.set(root, table);
  }
  return table;
}

function expandFragments(text: unknown, table: Record<string, string>, where: string): unknown {
  if (typeof text !== 'string') return text;
  return text.replace(/\{\{([a-z0-9-]+)\}\}/g, (_m, name: string) => {
    if (!Object.hasOwn(table, name)) throw new ContractReadError(`${where}: unknown fragment {{${name}}} (contracts/fragments.yaml)`);
    return table[name]!;
  });
}

/** The `$fixture` names inside `value`, without reading them. */
function fixtureNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fixtureNames);
  if (value === null || typeof value !== 'object') return [];
  const obj = value as Record<string, unknown>;
  const own = typeof obj.$fixture === 'string' ? [obj.$fixture] : [];
  return own.concat(Object.values(obj).flatMap(fixtureNames));
}

/** A tool contract with its fragments and its example and case builders expanded (see case-builders.ts). */
export function readContract(root: string, file: string): RawContract {
  const where = repoPath(root, file);
  const text = readFileSync(file, 'utf8');
  const data = parseYamlText(text, where) as Record<string, unknown>;
  const table = fragments(root);
  data.description = expandFragments(data.description, table, where);
  if (Array.isArray(data.semantics)) data.semantics = data.semantics.map((rule) => expandFragments(rule, table, where));
  const dir = dirname(file);
  const used = new Set<string>();
  const read = fixtureReader(dir, used);
  for (const section of ['examples', 'cases']) {
    if (!Array.isArray(data[section])) continue;
    try {
      data[section] = expandBuilders(data[section], read, section);
    } catch (e) {
      throw new ContractReadError(`${where}: ${(e as Error).message}`);
    }
  }
  // Worst cases stay declared (their inputs are megabytes once built): the worst-case test expands
  // them; only the fixtures they name are noted here.
  for (const name of fixtureNames(data.worst_cases)) used.add(name);
  const present = listFiles(join(dir, 'fixtures')).map((f) => f.slice(join(dir, 'fixtures').length + 1));
  const longestLine = text.split('\n').reduce((m, l) => Math.max(m, l.length), 0);
  return { file: repoPath(root, file), data, fixtures: { used: [...used].sort(), present }, longestLine };
}
