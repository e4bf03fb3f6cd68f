// The search index (runtime/search/build.ts) built from the contracts, so start-up only parses it:
// the same analysis code (runtime/search/analyze.ts) reads contracts here and queries at run time.
import type { ToolContract } from '../resolve.js';
import type { RawCategory } from '../read.js';
import { buildSearchIndex } from '../../common/search/build.js';
import type { SearchIndexData } from '../../common/search/index-data.js';

export function buildSearchData(ordered: ToolContract[], categories: RawCategory[]): SearchIndexData {
  const titles = new Map(categories.map((c) => [c.slug, c.title]));
  return buildSearchIndex(ordered.map((c) => ({
    id: c.id,
    version: c.version,
    category: c.category,
    categoryTitle: titles.get(c.category) ?? c.category,
    description: c.description,
    supported_operations: c.supported_operations,
    unsupported_operations: c.unsupported_operations,
  })));
}

/** JSON with one line per tool, phrase and term: compact to load, and a contract change reads as a small diff. */
export function serializeSearchData(data: SearchIndexData): string {
  const lines = (items: string[], open: string, close: string) => (items.length ? `${open}\n${items.join(',\n')}\n${close}` : `${open}${close}`);
  const parts = Object.entries(data).map(([key, value]) => {
    let body: string;
    if (Array.isArray(value)) body = lines(value.map((v) => JSON.stringify(v)), '[', ']');
    else if (key === 'terms' || key === 'exact' || key === 'exact_unsupported') {
      body = lines(Object.entries(value as Record<string, unknown>).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`), '{', '}');
    } else body = JSON.stringify(value);
    return `${JSON.stringify(key)}:${body}`;
  });
  return `{${parts.join(',\n')}}\n`;
}
