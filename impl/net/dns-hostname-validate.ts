import type { Input, Output } from '../../generated/tools/net/dns-hostname-validate.js';
import { limits } from '../../generated/tools/net/dns-hostname-validate.js';
import { limitExceeded } from '../lib/tool-error.js';
import { utf8Length } from '../lib/utf8.js';

type Problem = Output['problems'][number];

const MAX_LABEL_OCTETS = 63;
const MAX_NAME_OCTETS = 253;

function isLetterDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

export default function dnsHostnameValidate(input: Input): Output {
  const { hostname } = input;
  if (hostname.length > limits.max_hostname_length) {
    throw limitExceeded('/hostname', `hostname is ${hostname.length} code units; at most ${limits.max_hostname_length}`);
  }
  const underscore = input.underscore ?? 'none';
  const problems: Problem[] = [];
  const fqdn = hostname.length > 1 && hostname.endsWith('.');
  const body = fqdn ? hostname.slice(0, -1) : hostname;
  if (body.length === 0 || hostname === '.') {
    problems.push({ label_index: null, position: 0, code: 'empty_name', message: hostname === '.' ? 'the root "." alone is not a host name' : 'the host name is empty' });
    return { valid: false, fqdn: false, labels: [], problems };
  }
  const octets = utf8Length(body);
  if (octets > MAX_NAME_OCTETS) {
    problems.push({ label_index: null, position: 0, code: 'name_too_long', message: `the name is ${octets} octets without the final dot; at most ${MAX_NAME_OCTETS} (255 on the wire)` });
  }
  const labels = body.split('.');
  let start = 0;
  let underscoredRun = true; // leading_labels: still within the leftmost run of underscored labels
  labels.forEach((label, index) => {
    const at = (offset: number) => start + offset;
    if (label.length === 0) {
      problems.push({ label_index: index, position: start, code: 'empty_label', message: `label ${index} is empty (two dots in a row, or a leading dot)` });
    } else {
      const len = utf8Length(label);
      if (len > MAX_LABEL_OCTETS) {
        problems.push({ label_index: index, position: start, code: 'label_too_long', message: `label ${index} is ${len} octets; at most ${MAX_LABEL_OCTETS}` });
      }
      if (label.charCodeAt(0) === 45) {
        problems.push({ label_index: index, position: start, code: 'leading_hyphen', message: `label ${index} starts with a hyphen` });
      }
      const startsUnderscore = label.charCodeAt(0) === 95;
      if (!startsUnderscore) underscoredRun = false;
      let badChar = -1;
      let badUnderscore = -1;
      for (let i = 0; i < label.length; i++) {
        const c = label.charCodeAt(i);
        if (isLetterDigit(c) || c === 45) continue;
        if (c === 95) {
          const ok = underscore === 'anywhere' || (underscore === 'leading_labels' && i === 0 && underscoredRun);
          if (!ok && badUnderscore === -1) badUnderscore = i;
          continue;
        }
        if (badChar === -1) badChar = i;
      }
      const found: Problem[] = [];
      if (badUnderscore !== -1) {
        const why = underscore === 'none' ? 'underscore is "none"' : underscore === 'leading_labels' ? 'underscore "leading_labels" allows it only as the first character of the leftmost labels' : '';
        found.push({ label_index: index, position: at(badUnderscore), code: 'underscore_not_allowed', message: `label ${index} has "_" at offset ${badUnderscore}; ${why}` });
      }
      if (badChar !== -1) {
        const cp = label.codePointAt(badChar)!;
        const shown = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
        const hint = cp > 0x7f ? ' (a non-ASCII name needs its A-label form: see domain-idna-convert)' : '';
        found.push({ label_index: index, position: at(badChar), code: 'invalid_character', message: `label ${index} has ${shown} at offset ${badChar}; only letters, digits and hyphen are allowed${hint}` });
      }
      found.sort((a, b) => a.position - b.position);
      problems.push(...found);
      if (label.length > 1 && label.charCodeAt(label.length - 1) === 45) {
        problems.push({ label_index: index, position: at(label.length - 1), code: 'trailing_hyphen', message: `label ${index} ends with a hyphen` });
      }
      if (index === labels.length - 1 && /^[0-9]+$/.test(label)) {
        problems.push({ label_index: index, position: start, code: 'numeric_top_label', message: `the top label "${label}" is all digits (RFC 3696 section 2); a dotted IPv4 address is not a host name` });
      }
    }
    start += label.length + 1;
  });
  return { valid: problems.length === 0, fqdn, labels, problems };
}
