// The search index of this build, read once per process from generated/search-data.json.
import { readFileSync } from 'node:fs';
import { SearchEngine } from '../../common/search/rank.js';
import type { SearchIndexData } from '../../common/search/index-data.js';

let shared: SearchEngine | undefined;

export function loadSearchEngine(): SearchEngine {
  if (!shared) {
    const data = JSON.parse(readFileSync(new URL('../../generated/search-data.json', import.meta.url), 'utf8')) as SearchIndexData;
    shared = new SearchEngine(data);
  }
  return shared;
}
