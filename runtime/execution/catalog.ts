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
type Category = { slug: string; title: string };

/** The short form of a contract that listings and search candidates share. */
export type ToolSummary = {
  id: string;
  version: string;
  category: string;
  description: string;
  contract_url: string;
  execute_url: string;
};

export function toolSummary(c: Pick<ServedContract, 'id' | 'version' | 'category' | 'description' | 'execute_url'>): ToolSummary {
  return {
    id: c.id,
    version: c.version,
    category: c.category,
    description: c.description,
    contract_url: c.execute_url.replace(/\/execute$/, ''),
    execute_url: c.execute_url,
  };
}

/**
 * One served tool version. The contract is kept as the bytes it is served as, decoded to
 * `contractJson` (also hashed for its ETag) and parsed to `contract` only when a caller asks:
 * start-up reads 358 contracts but decodes and parses none of them.
 */
export class CatalogTool {
  #bytes: Buffer | undefined;
  #json: string | undefined;
  #contract: ServedContract | undefined;

  constructor(
    readonly key: string,
    /** Frozen: shared by every listing and search answer. */
    readonly summary: Readonly<ToolSummary>,
    /** The contract serialized once (UTF-8 bytes or text): served as-is, and hashed for its ETag. */
    json: Buffer | string,
    readonly entry: RegistryEntry,
    contract?: ServedContract,
  ) {
    if (typeof json === 'string') this.#json = json;
    else this.#bytes = json;
    this.#contract = contract;
  }

  get contractJson(): string {
    if (this.#json === undefined) {
      this.#json = this.#bytes!.toString('utf8');
      this.#bytes = undefined;
    }
    return this.#json;
  }

  get contract(): ServedContract {
    if (!this.#contract) {
      const contract = JSON.parse(this.contractJson) as ServedContract;
      if (`${contract.id}@${contract.version}` !== this.key) throw new Error(`the catalog line of ${this.key} holds ${contract.id}@${contract.version}; run make generate`);
      this.#contract = contract;
    }
    return this.#contract;
  }
}

// A catalog line starts with these fields, in this order (generator/emit/catalog.ts); a JSON string
// has no raw quote inside, so the captures end where the strings do.
const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const LINE_HEAD = new RegExp(`^\\{"id":(${STRING}),"version":(${STRING}),"category":(${STRING}),"description":(${STRING}),`);
const EXECUTE_URL = ',"execute_url":';

/** A string found in Latin-1 text (one character per byte) as the UTF-8 it was, then parsed as JSON. */
function jsonFromLatin1(text: string): unknown {
  return JSON.parse(/[\u0080-\u00ff]/.test(text) ? Buffer.from(text, 'latin1').toString('utf8') : text);
}

/**
 * id, version, category, description and execute_url of a contract line, without parsing the rest.
 * `line` is the line's bytes read as Latin-1: the JSON punctuation is ASCII, and no byte of a
 * multi-byte UTF-8 character is ASCII, so the fields are found where they are; only they are decoded.
 */
function summaryOfLine(line: string): ToolSummary {
  const head = LINE_HEAD.exec(line);
  // execute_url is the last field: its key is the last one in the line (a nested one comes earlier).
  const at = line.lastIndexOf(EXECUTE_URL);
  if (!head || at < 0 || !line.endsWith('"}')) throw new Error(`a catalog line is not in the generated form: ${line.slice(0, 80)}; run make generate`);
  const [id, version, category, description] = head.slice(1).map((s) => jsonFromLatin1(s!) as string) as [string, string, string, string];
  const executeUrl = jsonFromLatin1(line.slice(at + EXECUTE_URL.length, -1));
  if (typeof executeUrl !== 'string') throw new Error(`the catalog line of ${id}@${version} has no execute_url; run make generate`);
  return toolSummary({ id, version, category, description, execute_url: executeUrl });
}

type ContractLine = { bytes: Buffer; latin1: string };

/**
 * The lines of generated/catalog.json: its header (`{note, categories, "tools":[`), then one compact
 * contract per line. The file is split as Latin-1 (no UTF-8 decoding of 2 MB at start-up), so a
 * character's offset is its byte's. A file in another layout (pretty-printed by hand, say) is parsed
 * whole and laid out the same way: slower, same result.
 */
function catalogLines(file: Buffer): { categories: Category[]; contracts: ContractLine[] } {
  const lines = file.toString('latin1').split('\n');
  const last = lines.findLastIndex((l) => l !== '');
  if (lines[0]!.endsWith('"tools":[') && lines[last] === ']}') {
    const head = jsonFromLatin1(`${lines[0]}]}`) as { categories: Category[] };
    let offset = lines[0]!.length + 1;
    const contracts = lines.slice(1, last).map((l, i, all) => {
      const latin1 = i < all.length - 1 ? l.slice(0, -1) : l; // the commas between
      const bytes = file.subarray(offset, offset + latin1.length);
      offset += l.length + 1;
      return { bytes, latin1 };
    });
    return { categories: head.categories, contracts };
  }
  const parsed = JSON.parse(file.toString('utf8')) as { categories: Category[]; tools: unknown[] };
  const contracts = parsed.tools.map((c) => {
    const bytes = Buffer.from(JSON.stringify(c), 'utf8');
    return { bytes, latin1: bytes.toString('latin1') };
  });
  return { categories: parsed.categories, contracts };
}

export class Catalog {
  readonly categories: Category[];
  readonly tools: CatalogTool[];
  private readonly byKey = new Map<string, CatalogTool>();
  private readonly versionsById = new Map<string, string[]>();
  private readonly loaded = new Map<string, Promise<ToolModule>>();

  /** `file`: generated/catalog.json (text, or its bytes as read). */
  constructor(file: Buffer | string, registry: readonly RegistryEntry[]) {
    const entries = new Map(registry.map((e) => [e.key, e]));
    const { categories, contracts } = catalogLines(typeof file === 'string' ? Buffer.from(file, 'utf8') : file);
    this.categories = categories;
    this.tools = contracts.map((line) => {
      const summary = Object.freeze(summaryOfLine(line.latin1));
      const key = `${summary.id}@${summary.version}`;
      const entry = entries.get(key);
      if (!entry) throw new Error(`catalog lists ${key} but the registry does not`);
      return new CatalogTool(key, summary, line.bytes, entry);
    });
    if (this.tools.length !== registry.length) throw new Error('registry and catalog disagree; run make generate');
    for (const t of this.tools) {
      this.byKey.set(t.key, t);
      const versions = this.versionsById.get(t.summary.id) ?? [];
      versions.push(t.summary.version);
      this.versionsById.set(t.summary.id, versions);
    }
  }

  /**
   * Test seam: a tool that answers by id and version (execute, contract) but is listed nowhere and
   * never searched, for a test that needs a tool the build does not have (one that never finishes, say).
   */
  addUnlisted(contract: ServedContract, entry: RegistryEntry): CatalogTool {
    const key = `${contract.id}@${contract.version}`;
    if (this.byKey.has(key) || entry.key !== key) throw new Error(`cannot add ${key} (${entry.key}) to the catalog`);
    const tool = new CatalogTool(key, Object.freeze(toolSummary(contract)), JSON.stringify(contract), entry, contract);
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
  return new Catalog(readFileSync(new URL('../../generated/catalog.json', import.meta.url)), registry);
}

/** The catalog of this build, read once per process. */
export function loadCatalog(): Catalog {
  shared ??= buildCatalog();
  return shared;
}
