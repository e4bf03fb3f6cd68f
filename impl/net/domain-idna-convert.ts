import type { Input, Output } from '../../generated/tools/net/domain-idna-convert.js';
import { limits } from '../../generated/tools/net/domain-idna-convert.js';
import { limitExceeded } from '../lib/tool-error.js';
import { idnaProcess } from './lib/idna.js';

export default function domainIdnaConvert(input: Input): Output {
  const { domain } = input;
  if (domain.length > limits.max_domain_length) {
    throw limitExceeded('/domain', `domain is ${domain.length} code units; at most ${limits.max_domain_length}`);
  }
  const direction = input.direction ?? 'both';
  const toAscii = direction !== 'to_unicode';
  const r = idnaProcess(domain, {
    checkHyphens: input.check_hyphens ?? true,
    checkBidi: input.check_bidi ?? true,
    checkJoiners: input.check_joiners ?? true,
    useSTD3ASCIIRules: input.use_std3_ascii_rules ?? true,
    verifyDnsLength: toAscii && (input.verify_dns_length ?? true),
  });
  return {
    ascii: toAscii ? r.ascii : null,
    unicode: direction === 'to_ascii' ? null : r.unicode,
    valid: !r.errors,
    labels: r.labels,
    problems: r.problems,
  };
}
