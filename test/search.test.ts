// GET /v1/tools/search and GET /v1/discover through the SDK (sdk/), plus the pieces of the search
// engine they rest on (runtime/search) and the quality benchmark's targets. Raw requests only where
// the point is the raw HTTP: query strings the SDK would not build, byte-equal bodies, a wrong method.
import { expect } from 'chai';
import { startServer, type TestServer } from './support/server.js';
import { ok, problem } from './support/sdk.js';
import { loadContracts } from './support/contracts.js';
import { stem } from '../common/search/stem.js';
import { analyze } from '../common/search/analyze.js';
import { normalizePhrase, distinctTermCount, words } from '../common/search/normalize.js';
import { loadSearchEngine } from '../runtime/search/load.js';
import { buildSearchIndex, stripReferences } from '../common/search/build.js';
import { SearchEngine } from '../common/search/rank.js';
import { CONFIDENT_SCORE, PLAUSIBLE_SCORE } from '../common/search/params.js';
import { TARGETS, evaluate, loadQueries } from '../bench/search-quality.js';

const contracts = await loadContracts();
const engine = loadSearchEngine();

type Problem = { code: string; status: number; errors: { parameter: string; message: string }[] };

describe('search', () => {
  let s: TestServer;
  before(async () => {
    s = await startServer();
  });
  after(() => s.close());

  const search = (q: string, limit?: number) => s.sdk.search(limit === undefined ? { q } : { q, limit });
  const discover = (q: string, query: { limit?: number; include_contract?: 0 | 1 } = {}) => s.sdk.discover({ q, ...query });
  const raw = async (pathAndQuery: string, headers: Record<string, string> = {}) => {
    const res = await fetch(s.baseUrl + pathAndQuery, { headers });
    return { status: res.status, type: res.headers.get('content-type'), json: (await res.json()) as any };
  };

  describe('exact matches', () => {
    it('an exact tool id gives that tool first with score 1, whatever its case and surrounding spaces', async () => {
      for (const q of ['adler32', '  ADLER32 ', 'json-patch-apply']) {
        const { data, response } = await search(q, 3);
        expect(response.status).to.equal(200);
        const id = q.trim().toLowerCase();
        expect(data!.candidates[0]).to.deep.equal({
          id, version: '1.0.0', category: contracts.find((c) => c.id === id)!.category, description: contracts.find((c) => c.id === id)!.description,
          score: 1, matched: 'id', contract_url: `/v1/tools/${id}/versions/1.0.0`, execute_url: `/v1/tools/${id}/versions/1.0.0/execute`,
        });
        for (const c of data!.candidates.slice(1)) expect(c.score, c.id).to.be.below(1);
      }
    });

    it('an operation phrase, normalised for case, spacing and punctuation, puts its tool first with score 1', async () => {
      const { data } = await search('  Convert   JSON to YAML!! ', 3);
      expect(data!.candidates[0]).to.deep.include({ id: 'yaml-from-json', score: 1, matched: 'operation' });
      expect(data!.candidates.slice(1).every((c) => c.score < 1 && c.matched === 'lexical')).to.equal(true);
      const hmac = await search('HMAC-SHA1, HMAC-MD5, HMAC-SHA512 or HMAC-SHA3 of text or binary data');
      expect(hmac.data!.candidates[0]).to.deep.include({ id: 'hmac-compute', score: 1, matched: 'operation' });
    });

    it('every supported operation phrase of every contract finds its tool with score 1', () => {
      for (const c of contracts) {
        for (const phrase of c.supported_operations) {
          const got = engine.search(phrase.toUpperCase() + ' .', { limit: 5, minScore: CONFIDENT_SCORE });
          const hit = got.find((r) => engine.tools[r.tool]!.id === c.id);
          expect(hit, `${c.id}: "${phrase}"`).to.deep.include({ score: 1, matched: 'operation' });
          expect(got[0]!.score, phrase).to.equal(1);
        }
      }
    });

    it('an operation phrase is exact only as a whole: a longer query is scored lexically, below 1', async () => {
      const { data } = await search('please convert json to yaml now', 2);
      expect(data!.candidates[0]).to.deep.include({ id: 'yaml-from-json', matched: 'lexical' });
      expect(data!.candidates[0]!.score).to.be.below(1);
    });
  });

  describe('lexical ranking', () => {
    it('finds tools from plain English, with scores below 1, rounded to 4 decimals, by score then id', async () => {
      const { data } = await search('remove duplicate rows from a csv file', 5);
      expect(data!.candidates[0]).to.deep.include({ id: 'csv-dedupe', matched: 'lexical' });
      expect(data!.count).to.equal(data!.candidates.length);
      for (const c of data!.candidates) {
        expect(c.score).to.be.within(CONFIDENT_SCORE, 0.99);
        expect(Math.round(c.score * 1e4) / 1e4).to.equal(c.score);
      }
    });

    it('orders candidates by score, then by id', () => {
      const set = loadQueries();
      for (const q of [...set.served.map((x) => x.q), ...set.unserved]) {
        const got = engine.search(q, { limit: 5, minScore: 0 });
        for (let i = 1; i < got.length; i++) {
          const [a, b] = [got[i - 1]!, got[i]!];
          const ordered = a.score > b.score || (a.score === b.score && engine.tools[a.tool]!.id < engine.tools[b.tool]!.id);
          expect(ordered, q).to.equal(true);
        }
      }
    });

    it('stems, so "sorting records" finds the tools that "sort" a "record"', async () => {
      const { data } = await search('sorting json records by a nested property', 1);
      expect(data!.candidates[0]!.id).to.equal('json-array-sort');
    });

    it('reads synonyms of the field: yml for yaml, diff for compare, checksum for hash', async () => {
      expect((await search('yml to json')).data!.candidates[0]!.id).to.equal('yaml-to-json');
      expect((await search('convert json into yml')).data!.candidates[0]!.id).to.equal('yaml-from-json');
      expect((await search('diff two csv files cell by cell by position')).data!.candidates[0]!.id).to.equal('csv-compare');
      expect(analyze('ndjson').map((t) => t.term)).to.deep.equal(analyze('jsonl').map((t) => t.term));
    });

    it('tells directions apart: yaml to json is not json to yaml', async () => {
      expect((await search('turn my yaml into json')).data!.candidates[0]!.id).to.equal('yaml-to-json');
      expect((await search('turn my json into yaml')).data!.candidates[0]!.id).to.equal('yaml-from-json');
    });

    it('pushes down a tool whose unsupported operations match the query', async () => {
      // csv-dedupe would lead "remove duplicate columns" on its words; it says it does not do that.
      const index = engine.tools.findIndex((t) => t.id === 'csv-dedupe');
      const without = engine.lexical('remove duplicate columns', undefined, { pushDown: false });
      const best = [...without.keys()].sort((a, b) => without[b]! - without[a]!)[0];
      expect(best).to.equal(index);
      expect(without[index]).to.be.above(CONFIDENT_SCORE);
      const { data } = await search('remove duplicate columns', 5);
      expect(data!.candidates.map((c) => c.id)).to.not.include('csv-dedupe');
      const shown = await discover('remove duplicate columns', { limit: 5 });
      expect(shown.data!.candidates.map((c) => c.id)).to.not.include('csv-dedupe');

      // A disclaimed word, not the whole phrase: base64-encode does not do base32.
      const b32 = await discover('encode a string as base32', { limit: 5 });
      expect(b32.data!.candidates.map((c) => c.id)).to.not.include('base64-encode');
    });

    it('follows "(see other-tool)" in an unsupported phrase to the tool it names', async () => {
      const { data } = await search('select rows', 2);
      expect(data!.candidates[0]!.id).to.equal('csv-filter');
      expect(data!.candidates.map((c) => c.id)).to.not.include('csv-column-select');
    });

    it('answers the same query with the same body every time', async () => {
      for (const q of ['merge two json documents', 'levenshtein distance of two words', 'checksum']) {
        const a = await fetch(`${s.baseUrl}/v1/discover?q=${encodeURIComponent(q)}&limit=5`).then((r) => r.text());
        const b = await fetch(`${s.baseUrl}/v1/discover?q=${encodeURIComponent(q)}&limit=5`).then((r) => r.text());
        expect(a, q).to.equal(b);
      }
    });
  });

  describe('confidence', () => {
    it('search returns only confident candidates; a request no tool serves gets an empty list', async () => {
      for (const q of ['translate to French', 'convert 100 us dollars to euros', 'what is the weather in Paris']) {
        const { data, response } = await search(q, 5);
        expect(response.status).to.equal(200);
        expect(data, q).to.deep.equal({ count: 0, candidates: [] });
      }
    });

    it('limit defaults to 1 for search and 3 for discover', async () => {
      const q = 'json array';
      expect((await search(q)).data!.candidates).to.have.length(1);
      const d = await discover(q);
      expect(d.data!.candidates).to.have.length(3);
      expect((await search(q, 5)).data!.candidates).to.have.length.within(2, 5);
    });

    it('discover answers with the candidates, marked confident, and no hint when the first is confident', async () => {
      const { data, response } = await discover('parse a csv with quoted fields');
      expect(response.status).to.equal(200);
      expect(data!.confident).to.equal(true);
      expect(data!.hint).to.equal(null);
      expect(data!.candidates[0]).to.deep.include({ id: 'csv-parse', confident: true });
      expect(data).to.not.have.property('contract');
      for (const c of data!.candidates) expect(c.confident).to.equal(c.score >= CONFIDENT_SCORE);
      const searched = await search('parse a csv with quoted fields', 3);
      expect(searched.data!.candidates.map((c) => c.id)).to.deep.equal(data!.candidates.filter((c) => c.confident).map((c) => c.id));
    });

    it('discover shows uncertain candidates with a hint pointing to POST /v1/tool-requests', async () => {
      const q = 'reverse the words of a sentence';
      const { data } = await discover(q);
      expect(data!.confident).to.equal(false);
      expect(data!.candidates.length).to.be.greaterThan(0);
      for (const c of data!.candidates) {
        expect(c.confident).to.equal(false);
        expect(c.score).to.be.at.least(PLAUSIBLE_SCORE).and.below(CONFIDENT_SCORE);
      }
      expect(data!.hint).to.contain('POST /v1/tool-requests');
      expect((await search(q, 5)).data!.candidates).to.deep.equal([]);
    });

    it('discover with no candidate at all is a valid, empty answer with the hint', async () => {
      const { data, response } = await discover('translate to French', { limit: 5, include_contract: 1 });
      expect(response.status).to.equal(200);
      expect(data).to.deep.equal({
        count: 0, confident: false, candidates: [], contract: null,
        hint: 'No tool matches this request. Describe the tool you need with POST /v1/tool-requests.',
      });
    });

    it('include_contract=1 adds the contract of a confident first match, exactly as its own endpoint serves it', async () => {
      const { data } = await discover('decode base64url without padding', { include_contract: 1, limit: 2 });
      expect(data!.candidates[0]!.id).to.equal('base64-decode');
      const own = await s.sdk.contract('base64-decode', '1.0.0');
      expect(data!.contract).to.deep.equal(own.data);
      const zero = await discover('decode base64url without padding', { include_contract: 0 });
      expect(zero.data).to.not.have.property('contract');
    });

    it('include_contract=1 gives a null contract when the first candidate is uncertain', async () => {
      const { data } = await discover('reverse the words of a sentence', { include_contract: 1 });
      expect(data!.candidates.length).to.be.greaterThan(0);
      expect(data!.contract).to.equal(null);
    });
  });

  describe('query limits (400 invalid_request)', () => {
    const expect400 = async (pathAndQuery: string, faults: [string, RegExp][]) => {
      const res = await raw(pathAndQuery);
      expect(res.status, pathAndQuery).to.equal(400);
      expect(res.type).to.match(/^application\/problem\+json/);
      const body = res.json as Problem;
      expect(body).to.deep.include({ code: 'invalid_request', status: 400 });
      expect(body.errors.map((e) => e.parameter), pathAndQuery).to.deep.equal(faults.map(([p]) => p));
      faults.forEach(([, message], i) => expect(body.errors[i]!.message, pathAndQuery).to.match(message));
    };

    for (const path of ['/v1/tools/search', '/v1/discover']) {
      describe(path, () => {
        it('q is required and must hold a letter or digit', async () => {
          await expect400(path, [['q', /required/]]);
          await expect400(`${path}?limit=2`, [['q', /required/]]);
          await expect400(`${path}?q=`, [['q', /string of 1 to 256 characters/]]); // the contract's minLength, before the word check
          await expect400(`${path}?q=%20%20`, [['q', /letter or digit/]]);
          await expect400(`${path}?q=%3F%21...`, [['q', /letter or digit/]]);
        });
        it('q is at most 256 characters', async () => {
          const ok = await raw(`${path}?q=${'a'.repeat(256)}`);
          expect(ok.status).to.equal(200);
          await expect400(`${path}?q=${'a'.repeat(257)}`, [['q', /256 characters/]]);
        });
        it('q is at most 256 UTF-8 bytes', async () => {
          const ok = await raw(`${path}?q=${encodeURIComponent('é'.repeat(128))}`);
          expect(ok.status).to.equal(200);
          await expect400(`${path}?q=${encodeURIComponent('é'.repeat(129))}`, [['q', /256 bytes/]]);
          // 100 characters, but 400 bytes: the byte limit binds first
          await expect400(`${path}?q=${encodeURIComponent('😀'.repeat(100))}`, [['q', /256 bytes/]]);
        });
        it('q has at most 40 distinct normalised words', async () => {
          const forty = Array.from({ length: 40 }, (_, i) => `w${i}`);
          expect((await raw(`${path}?q=${forty.join('+')}`)).status).to.equal(200);
          // repeats and case variants count once
          expect((await raw(`${path}?q=${[...forty, ...forty.slice(0, 20).map((w) => w.toUpperCase())].join('+')}`)).status).to.equal(200);
          await expect400(`${path}?q=${[...forty, 'w40'].join('+')}`, [['q', /at most 40 distinct words \(has 41\)/]]);
        });
        it('limit is an integer from 1 to 5', async () => {
          for (const v of ['0', '6', '-1', '1.5', 'abc', '', '01', '1e0', '%201']) await expect400(`${path}?q=csv&limit=${v}`, [['limit', /integer from 1 to 5/]]);
          expect((await raw(`${path}?q=csv&limit=5`)).status).to.equal(200);
        });
        it('refuses unknown and repeated parameters, and bad percent-encoding', async () => {
          await expect400(`${path}?q=csv&lmit=2`, [['lmit', /not a parameter/]]);
          await expect400(`${path}?q=csv&q=json`, [['q', /once/]]);
          await expect400(`${path}?q=csv&limit=1&limit=2`, [['limit', /once/]]);
          await expect400(`${path}?q=%FF`, [['q', /percent-encoded UTF-8/]]);
          await expect400(`${path}?q=%ED%A0%80`, [['q', /percent-encoded UTF-8/]]); // a lone surrogate
          await expect400(`${path}?q=%zz`, [['q', /percent-encoded UTF-8/]]);
        });
        it('lists every fault at once', async () => {
          await expect400(`${path}?limit=9&x=1`, [['x', /not a parameter/], ['q', /required/], ['limit', /integer from 1 to 5/]]);
        });
      });
    }

    it('include_contract is 0 or 1, on discover only', async () => {
      for (const v of ['2', 'true', 'yes', '']) await expect400(`/v1/discover?q=csv&include_contract=${v}`, [['include_contract', /0 or 1/]]);
      await expect400('/v1/tools/search?q=csv&include_contract=1', [['include_contract', /not a parameter/]]);
    });
  });

  describe('routing and keys', () => {
    it('takes no key, and a key that is sent must be valid (401)', async () => {
      const bad = s.sdkWith('dts_nope');
      ok(await s.sdk.search({ q: 'csv' }));
      ok(await s.sdk.discover({ q: 'csv' }));
      problem(await bad.search({ q: 'csv' }), 401, 'unauthorized');
      problem(await bad.discover({ q: 'csv' }), 401, 'unauthorized');
      const signedIn = ok(await s.sdk.signIn({ email: 'searcher@example.com', consent: true }), 201);
      ok(await s.sdkWith(signedIn.api_key).discover({ q: 'csv' }));
    });

    it('is not taken for a contract path, nor a contract path for it', async () => {
      problem(await s.sdk.contract('search', '1.0.0'), 404, 'tool_not_found');
      const wrongMethod = await fetch(`${s.baseUrl}/v1/tools/search?q=csv`, { method: 'POST' });
      expect(wrongMethod.status).to.equal(405);
    });
  });
});

describe('search engine', () => {
  it('stems with Porter\'s algorithm (the paper\'s examples)', () => {
    const cases: Record<string, string> = {
      caresses: 'caress', ponies: 'poni', cats: 'cat', feed: 'feed', agreed: 'agre', plastered: 'plaster', motoring: 'motor',
      sing: 'sing', conflated: 'conflat', troubled: 'troubl', sized: 'size', hopping: 'hop', falling: 'fall', hissing: 'hiss',
      filing: 'file', happy: 'happi', sky: 'sky', relational: 'relat', conditional: 'condit', rational: 'ration', digitizer: 'digit',
      operator: 'oper', hopefulness: 'hope', sensitiviti: 'sensit', triplicate: 'triplic', formalize: 'formal', electrical: 'electr',
      goodness: 'good', revival: 'reviv', allowance: 'allow', adjustable: 'adjust', replacement: 'replac', adoption: 'adopt',
      communism: 'commun', effective: 'effect', probate: 'probat', rate: 'rate', cease: 'ceas', controll: 'control', roll: 'roll',
      generalizations: 'gener', oscillators: 'oscil',
    };
    for (const [word, stemmed] of Object.entries(cases)) expect(stem(word), word).to.equal(stemmed);
    // words that are not plain ASCII letters stay as they are
    for (const word of ['utf8', 'sha256', 'größe', 'ab']) expect(stem(word)).to.equal(word);
  });

  it('normalises with NFKC, lower case and punctuation as separators, the same on both sides', () => {
    expect(words('ＪＳＯＮ→YAML, (fast)!')).to.deep.equal(['json', 'yaml', 'fast']);
    expect(normalizePhrase('  Convert   JSON to YAML!! ')).to.equal('convert json to yaml');
    expect(distinctTermCount('a A a. b')).to.equal(2);
  });

  it('keeps word order where it matters: numbers joined to words, pairs and directions', () => {
    const terms = analyze('sha-256 of a yaml file to json').map((t) => `${t.kind}:${t.term}`);
    expect(terms).to.include.members(['joined:sha256', 'pair:yaml file', 'direction:yaml>json', 'direction:file>json']);
    expect(analyze('yaml from json').map((t) => t.term)).to.include('json>yaml');
    expect(analyze('rows from a csv').some((t) => t.kind === 'direction')).to.equal(false);
  });

  it('strips "(see tool)" references from unsupported phrases', () => {
    expect(stripReferences('select rows (see csv-filter)')).to.equal('select rows');
  });

  it('indexes only the newest version of a tool (1.10.0 after 1.9.0)', () => {
    const tool = (version: string) => ({
      id: 'text-reverse', version, category: 'text', categoryTitle: 'Text', description: 'Reverses a text.',
      supported_operations: ['reverse a text'], unsupported_operations: ['reverse the words (see word-reverse)'],
    });
    const index = buildSearchIndex([tool('1.9.0'), tool('1.10.0'), tool('1.2.0')]);
    expect(index.tools).to.deep.equal([{ id: 'text-reverse', version: '1.10.0', category: 'text' }]);
    const small = new SearchEngine(index);
    expect(small.search('Text-Reverse', { limit: 5, minScore: 0 })).to.deep.equal([{ tool: 0, score: 1, matched: 'id' }]);
    expect(small.search('reverse a text!', { limit: 5, minScore: 0 })).to.deep.equal([{ tool: 0, score: 1, matched: 'operation' }]);
  });

  it('indexes the newest version of every served tool', () => {
    const ids = [...new Set(contracts.map((c) => c.id))].sort();
    expect(engine.tools.map((t) => t.id).sort()).to.deep.equal(ids);
  });

  it('meets the quality targets of bench/search-queries.yaml, with a query for every served tool', () => {
    const set = loadQueries();
    const q = evaluate(engine, set);
    expect(q.invalid).to.deep.equal([]);
    expect(set.served.length).to.be.at.least(150);
    expect(set.unserved.length).to.be.at.least(20);
    expect(q.uncovered, 'add queries for these tools to bench/search-queries.yaml').to.deep.equal([]);
    const categories = new Set(contracts.map((c) => c.category));
    expect([...q.categories.keys()].sort()).to.deep.equal([...categories].sort());
    expect(q.top1).to.be.at.least(TARGETS.top1);
    expect(q.top3).to.be.at.least(TARGETS.top3);
    expect(q.unservedEmpty).to.be.at.least(TARGETS.unservedEmpty);
  });
});
