import type { Input, Output } from '../../generated/tools/net/url-query-modify.js';
import { limits } from '../../generated/tools/net/url-query-modify.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { formParse, formSerializePair } from './lib/percent-encoding.js';
import { tryParseUrl } from './lib/whatwg-url.js';

type Piece = { raw: string; name: string | null; value: string };

export default function urlQueryModify(input: Input): Output {
  const { url, operations } = input;
  if (url.length > limits.max_url_length) throw limitExceeded('/url', `url is longer than ${limits.max_url_length} code units`);
  if (operations.length > limits.max_edits) throw limitExceeded('/operations', `${operations.length} operations, more than ${limits.max_edits}`);
  let editLength = 0;
  for (const o of operations) editLength += o.name.length + (o.value?.length ?? 0);
  if (editLength > limits.max_edit_length) throw limitExceeded('/operations', `names and values hold ${editLength} code units, more than ${limits.max_edit_length}`);
  for (let i = 0; i < url.length; i++) {
    const c = url.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) throw invalidInput('/url', `url holds a tab or newline at offset ${i}`);
  }
  if (url.charCodeAt(0) <= 0x20 || url.charCodeAt(url.length - 1) <= 0x20) throw invalidInput('/url', 'url starts or ends with a space or control character');
  if (tryParseUrl(url) === null) throw invalidInput('/url', 'url is not an absolute URL the WHATWG URL parser accepts');

  const hash = url.indexOf('#');
  const end = hash < 0 ? url.length : hash;
  const q = url.indexOf('?');
  const hasQuery = q >= 0 && q < end;
  const before = hasQuery ? url.slice(0, q) : url.slice(0, end);
  const after = url.slice(end);
  const pieces: Piece[] = [];
  if (hasQuery) {
    for (const raw of url.slice(q + 1, end).split('&')) {
      if (raw === '') pieces.push({ raw, name: null, value: '' });
      else {
        const p = formParse(raw)[0]!;
        pieces.push({ raw, name: p.name, value: p.value });
      }
    }
  }
  let list = pieces;
  for (const o of operations) {
    if (o.op === 'append') list.push({ raw: formSerializePair(o.name, o.value), name: o.name, value: o.value });
    else if (o.op === 'delete') list = list.filter((p) => p.name !== o.name || (o.value !== undefined && p.value !== o.value));
    else {
      const first = list.findIndex((p) => p.name === o.name);
      const fresh: Piece = { raw: formSerializePair(o.name, o.value), name: o.name, value: o.value };
      if (first < 0) list.push(fresh);
      else list = list.filter((p, i) => i <= first || p.name !== o.name).map((p, i) => (i === first ? fresh : p));
    }
  }
  if (!list.some((p) => p.name !== null)) return { url: before + after, query: null };
  const query = list.map((p) => p.raw).join('&');
  return { url: `${before}?${query}${after}`, query };
}
