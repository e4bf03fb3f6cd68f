// Large example and case values are declared, not inlined, so contracts stay small and fast to read.
// A builder is an object with exactly one `$`-key (plus its named arguments); everything else is data.
//
//   {$repeat: "ab", times: 3}          -> "ababab"
//   {$join: ["-1", {$repeat: "0", times: 1000}]}   -> the parts' strings concatenated
//   {$join: <list>, separator: "\t"}  -> the parts joined with a separator
//   {$enumerate: "c{i}", times: 3}     -> ["c0", "c1", "c2"]: `{i}` in every string and member name
//                                         of the template becomes the item's index
//   {$items: <value>, times: 3}        -> [<value>, <value>, <value>]
//   {$concat: [[1], {$items: 2, times: 2}]}        -> [1, 2, 2]
//   {$fixture: "name.json"}            -> the JSON file fixtures/name.json beside the contract
//   {$literal: <value>}                -> <value> as written (for data that itself has a `$`-key)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Builders may not expand past this many items or characters, so a typo cannot exhaust memory. */
export const MAX_BUILT_SIZE = 4 * 1024 * 1024;

const BUILDERS: Record<string, readonly string[]> = {
  $repeat: ['times'],
  $join: ['separator'],
  $items: ['times'],
  $enumerate: ['times'],
  $concat: [],
  $fixture: [],
  $literal: [],
};

export class CaseBuilderError extends Error {}

type Obj = Record<string, unknown>;

function builderName(value: Obj): string | undefined {
  const dollar = Object.keys(value).filter((k) => k.startsWith('$'));
  if (dollar.length !== 1 || !Object.hasOwn(BUILDERS, dollar[0]!)) return undefined;
  const name = dollar[0]!;
  const allowed = new Set([name, ...BUILDERS[name]!]);
  return Object.keys(value).every((k) => allowed.has(k)) ? name : undefined;
}

function count(value: unknown, where: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0 || (value as number) > MAX_BUILT_SIZE) {
    throw new CaseBuilderError(`${where}: times must be an integer 0..${MAX_BUILT_SIZE}`);
  }
  return value as number;
}

export type FixtureReader = (name: string) => unknown;

/** Reads `fixtures/<name>` beside the contract file; names are plain file names, never paths. */
export function fixtureReader(contractDir: string, used?: Set<string>): FixtureReader {
  return (name) => {
    if (!/^[a-z0-9][a-z0-9._-]*\.json$/.test(name)) throw new CaseBuilderError(`fixture name ${JSON.stringify(name)} must be a plain lower-case .json file name`);
    used?.add(name);
    return JSON.parse(readFileSync(join(contractDir, 'fixtures', name), 'utf8'));
  };
}

/** `template` with `{i}` replaced by `index` in every string and member name (a fresh copy). */
function withIndex(template: unknown, index: string): unknown {
  if (typeof template === 'string') return template.replaceAll('{i}', index);
  if (Array.isArray(template)) return template.map((v) => withIndex(v, index));
  if (template === null || typeof template !== 'object') return template;
  const out: Obj = {};
  for (const [k, v] of Object.entries(template)) {
    Object.defineProperty(out, k.replaceAll('{i}', index), { value: withIndex(v, index), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** Expands every builder in `value` (depth first); data without builders is returned as is. */
export function expandBuilders(value: unknown, readFixture: FixtureReader, where = ''): unknown {
  if (Array.isArray(value)) {
    let changed = false;
    const out = value.map((v, i) => {
      const e = expandBuilders(v, readFixture, `${where}/${i}`);
      if (e !== v) changed = true;
      return e;
    });
    return changed ? out : value;
  }
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Obj;
  const name = builderName(obj);
  switch (name) {
    case '$literal':
      return obj.$literal;
    case '$fixture':
      if (typeof obj.$fixture !== 'string') throw new CaseBuilderError(`${where}: $fixture takes a file name`);
      return readFixture(obj.$fixture);
    case '$repeat': {
      const unit = expandBuilders(obj.$repeat, readFixture, `${where}/$repeat`);
      if (typeof unit !== 'string') throw new CaseBuilderError(`${where}: $repeat takes a string (use $items for arrays)`);
      const times = count(obj.times, where);
      if (unit.length * times > MAX_BUILT_SIZE) throw new CaseBuilderError(`${where}: $repeat would build more than ${MAX_BUILT_SIZE} characters`);
      return unit.repeat(times);
    }
    case '$items': {
      const item = expandBuilders(obj.$items, readFixture, `${where}/$items`);
      return Array.from({ length: count(obj.times, where) }, () => structuredClone(item));
    }
    case '$enumerate': {
      const template = expandBuilders(obj.$enumerate, readFixture, `${where}/$enumerate`);
      return Array.from({ length: count(obj.times, where) }, (_, i) => withIndex(template, String(i)));
    }
    case '$join':
    case '$concat': {
      // The list may itself be built ({$join: {$enumerate: ...}, separator: ","}).
      const built = expandBuilders(obj[name], readFixture, `${where}/${name}`);
      if (!Array.isArray(built)) throw new CaseBuilderError(`${where}: ${name} takes a list`);
      if (name === '$join') {
        if (!built.every((p) => typeof p === 'string')) throw new CaseBuilderError(`${where}: every part of $join must be a string`);
        const separator = obj.separator ?? '';
        if (typeof separator !== 'string') throw new CaseBuilderError(`${where}: $join's separator must be a string`);
        const size = built.reduce((n: number, p: string) => n + p.length + separator.length, 0);
        if (size > MAX_BUILT_SIZE + separator.length) throw new CaseBuilderError(`${where}: $join would build more than ${MAX_BUILT_SIZE} characters`);
        return built.join(separator);
      }
      if (!built.every(Array.isArray)) throw new CaseBuilderError(`${where}: every part of $concat must be a list`);
      return (built as unknown[][]).flat(1);
    }
    default: {
      let changed = false;
      const out: Obj = {};
      for (const [k, v] of Object.entries(obj)) {
        const e = expandBuilders(v, readFixture, `${where}/${k}`);
        if (e !== v) changed = true;
        // defineProperty: a member named __proto__ stays ordinary data.
        Object.defineProperty(out, k, { value: e, enumerable: true, writable: true, configurable: true });
      }
      return changed ? out : value;
    }
  }
}
