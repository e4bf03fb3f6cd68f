// Scores a query against the generated index. Pure: the same index and query give the same
// candidates, in the same order, with the same scores (rounded to 4 decimals, ties by id).
//
// 1. A query equal to a tool id (case and surrounding spaces aside) gives that tool, score 1.
// 2. A query equal to a supported operation phrase after normalisation (normalize.ts) gives the
//    tools listing it, score 1.
// 3. Otherwise lexical, below 1: the BM25F weight of the query terms (precomputed per tool in the
//    index, widened by RELATED synonyms) as a share of what a tool matching every term would get,
//    mixed with the best F1 match of the query against one of the tool's phrases (its id, its
//    supported operations, other tools' unsupported phrases that send readers here). A tool is
//    pushed down by the share of the query it disclaims (terms only its unsupported phrases use),
//    far down when the query is one of those phrases, and a little when the query names a data
//    format it never names or shares no word with its id. README, Performance > Search, has the
//    figures and params.ts the weights.
import { analyze, type TermKind } from './analyze.js';
import { normalizePhrase } from './normalize.js';
import { FORMAT_TERMS, related } from './synonyms.js';
import {
  EXACT_UNSUPPORTED_FACTOR, FORMAT_MISMATCH_PENALTY, ID_MISS_PENALTY, KIND_WEIGHT, LEXICAL_SHARE, MAX_LEXICAL_SCORE, PHRASE_BETA, UNKNOWN_WORD_WEIGHT, UNSUPPORTED_PENALTY,
} from './params.js';
import { bm25Idf, type IndexedPhrase, type IndexedTool, type SearchIndexData, type TermEntry } from './index-data.js';

export type MatchKind = 'id' | 'operation' | 'lexical';
export type Ranked = { tool: number; score: number; matched: MatchKind };
export type SearchOptions = { limit: number; minScore: number };
export type Explained = { bm25f: Float64Array; phrase: Float64Array; disclaimed: Float64Array; formatMismatch: Float64Array; idHit: Uint8Array; exactUnsupported: Set<number> };

const round4 = (x: number) => Math.round(x * 1e4) / 1e4;
const NUMBER = /^\p{N}+$/u;

type Concept = { kind: TermKind; own: TermEntry | undefined; alternatives: [TermEntry, number][]; denominator: number; format?: boolean };

export class SearchEngine {
  readonly tools: readonly IndexedTool[];
  private readonly terms: Map<string, TermEntry>;
  private readonly ids = new Map<string, number>();
  private readonly exact: Map<string, number[]>;
  private readonly exactUnsupported: Map<string, number[]>;
  private readonly phrases: readonly IndexedPhrase[];
  /** The idf of the rarest word of the catalog. */
  private readonly unknownIdf: number;
  /** What a query word found nowhere in the catalog weighs (UNKNOWN_WORD_WEIGHT). */
  private readonly unknownWeight: number;

  constructor(data: SearchIndexData) {
    if (data.format !== 1) throw new Error(`search index format ${String(data.format)} is not supported; run make generate`);
    this.tools = data.tools;
    this.terms = new Map(Object.entries(data.terms));
    this.exact = new Map(Object.entries(data.exact));
    this.exactUnsupported = new Map(Object.entries(data.exact_unsupported));
    this.phrases = data.phrases;
    data.tools.forEach((t, i) => this.ids.set(t.id, i));
    this.unknownIdf = bm25Idf(1, data.tools.length);
    this.unknownWeight = UNKNOWN_WORD_WEIGHT * this.unknownIdf;
  }

  search(query: string, { limit, minScore }: SearchOptions): Ranked[] {
    const out: Ranked[] = [];
    const taken = new Set<number>();
    const idHit = this.ids.get(query.normalize('NFKC').trim().toLowerCase());
    if (idHit !== undefined) {
      out.push({ tool: idHit, score: 1, matched: 'id' });
      taken.add(idHit);
    }
    const phrase = normalizePhrase(query);
    const exactHits = [...(this.exact.get(phrase) ?? [])].sort((a, b) => this.byId(a, b));
    for (const t of exactHits) {
      if (taken.has(t)) continue;
      out.push({ tool: t, score: 1, matched: 'operation' });
      taken.add(t);
    }
    if (out.length < limit) {
      const scores = this.lexical(query, phrase);
      const ranked: Ranked[] = [];
      scores.forEach((s, tool) => {
        if (taken.has(tool)) return;
        const score = round4(Math.min(MAX_LEXICAL_SCORE, s));
        if (score > 0 && score >= minScore) ranked.push({ tool, score, matched: 'lexical' });
      });
      ranked.sort((a, b) => b.score - a.score || this.byId(a.tool, b.tool));
      out.push(...ranked.slice(0, limit - out.length));
    }
    return out.slice(0, limit);
  }

  /** Whether the query, normalised, is a supported operation phrase of some tool. */
  isOperationPhrase(query: string): boolean {
    return this.exact.has(normalizePhrase(query));
  }

  /**
   * Lexical score of every tool (0 for tools that share nothing with the query). `pushDown: false`
   * leaves out what unsupported phrases take away, to show their effect.
   */
  lexical(query: string, phrase = normalizePhrase(query), { pushDown = true } = {}): Float64Array {
    const e = this.explain(query, phrase);
    const scores = new Float64Array(this.tools.length);
    for (let d = 0; d < scores.length; d++) {
      let s = LEXICAL_SHARE * e.bm25f[d]! + (1 - LEXICAL_SHARE) * e.phrase[d]!;
      if (pushDown) {
        s *= Math.max(0, 1 - UNSUPPORTED_PENALTY * e.disclaimed[d]!);
        if (e.exactUnsupported.has(d)) s *= EXACT_UNSUPPORTED_FACTOR;
      }
      s *= 1 - FORMAT_MISMATCH_PENALTY * e.formatMismatch[d]!;
      if (!e.idHit[d]) s *= 1 - ID_MISS_PENALTY;
      scores[d] = s;
    }
    return scores;
  }

  /**
   * The parts of the lexical score, per tool: the BM25F share of a perfect match, the best match
   * against one of its phrases, and the share of the query it disclaims.
   */
  explain(query: string, phrase = normalizePhrase(query)): Explained {
    const n = this.tools.length;
    const concepts = this.concepts(query);
    const total = concepts.reduce((sum, c) => sum + c.denominator, 0);
    const bm25f = new Float64Array(n);
    const disclaimed = new Float64Array(n);
    const formatMismatch = new Float64Array(n);
    const idHit = new Uint8Array(n);
    const exactUnsupported = new Set(this.exactUnsupported.get(phrase) ?? []);
    if (total <= 0) return { bm25f, phrase: new Float64Array(n), disclaimed, formatMismatch, idHit, exactUnsupported };

    const best = new Float64Array(n);
    // Per phrase: the query weight it covers, and the part of its own weight the query covers.
    const covered = new Float64Array(this.phrases.length);
    const own = new Float64Array(this.phrases.length);
    const seen = new Map<number, number>();
    for (const c of concepts) {
      best.fill(0);
      seen.clear();
      const kw = KIND_WEIGHT[c.kind];
      for (const [e, w] of c.alternatives) {
        const docs = e.docs;
        for (let i = 0; i < docs.length; i += 2) {
          const v = w * docs[i + 1]!;
          if (v > best[docs[i]!]!) best[docs[i]!] = v;
        }
        const v = kw * w * e.idf;
        for (const p of e.ops ?? []) if (v > (seen.get(p) ?? 0)) seen.set(p, v);
        for (const d of e.ids ?? []) idHit[d] = 1;
      }
      for (let d = 0; d < n; d++) if (best[d]) bm25f[d]! += (kw * best[d]!) / total;
      for (const [p, v] of seen) {
        covered[p]! += Math.min(v, c.denominator);
        own[p]! += v;
      }
      // A rare disclaimed word ("base32") is a clear no; a common one ("file", "key") barely one.
      if (c.format) for (let d = 0; d < n; d++) if (!best[d]) formatMismatch[d] = 1;
      if (c.own?.not) {
        const specific = Math.min(1, c.own.idf / this.unknownIdf) ** 2;
        for (const d of c.own.not) disclaimed[d]! += (specific * c.denominator) / total;
      }
    }
    return { bm25f, phrase: this.bestPhrase(covered, own, total, n), disclaimed, formatMismatch, idHit, exactUnsupported };
  }

  /** Per tool, the best F-beta against one of its phrases: recall (share of the query covered) counts beta times as much as precision. */
  private bestPhrase(covered: Float64Array, own: Float64Array, total: number, n: number): Float64Array {
    const best = new Float64Array(n);
    const b2 = PHRASE_BETA * PHRASE_BETA;
    for (let p = 0; p < this.phrases.length; p++) {
      if (!covered[p]) continue;
      const recall = covered[p]! / total;
      const precision = Math.min(1, own[p]! / this.phrases[p]!.mass);
      const f = ((1 + b2) * precision * recall) / (b2 * precision + recall);
      const tool = this.phrases[p]!.tool;
      if (f > best[tool]!) best[tool] = f;
    }
    return best;
  }

  /** The distinct terms of a query, each with its synonyms and the weight it adds to a perfect match. */
  private concepts(query: string): Concept[] {
    const out: Concept[] = [];
    const seen = new Set<string>();
    for (const t of analyze(query)) {
      if (seen.has(t.term)) continue;
      seen.add(t.term);
      const kw = KIND_WEIGHT[t.kind];
      const own = this.terms.get(t.term);
      const alternatives: [TermEntry, number][] = own?.docs.length ? [[own, 1]] : [];
      if (t.kind === 'word') {
        for (const [alt, w] of related(t.term)) {
          const e = this.terms.get(alt);
          if (e?.docs.length) alternatives.push([e, w]);
        }
        if (own?.docs.length) out.push({ kind: t.kind, own, alternatives, denominator: kw * own.idf, format: FORMAT_TERMS.has(t.term) });
        else if (!NUMBER.test(t.term)) {
          // A word no tool uses counts against every tool, unless a synonym stands in for it.
          const stand = alternatives.reduce((m, [e]) => Math.max(m, e.idf), 0);
          out.push({ kind: t.kind, own, alternatives, denominator: kw * (stand || this.unknownWeight) });
        }
      } else if (own?.docs.length || own?.not) {
        // A compound term no tool uses says nothing about any tool.
        out.push({ kind: t.kind, own, alternatives, denominator: kw * own.idf });
      }
    }
    return out;
  }

  private byId(a: number, b: number): number {
    const x = this.tools[a]!.id;
    const y = this.tools[b]!.id;
    return x < y ? -1 : x > y ? 1 : 0;
  }
}
