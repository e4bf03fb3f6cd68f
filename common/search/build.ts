// Builds the search index from the contracts (called by generator/emit/search.ts). Pure and
// deterministic: the same contracts give the same JSON, byte for byte.
import { analyze, type Term } from './analyze.js';
import { normalizePhrase } from './normalize.js';
import { FIELDS, K1, KIND_WEIGHT, type FieldName } from './params.js';
import { bm25Idf, type IndexedPhrase, type IndexedTool, type SearchIndexData, type TermEntry } from './index-data.js';

export type SearchSource = {
  id: string;
  version: string;
  category: string;
  categoryTitle: string;
  description: string;
  supported_operations: string[];
  unsupported_operations: string[];
};

export const INDEX_NOTE = 'generated from contracts/ — do not edit';

/** "1.10.0" after "1.9.0": numeric parts compare as numbers, others by code unit. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split(/[.+-]/);
  const pb = b.split(/[.+-]/);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? '';
    const y = pb[i] ?? '';
    if (x === y) continue;
    if (/^[0-9]+$/.test(x) && /^[0-9]+$/.test(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return 0;
}

/** A reference to another tool inside an unsupported phrase, "(use json-diff)", is not part of its meaning. */
export function stripReferences(phrase: string): string {
  return phrase.replace(/\((?:use|see)\b[^)]*\)/gi, ' ').trim();
}

/** Tool ids named in "(see x)" or "(use x or y)" of a phrase. */
export function references(phrase: string): string[] {
  const out: string[] = [];
  for (const m of phrase.matchAll(/\((?:use|see)\b([^)]*)\)/gi)) out.push(...(m[1]!.match(/[a-z0-9]+(?:-[a-z0-9]+)*/g) ?? []));
  return out;
}

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

function termsOf(texts: string[]): Term[] {
  return texts.flatMap((t) => analyze(t));
}

export function buildSearchIndex(sources: SearchSource[]): SearchIndexData {
  // Search points at the newest version of each tool; older versions stay reachable by URL.
  const newest = new Map<string, SearchSource>();
  for (const s of sources) {
    const seen = newest.get(s.id);
    if (!seen || compareVersions(s.version, seen.version) > 0) newest.set(s.id, s);
  }
  const chosen = sources.filter((s) => newest.get(s.id) === s);
  const n = chosen.length;
  const fieldNames = Object.keys(FIELDS) as FieldName[];

  const perTool = chosen.map((s) => {
    const fields: Record<FieldName, Term[]> = {
      id: termsOf([s.id]),
      operations: termsOf(s.supported_operations),
      description: termsOf([s.description]),
      category: termsOf([`${s.category} ${s.categoryTitle}`]),
    };
    const tf = new Map<string, Record<FieldName, number>>();
    const length = {} as Record<FieldName, number>;
    for (const f of fieldNames) {
      length[f] = fields[f].filter((t) => t.kind === 'word').length;
      for (const t of fields[f]) {
        let row = tf.get(t.term);
        if (!row) tf.set(t.term, (row = { id: 0, operations: 0, description: 0, category: 0 }));
        row[f]++;
      }
    }
    return { tf, length };
  });

  const avgLength = {} as Record<FieldName, number>;
  for (const f of fieldNames) avgLength[f] = Math.max(1, perTool.reduce((sum, t) => sum + t.length[f], 0) / Math.max(1, n));

  const df = new Map<string, number>();
  // Document frequency leaves the category out: a title such as "YAML, TOML, INI, XML & TSV" would
  // make every format name look common.
  for (const t of perTool) for (const [term, row] of t.tf) if (row.id || row.operations || row.description) df.set(term, (df.get(term) ?? 0) + 1);
  const idfOf = (term: string) => bm25Idf(Math.max(1, df.get(term) ?? 0), n);

  const entries = new Map<string, TermEntry>();
  const entry = (term: string) => {
    let e = entries.get(term);
    if (!e) entries.set(term, (e = { idf: round6(idfOf(term)), docs: [] }));
    return e;
  };
  perTool.forEach((t, doc) => {
    for (const [term, row] of t.tf) {
      let pseudo = 0;
      for (const f of fieldNames) {
        const { weight, b } = FIELDS[f];
        if (row[f]) pseudo += (weight * row[f]) / (1 - b + (b * t.length[f]) / avgLength[f]);
      }
      entry(term).docs.push(doc, round6(idfOf(term) * (pseudo / (K1 + pseudo))));
    }
  });

  const termWeight = (term: Term) => KIND_WEIGHT[term.kind] * idfOf(term.term);
  // The id is the tool's shortest summary, so it counts as one of its operation phrases too; so
  // does an unsupported phrase of another tool that sends the reader here ("select rows (see csv-filter)").
  const indexOf = new Map(chosen.map((s, i) => [s.id, i]));
  const phraseTexts: string[][] = chosen.map((s) => [s.id, ...s.supported_operations]);
  for (const s of chosen) {
    for (const text of s.unsupported_operations) {
      for (const ref of references(text)) {
        const target = indexOf.get(ref);
        if (target !== undefined && ref !== s.id) phraseTexts[target]!.push(stripReferences(text));
      }
    }
  }
  const phrases: IndexedPhrase[] = [];
  phraseTexts.forEach((texts, tool) => {
    for (const text of texts) {
      const distinct = new Map(analyze(text).map((t) => [t.term, t]));
      if (!distinct.size) continue;
      const at = phrases.length;
      phrases.push({ tool, mass: round6([...distinct.values()].reduce((sum, t) => sum + termWeight(t), 0)) });
      for (const term of distinct.keys()) (entry(term).ops ??= []).push(at);
    }
  });
  chosen.forEach((s, tool) => {
    for (const term of new Set(termsOf([s.id]).filter((t) => t.kind === 'word').map((t) => t.term))) (entry(term).ids ??= []).push(tool);
  });
  // A term of an unsupported phrase that the tool's id and supported phrases never use is one the
  // tool disclaims ("base32" for base64-encode); shared words ("json" of "text diff of json files"
  // for json-diff) say nothing either way.
  chosen.forEach((s, tool) => {
    const positive = new Set(termsOf([s.id, ...s.supported_operations]).map((t) => t.term));
    // Word pairs are left out: "count rows" of "count rows matching a condition" is no reason to
    // push csv-row-count down.
    const disclaimed = new Set(termsOf(s.unsupported_operations.map(stripReferences)).filter((t) => t.kind !== 'pair' && !positive.has(t.term)).map((t) => t.term));
    for (const term of [...disclaimed].sort()) (entry(term).not ??= []).push(tool);
  });

  const exactOf = (texts: (s: SearchSource) => string[]) => {
    const map = new Map<string, number[]>();
    chosen.forEach((s, tool) => {
      for (const text of texts(s)) {
        const key = normalizePhrase(text);
        if (!key) continue;
        const list = map.get(key) ?? [];
        if (!list.includes(tool)) list.push(tool);
        map.set(key, list);
      }
    });
    return sortedRecord(map);
  };

  const tools: IndexedTool[] = chosen.map((s) => ({ id: s.id, version: s.version, category: s.category }));
  return {
    note: INDEX_NOTE,
    format: 1,
    params: {
      k1: K1,
      fields: Object.fromEntries(fieldNames.map((f) => [f, { ...FIELDS[f], avgLength: round6(avgLength[f]) }])),
    },
    tools,
    phrases,
    exact: exactOf((s) => s.supported_operations),
    exact_unsupported: exactOf((s) => s.unsupported_operations.map(stripReferences)),
    terms: sortedRecord(entries),
  };
}

function sortedRecord<T>(map: Map<string, T>): Record<string, T> {
  return Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
