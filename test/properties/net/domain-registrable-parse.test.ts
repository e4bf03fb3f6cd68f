import { expect } from 'chai';
import fc from 'fast-check';
import { ICANN_RULES, PRIVATE_RULES } from '../../../impl/net/lib/public-suffix-data.js';
import { runTool } from '../../support/direct.js';

type Parsed = {
  host: string;
  host_kind: string;
  public_suffix: string | null;
  registrable_domain: string | null;
  subdomain: string | null;
  is_public_suffix: boolean;
  rule: string | null;
  rule_section: string | null;
};

const rules = [...ICANN_RULES.split(/\s+/), ...PRIVATE_RULES.split(/\s+/)].filter((r) => r !== '');
const labelArb = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,6}[a-z0-9])?$/).filter((l) => !/^[0-9]+$/.test(l) && l.slice(2, 4) !== '--');
const hostArb = fc
  .tuple(fc.array(labelArb, { maxLength: 3 }), fc.constantFrom(...rules), labelArb)
  .map(([left, rule, fill]) => [...left, rule.startsWith('!') ? rule.slice(1) : rule.replace(/^\*/, fill)].join('.'));

describe('domain-registrable-parse properties', () => {
  it('subdomain, registrable domain and suffix put back together give the host', async () => {
    await fc.assert(
      fc.asyncProperty(hostArb, fc.boolean(), async (host, includePrivate) => {
        const out = (await runTool('domain-registrable-parse', { host, include_private: includePrivate })) as Parsed;
        expect(out.host).to.equal(host);
        expect(out.host === out.public_suffix || out.host.endsWith(`.${out.public_suffix}`)).to.equal(true);
        if (out.registrable_domain === null) {
          expect(out.is_public_suffix).to.equal(true);
          expect(out.host).to.equal(out.public_suffix);
        } else {
          expect(out.registrable_domain.endsWith(`.${out.public_suffix}`)).to.equal(true);
          expect(out.registrable_domain.split('.').length).to.equal(out.public_suffix!.split('.').length + 1);
          expect(out.subdomain === '' ? out.registrable_domain : `${out.subdomain}.${out.registrable_domain}`).to.equal(host);
        }
      }),
      { numRuns: 300 },
    );
  });
  it('the registrable domain is its own registrable domain, and its suffix the same', async () => {
    await fc.assert(
      fc.asyncProperty(hostArb, async (host) => {
        const out = (await runTool('domain-registrable-parse', { host })) as Parsed;
        if (out.registrable_domain === null) return;
        const again = (await runTool('domain-registrable-parse', { host: out.registrable_domain })) as Parsed;
        expect([again.registrable_domain, again.public_suffix, again.subdomain]).to.deep.equal([out.registrable_domain, out.public_suffix, '']);
      }),
      { numRuns: 200 },
    );
  });
  it('without PRIVATE rules the rule is never private, and the suffix is never longer', async () => {
    await fc.assert(
      fc.asyncProperty(hostArb, async (host) => {
        const all = (await runTool('domain-registrable-parse', { host })) as Parsed;
        const icann = (await runTool('domain-registrable-parse', { host, include_private: false })) as Parsed;
        expect(icann.rule_section).to.not.equal('private');
        expect(icann.public_suffix!.split('.').length).to.be.at.most(all.public_suffix!.split('.').length);
        if (all.rule_section !== 'private') expect(icann).to.deep.equal(all);
      }),
      { numRuns: 200 },
    );
  });
  it('IPv4 and IPv6 hosts have no suffix', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.ipV4(), fc.ipV6()), async (ip) => {
        const out = (await runTool('domain-registrable-parse', { host: ip })) as Parsed;
        expect(out.host_kind).to.match(/^ipv[46]$/);
        expect([out.public_suffix, out.registrable_domain, out.subdomain, out.rule, out.rule_section]).to.deep.equal([null, null, null, null, null]);
      }),
      { numRuns: 100 },
    );
  });
});
