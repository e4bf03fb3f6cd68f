// The served catalog: generated contract data plus lazily loaded tool modules.
import { readFileSync } from 'node:fs';
import { toolRegistry, type RegistryEntry, type ToolModule } from '../../generated/registry.js';

export type ServedContract = {
  id: string;
  version: string;
  category: string;
  description: string;
  execute_url: string;
  [field: string]: unknown;
};
type CatalogFile = { categories: { slug: string; title: string }[]; tools: ServedContract[] };

/** The short form of a contract that listings and search candidates share. */
export function toolSummary(c: ServedContract) {
  return {
    id: c.id,
    version: c.version,
    category: c.category,
    description: c.description,
    contract_url: c.execute_url.replace(/\/execute$/, ''),
    execute_url: c.execute_url,
  };
}

export type CatalogTool = {
  key: string;
  contract: ServedContract;
  /** The contract serialized once: served as-is, and hashed for its ETag. */
  contractJson: string;
  entry: RegistryEntry;
};

export class Catalog {
  readonly categories: { slug: string; title: string }[];
  readonly tools: CatalogTool[];
  private readonly byKey = new Map<string, CatalogTool>();
  private readonly versionsById = new Map<string, string[]>();
  private readonly loaded = new Map<string, Promise<ToolModule>>();

  constructor(file: CatalogFile, registry: readonly RegistryEntry[]) {
    const entries = new Map(registry.map((e) => [e.key, e]));
    this.categories = file.categories;
    this.tools = file.tools.map((contract) => {
      const key = `${contract.id}@${contract.version}`;
      const entry = entries.get(key);
      if (!entry) throw new Error(`catalog lists ${key} but the registry does not`);
      return { key, contract, contractJson: JSON.stringify(contract), entry };
    });
    if (this.tools.length !== registry.length) throw new Error('registry and catalog disagree; run make generate');
    for (const t of this.tools) {
      this.byKey.set(t.key, t);
      const versions = this.versionsById.get(t.contract.id) ?? [];
      versions.push(t.contract.version);
      this.versionsById.set(t.contract.id, versions);
    }
  }

  /**
   * Test seam: a tool that answers by id and version (execute, contract) but is listed nowhere and
   * never searched, for a test that needs a tool the build does not have (one that never finishes, say).
   */
  addUnlisted(contract: ServedContract, entry: RegistryEntry): CatalogTool {
    const key = `${contract.id}@${contract.version}`;
    if (this.byKey.has(key) || entry.key !== key) throw new Error(`cannot add ${key} (${entry.key}) to the catalog`);
    const tool = { key, contract, contractJson: JSON.stringify(contract), entry };
    this.byKey.set(key, tool);
    this.versionsById.set(contract.id, [...(this.versionsById.get(contract.id) ?? []), contract.version]);
    return tool;
  }

  get(id: string, version: string): CatalogTool | undefined {
    return this.byKey.get(`${id}@${version}`);
  }

  versionsOf(id: string): string[] | undefined {
    return this.versionsById.get(id);
  }

  /** Loads validators and implementation once; a failed load is not cached, so it can be retried. */
  load(tool: CatalogTool): Promise<ToolModule> {
    let p = this.loaded.get(tool.key);
    if (!p) {
      p = tool.entry.load();
      this.loaded.set(tool.key, p);
      p.catch(() => this.loaded.delete(tool.key));
    }
    return p;
  }

  /** Loads every tool now (used by tests and by servers that prefer a slower start to a slower first call). */
  async warm(): Promise<void> {
    await Promise.all(this.tools.map((t) => this.load(t)));
  }
}

let shared: Catalog | undefined;

/** A new catalog of this build, from generated/catalog.json (tests that add to it build their own). */
export function buildCatalog(registry: readonly RegistryEntry[] = toolRegistry): Catalog {
  const file = JSON.parse(readFileSync(new URL('../../generated/catalog.json', import.meta.url), 'utf8')) as CatalogFile;
  return new Catalog(file, registry);
}

/** The catalog of this build, read once per process. */
export function loadCatalog(): Catalog {
  shared ??= buildCatalog();
  return shared;
}
