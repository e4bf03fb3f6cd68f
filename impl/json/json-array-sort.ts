import type { Input, Output } from '../../generated/tools/json/json-array-sort.js';
import { limits } from '../../generated/tools/json/json-array-sort.js';
import { compareCodePoints } from '../lib/code-point-order.js';
import { bound, checkEachJsonBounds, checkJsonBounds } from '../lib/json-bounds.js';
import { compareJson } from '../lib/json-value.js';
import { invalidInput } from '../lib/tool-error.js';
import { itemKeyPointer, keyTokens, lookupKey } from './lib/json-array-common.js';
import { compareNumberKeys, numberKey, numberTextKey, type NumberOrderKey } from './lib/json-array-number-order.js';

type KeySpec = { tokens: string[]; sign: 1 | -1; type: 'json' | 'number' | 'string'; missingFirst: boolean };
// One decorated key value per item and sort key, computed once so the comparator stays cheap.
type Cell = { found: false } | { found: true; value: unknown; num?: NumberOrderKey };

export default function jsonArraySort(input: Input): Output {
  checkJsonBounds(input, '', { bytes: bound(limits, 'max_input_bytes') }, 'the input');
  const array = input.array as unknown[];
  checkEachJsonBounds(array, '/array', { depth: bound(limits, 'max_item_depth') });
  const specs: KeySpec[] = (input.keys ?? [{ pointer: '' }]).map((k, i) => ({
    tokens: keyTokens(k.pointer, `/keys/${i}/pointer`),
    sign: k.direction === 'desc' ? -1 : 1,
    type: k.type ?? 'json',
    missingFirst: k.missing === 'first',
  }));

  const cells: Cell[][] = array.map((item, index) =>
    specs.map((spec) => {
      const got = lookupKey(item, spec.tokens);
      if (!got.found) return got;
      const at = () => itemKeyPointer('array', index, spec.tokens);
      if (spec.type === 'number') {
        const num = typeof got.value === 'number' ? numberKey(got.value) : typeof got.value === 'string' ? numberTextKey(got.value) : null;
        if (num === null) throw invalidInput(at(), 'sort key of type number must be a JSON number or a string holding an RFC 8259 number literal');
        return { found: true, value: got.value, num };
      }
      if (spec.type === 'string' && typeof got.value !== 'string') throw invalidInput(at(), 'sort key of type string must be a string');
      return { found: true, value: got.value };
    }),
  );

  const order = array.map((_, i) => i);
  order.sort((x, y) => {
    const cx = cells[x]!;
    const cy = cells[y]!;
    for (let k = 0; k < specs.length; k++) {
      const spec = specs[k]!;
      const a = cx[k]!;
      const b = cy[k]!;
      let c: number;
      if (!a.found || !b.found) {
        // Missing keys sit first or last whatever the direction, as SQL's NULLS FIRST / LAST.
        if (a.found === b.found) c = 0;
        else c = (a.found ? 1 : -1) * (spec.missingFirst ? 1 : -1);
      } else if (spec.type === 'number') c = spec.sign * compareNumberKeys(a.num!, b.num!);
      else if (spec.type === 'string') c = spec.sign * compareCodePoints(a.value as string, b.value as string);
      else c = spec.sign * compareJson(a.value, b.value);
      if (c !== 0) return c;
    }
    return x - y; // stability made explicit: equal keys keep input order
  });
  return { sorted: order.map((i) => array[i]), order };
}
