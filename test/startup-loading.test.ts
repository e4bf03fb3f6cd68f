// What start-up leaves for later (issue 21, item 4): the catalog keeps each contract as its served
// text and parses it on demand, the search engine is built on the first search, the OpenAPI document
// is read on the first request for it. Each must answer exactly as if it had been loaded up front.
// Raw requests: the answers are compared byte for byte with what loading up front gives.
import { expect } from 'chai';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emitCatalog } from '../generator/emit/catalog.js';
import { toolRegistry } from '../generated/registry.js';
import { buildCatalog, Catalog, toolSummary, type ServedContract } from '../runtime/execution/catalog.js';
import { CatalogSearch } from '../runtime/search/catalog-search.js';
import { loadSearchEngine } from '../runtime/search/load.js';
import { SearchEngine } from '../common/search/rank.js';
import { openapiDocument } from '../runtime/core/openapi-document.js';
import { strongEtag } from '../runtime/core/http-cache.js';
import { startServer, type TestServer } from './support/server.js';
import { repoRoot } from './support/contracts.js';
import { migrateLatest, openDb } from '../runtime/core/store/db.js';
import { migrations } from '../migrations/index.js';
import { createLogger } from '../runtime/core/logger.js';

const catalogText = readFileSync(join(repoRoot, 'generated', 'catalog.json'), 'utf8');
const catalogFile = JSON.parse(catalogText) as { note: string; categories: { slug: string; title: string }[]; tools: ServedContract[] };

describe('start-up leaves work for later', () => {
  describe('the catalog', () => {
    it('generated/catalog.json is laid out as the generator emits it: a header line, then one contract per line', () => {
      expect(catalogText).to.equal(emitCatalog(catalogFile.note, catalogFile.categories, catalogFile.tools));
      const lines = catalogText.split('\n');
      expect(lines).to.have.length(catalogFile.tools.length + 3); // header, contracts, "]}", ""
      expect(lines[1]).to.equal(`${JSON.stringify(catalogFile.tools[0])},`);
    });

    it('serves each contract as its JSON text, with the summary and the contract that text holds', () => {
      const catalog = buildCatalog();
      expect(catalog.categories).to.deep.equal(catalogFile.categories);
      expect(catalog.tools.map((t) => t.key)).to.deep.equal(catalogFile.tools.map((c) => `${c.id}@${c.version}`));
      catalog.tools.forEach((t, i) => {
        const contract = catalogFile.tools[i]!;
        expect(t.contractJson).to.equal(JSON.stringify(contract));
        expect(t.summary).to.deep.equal(toolSummary(contract));
        expect(JSON.stringify(t.summary)).to.equal(JSON.stringify(toolSummary(contract))); // same field order as before
        expect(t.contract).to.deep.equal(contract);
        expect(t.contract).to.equal(t.contract); // parsed once
      });
    });

    it('a catalog.json in another layout (pretty-printed) loads to the same catalog', () => {
      const pretty = new Catalog(JSON.stringify(catalogFile, null, 2), toolRegistry);
      const lines = buildCatalog();
      expect(pretty.categories).to.deep.equal(lines.categories);
      expect(pretty.tools.map((t) => [t.key, t.contractJson, t.summary])).to.deep.equal(lines.tools.map((t) => [t.key, t.contractJson, t.summary]));
    });

    it('reads summaries exactly, escapes included, and takes execute_url from the top level only', () => {
      const [first, ...rest] = catalogFile.tools;
      const tricky = { ...first!, description: 'a "quoted" \\ description, "execute_url":"x" — é', examples: [{ input: { execute_url: '/elsewhere' }, output: {} }], execute_url: first!.execute_url };
      const catalog = new Catalog(emitCatalog(catalogFile.note, catalogFile.categories, [tricky, ...rest]), toolRegistry);
      expect(catalog.tools[0]!.summary).to.deep.equal(toolSummary(tricky));
      expect(catalog.tools[0]!.contract).to.deep.equal(tricky);
    });

    it('a contract line out of the generated form, or a catalog out of step with the registry, stops the build', () => {
      const lines = catalogText.split('\n');
      const reordered = JSON.stringify({ version: catalogFile.tools[0]!.version, ...catalogFile.tools[0] });
      expect(() => new Catalog([lines[0], `${reordered},`, ...lines.slice(2)].join('\n'), toolRegistry)).to.throw(/not in the generated form.*make generate/);
      expect(() => new Catalog(catalogText, toolRegistry.slice(1))).to.throw(/the registry does not/);
    });
  });

  describe('the search engine', () => {
    it('is not built with the app: an index out of step with the catalog fails the search, each time, not the start', () => {
      const data = JSON.parse(readFileSync(join(repoRoot, 'generated', 'search-data.json'), 'utf8'));
      const stale = new SearchEngine({ ...data, tools: data.tools.map((t: { id: string }, i: number) => (i === 0 ? { ...t, id: 'no-such-tool' } : t)) });
      const search = new CatalogSearch(buildCatalog(), stale);
      expect(() => search.search('adler32', 1)).to.throw(/no-such-tool.*make generate/);
      expect(() => search.discover('adler32', 1)).to.throw(/no-such-tool.*make generate/);
    });

    it('answers the first search as an engine built up front does', () => {
      const catalog = buildCatalog();
      const lazy = new CatalogSearch(catalog);
      const eager = new CatalogSearch(catalog, loadSearchEngine());
      for (const q of ['adler32', 'parse csv into rows', 'sha256 of a string']) {
        expect(lazy.discover(q, 5)).to.deep.equal(eager.discover(q, 5));
        expect(lazy.search(q, 5)).to.deep.equal(eager.search(q, 5));
      }
    });

    describe('over HTTP', () => {
      let s: TestServer;
      before(async () => {
        s = await startServer();
      });
      after(() => s.close());

      it('a burst of first searches on a new app all get the same full answer', async () => {
        const bodies = await Promise.all(Array.from({ length: 8 }, async () => {
          const res = await fetch(`${s.baseUrl}/v1/discover?q=${encodeURIComponent('checksum adler32')}&limit=3`);
          expect(res.status).to.equal(200);
          return res.text();
        }));
        expect(new Set(bodies).size).to.equal(1);
        expect(JSON.parse(bodies[0]!).candidates[0].id).to.equal('adler32');
      });

      it('GET /openapi.json serves the committed document with the ETag of its text', async () => {
        const res = await fetch(`${s.baseUrl}/openapi.json`, { headers: { 'accept-encoding': 'identity' } });
        const text = await res.text();
        expect(text).to.equal(readFileSync(join(repoRoot, 'generated', 'openapi.json'), 'utf8'));
        expect(res.headers.get('etag')).to.equal(strongEtag(text));
      });
    });
  });

  describe('migrations at start-up', () => {
    let dir: string;
    before(() => {
      dir = mkdtempSync(join(tmpdir(), 'dts-migrate-'));
    });
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('a database with every migration applied is left alone: no lock taken, nothing run', async () => {
      const db = openDb(`sqlite:${join(dir, 'applied.sqlite')}`, { log: createLogger('silent') }); // the migrator warns of the lock
      try {
        expect(await migrateLatest(db)).to.deep.equal(migrations.map((m) => m.name));
        // A lock left behind (an instance killed mid-migration) stops knex's migrator, not a start with nothing to do.
        await db('knex_migrations_lock').update({ is_locked: 1 });
        expect(await migrateLatest(db)).to.deep.equal([]);
        // One pending: the migrator runs as before, and meets the lock.
        await db('knex_migrations').where({ name: migrations.at(-1)!.name }).delete();
        const err = await migrateLatest(db).then(() => null, (e: Error) => e);
        expect(err?.message).to.match(/locked/i);
      } finally {
        await db.destroy();
      }
    });
  });

  it('openapiDocument() reads the committed document once and hashes it for its ETag', () => {
    const doc = openapiDocument();
    expect(doc.text).to.equal(readFileSync(join(repoRoot, 'generated', 'openapi.json'), 'utf8'));
    expect(doc.etag).to.equal(strongEtag(doc.text));
    expect(openapiDocument()).to.equal(doc);
  });
});
