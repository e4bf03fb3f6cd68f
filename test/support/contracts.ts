// The contracts as tests see them: resolved from YAML (cases are not served, so they are read here).
import { resolve } from 'node:path';
import { readSources } from '../../generator/read.js';
import { resolveContract, type ToolContract } from '../../generator/resolve.js';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

let cached: Promise<ToolContract[]> | undefined;

export function loadContracts(): Promise<ToolContract[]> {
  cached ??= Promise.all(readSources(repoRoot).contracts.map((raw) => resolveContract(repoRoot, raw)));
  return cached;
}
