import type { Input, Output } from '../../generated/tools/datetime/datetime-sort.js';
import { limits } from '../../generated/tools/datetime/datetime-sort.js';
import { limitExceeded } from '../lib/tool-error.js';
import { epochNanos, parseDateTime } from './lib/date-time.js';

export default function datetimeSort(input: Input): Output {
  const list = input.datetimes;
  if (list.length > limits.max_items) {
    throw limitExceeded('/datetimes', `${list.length} date-times exceed max_items (${limits.max_items})`);
  }
  const desc = (input.order ?? 'ascending') === 'descending';
  const items = list.map((text, index) => ({ index, datetime: text, ns: epochNanos(parseDateTime(text, `/datetimes/${index}`)) }));
  // Array.prototype.sort is stable (ES2019): equal instants keep their input order in both directions.
  items.sort((x, y) => (x.ns === y.ns ? 0 : (x.ns < y.ns) !== desc ? -1 : 1));
  let distinct = 0;
  for (let i = 0; i < items.length; i++) if (i === 0 || items[i]!.ns !== items[i - 1]!.ns) distinct++;
  return {
    sorted: items.map((it) => ({ index: it.index, datetime: it.datetime, epoch_nanoseconds: it.ns.toString() })),
    distinct_instants: distinct,
  };
}
