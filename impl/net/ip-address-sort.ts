import type { Input, Output } from '../../generated/tools/net/ip-address-sort.js';
import { limits } from '../../generated/tools/net/ip-address-sort.js';
import { limitExceeded } from '../lib/tool-error.js';
import { compareIp, formatIp, parseIp, type Ip } from './lib/ip-address.js';

interface Entry {
  index: number;
  ip: Ip;
  zone: string | null;
}

export default function ipAddressSort(input: Input): Output {
  const { addresses } = input;
  if (addresses.length > limits.max_addresses) {
    throw limitExceeded('/addresses', `${addresses.length} addresses exceed the limit of ${limits.max_addresses}.`);
  }
  const zone = input.zone === 'allow' ? 'allow' : 'reject';
  const entries: Entry[] = addresses.map((text, index) => ({ index, ...parseIp(text, `/addresses/${index}`, { zone }) }));
  let kept = entries;
  if (input.duplicates === 'remove') {
    // Taken in input order, so the first occurrence stays; sorting the survivors stably gives the same
    // order as dropping them from the sorted list.
    const seen = new Set<string>();
    kept = entries.filter((e) => {
      const key = `${e.ip.version}/${e.ip.value.toString(16)}${e.zone === null ? '' : `%${e.zone}`}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  const sign = input.order === 'descending' ? -1 : 1;
  kept.sort((a, b) => sign * compareIp(a.ip, b.ip));
  const original = input.output === 'original';
  return {
    addresses: kept.map((e) => (original ? addresses[e.index]! : `${formatIp(e.ip)}${e.zone === null ? '' : `%${e.zone}`}`)),
    indices: kept.map((e) => e.index),
    removed: entries.length - kept.length,
  };
}
