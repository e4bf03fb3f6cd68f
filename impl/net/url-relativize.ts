import type { Input, Output } from '../../generated/tools/net/url-relativize.js';
import { limits } from '../../generated/tools/net/url-relativize.js';
import { limitExceeded } from '../lib/tool-error.js';
import { parseUrlAt, pathText, serializeUrl, tryParseUrl, type UrlRecord } from './lib/whatwg-url.js';

type Form = Output['form'];

/** "?query#fragment" of a record, each part only when present. */
function suffix(t: UrlRecord): string {
  return (t.query === null ? '' : `?${t.query}`) + (t.fragment === null ? '' : `#${t.fragment}`);
}

/** The path-relative reference from the base's directory to the target's path (both list paths; the target's not empty; an empty base path, as of foo://h, is an empty directory). */
function relativePath(base: string[], target: string[]): string {
  const dir = Math.max(base.length - 1, 0);
  const targetDir = target.length - 1;
  let common = 0;
  while (common < dir && common < targetDir && base[common] === target[common]) common++;
  const ups = dir - common;
  const rest = target.slice(common);
  if (rest.length === 1 && rest[0] === '') return ups === 0 ? '.' : `${'../'.repeat(ups - 1)}..`;
  const text = '../'.repeat(ups) + rest.join('/');
  // A leading empty segment would read as "/" (or "//"), a leading "x:" as a scheme.
  if (ups === 0 && (rest[0] === '' || rest[0]!.includes(':'))) return `./${text}`;
  return text;
}

export default function urlRelativize(input: Input): Output {
  if (input.base.length > limits.max_url_length) throw limitExceeded('/base', `the base URL is longer than ${limits.max_url_length} UTF-16 code units`);
  if (input.target.length > limits.max_url_length) throw limitExceeded('/target', `the target URL is longer than ${limits.max_url_length} UTF-16 code units`);
  const base = parseUrlAt(input.base, '/base');
  const target = parseUrlAt(input.target, '/target', base);
  const href = serializeUrl(target);

  const candidates: [string, Form][] = [];
  if (target.fragment === null) candidates.push(['', 'empty']);
  else candidates.push([`#${target.fragment}`, 'fragment']);
  if (target.query !== null) candidates.push([suffix(target), 'query']);
  if (typeof base.path !== 'string' && typeof target.path !== 'string' && target.path.length > 0) {
    candidates.push([relativePath(base.path, target.path) + suffix(target), 'relative-path']);
    const path = pathText(target);
    candidates.push([(path.startsWith('//') ? `/.${path}` : path) + suffix(target), 'absolute-path']);
  }
  if (input.network_path === true && target.host !== null) candidates.push([href.slice(target.scheme.length + 1), 'network-path']);

  // The shortest candidate that resolves back to the target exactly; ties go to the earlier form.
  let best: [string, Form] = [href, 'absolute'];
  for (const candidate of candidates) {
    if (candidate[0].length >= best[0].length) continue;
    const back = tryParseUrl(candidate[0], base);
    if (back !== null && serializeUrl(back) === href) best = candidate;
  }
  return { reference: best[0], form: best[1] };
}
