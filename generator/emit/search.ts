// Search data built from the contracts: the fields an index needs, nothing at request time re-derives.
import type { ToolContract } from '../resolve.js';
import { toolKey } from '../names.js';

export function normalizeTerms(text: string): string[] {
  return text.toLowerCase().normalize('NFKC').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export function buildSearchData(ordered: ToolContract[]): Record<string, unknown> {
  return {
    note: 'generated from contracts/ — do not edit',
    documents: ordered.map((c) => ({
      key: toolKey(c.id, c.version),
      id: c.id,
      version: c.version,
      category: c.category,
      description: c.description,
      supported_operations: c.supported_operations,
      unsupported_operations: c.unsupported_operations,
      terms: [...new Set([...normalizeTerms(c.id), ...normalizeTerms(c.description), ...c.supported_operations.flatMap(normalizeTerms)])].sort(),
    })),
  };
}
