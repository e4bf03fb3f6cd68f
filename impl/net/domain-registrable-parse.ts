import { basicURLParse, serializeHost } from 'whatwg-url';
import { toUnicode } from 'tr46';
import type { Input, Output } from '../../generated/tools/net/domain-registrable-parse.js';
import { limits } from '../../generated/tools/net/domain-registrable-parse.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { PUBLIC_SUFFIX_LIST_COMMIT, PUBLIC_SUFFIX_LIST_DATE, siteParts } from './lib/public-suffix.js';

const unicode = (ascii: string): string => toUnicode(ascii).domain;

function refuses(c: number): boolean {
  // C0 controls, space, DEL, and the characters that end or change a host inside a URL.
  return c <= 0x20 || c === 0x7f || c === 0x2f || c === 0x5c || c === 0x3f || c === 0x23 || c === 0x40 || c === 0x25;
}

export default function domainRegistrableParse(input: Input): Output {
  const host = input.host;
  if (host.length > limits.max_host_length) throw limitExceeded('/host', `the host is longer than ${limits.max_host_length} code units`);
  const includePrivate = input.include_private ?? true;
  for (let i = 0; i < host.length; i++) {
    if (refuses(host.charCodeAt(i))) throw invalidInput('/host', `character at offset ${i} cannot appear in a host (spaces, controls, / \\ ? # @ %)`);
  }
  const bracketed = host.startsWith('[');
  if (!bracketed && host.includes(']')) throw invalidInput('/host', 'a "]" without an opening "["');
  const text = bracketed || !host.includes(':') ? host : `[${host}]`;
  const record = basicURLParse(`http://${text}/`);
  if (record === null || record.host === null) throw invalidInput('/host', 'not a host by the WHATWG host parser (invalid IPv4 or IPv6 address, or a UTS #46 error)');
  const base = {
    list_date: PUBLIC_SUFFIX_LIST_DATE,
    list_commit: PUBLIC_SUFFIX_LIST_COMMIT,
  };
  if (typeof record.host !== 'string') {
    const serialized = serializeHost(record.host);
    return {
      host: serialized,
      host_unicode: serialized,
      host_kind: typeof record.host === 'number' ? 'ipv4' : 'ipv6',
      fully_qualified: false,
      public_suffix: null,
      public_suffix_unicode: null,
      registrable_domain: null,
      registrable_domain_unicode: null,
      subdomain: null,
      subdomain_unicode: null,
      is_public_suffix: false,
      rule: null,
      rule_section: null,
      ...base,
    };
  }
  let ascii = record.host;
  const fullyQualified = ascii.endsWith('.') && ascii.length > 1;
  if (fullyQualified) ascii = ascii.slice(0, -1);
  if (ascii.length > 253) throw invalidInput('/host', `the ASCII form has ${ascii.length} characters, more than DNS's 253`);
  const labels = ascii.split('.');
  for (const label of labels) {
    if (label === '') throw invalidInput('/host', 'the host has an empty label (a leading dot, two dots together, or more than one trailing dot)');
    if (label.length > 63) throw invalidInput('/host', `a label of the ASCII form has ${label.length} characters, more than DNS's 63`);
  }
  const parts = siteParts(ascii, includePrivate);
  return {
    host: ascii,
    host_unicode: unicode(ascii),
    host_kind: 'domain',
    fully_qualified: fullyQualified,
    public_suffix: parts.publicSuffix,
    public_suffix_unicode: unicode(parts.publicSuffix),
    registrable_domain: parts.registrableDomain,
    registrable_domain_unicode: parts.registrableDomain === null ? null : unicode(parts.registrableDomain),
    subdomain: parts.subdomain,
    subdomain_unicode: parts.subdomain === null ? null : unicode(parts.subdomain),
    is_public_suffix: parts.registrableDomain === null,
    rule: parts.match.rule,
    rule_section: parts.match.section,
    ...base,
  };
}
