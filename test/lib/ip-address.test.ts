// impl/net/lib/ip-address.ts: the strict text forms, RFC 5952 output and the minimal range cover,
// held against RFC 5952's own examples, ipaddr.js (an independent RFC 5952 writer) and a brute-force
// cover check.
import { expect } from 'chai';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { cidrLast, formatIp, formatIpv6Expanded, formatIpv6Hex, parseCidr, parseIp, rangeToCidrs } from '../../impl/net/lib/ip-address.js';

const v6 = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n });
// Values with long zero runs, so "::" placement and ties get exercised.
const sparseV6 = fc.array(fc.constantFrom(0, 0, 0, 1, 0xffff, 0xdb8), { minLength: 8, maxLength: 8 }).map((gs) => gs.reduce((acc, g) => (acc << 16n) | BigInt(g), 0n));

describe('ip-address lib', () => {
  it('RFC 5952 §4 examples', () => {
    const canonical = (t: string) => formatIp(parseIp(t, '').ip);
    expect(canonical('2001:db8:0:0:1:0:0:1')).to.equal('2001:db8::1:0:0:1'); // §4.2.3: first of equal runs
    expect(canonical('2001:0db8::0001')).to.equal('2001:db8::1'); // §4.1 leading zeros
    expect(canonical('2001:db8:0:1:1:1:1:1')).to.equal('2001:db8:0:1:1:1:1:1'); // §4.2.2 one group not shortened
    expect(canonical('2001:0:0:1:0:0:0:1')).to.equal('2001:0:0:1::1'); // §4.2.3 the longest run
    expect(canonical('2001:DB8::AB')).to.equal('2001:db8::ab'); // §4.3 lowercase
    expect(canonical('0:0:0:0:0:ffff:c000:0201')).to.equal('::ffff:192.0.2.1'); // §5 IPv4-mapped
  });

  it('rejects shorthand, leading zeros and malformed groups with a reason', () => {
    for (const bad of ['127.1', '010.0.0.1', '1.2.3.256', '1::2::3', '1:2:3:4:5:6:7:8:9', '12345::', '::1.2.3', 'fe80::1%eth0', '', ' ::1']) {
      expect(() => parseIp(bad, '/x'), bad).to.throw(/is not a valid IP address: /);
    }
    expect(parseIp('fe80::1%eth0', '', { zone: 'allow' }).zone).to.equal('eth0');
  });

  it('text round-trips and agrees with ipaddr.js toRFC5952String outside the mixed IPv4-mapped form', () => {
    fc.assert(
      fc.property(fc.oneof(v6, sparseV6), (value) => {
        const hex = formatIpv6Hex(value);
        expect(parseIp(hex, '').ip.value).to.equal(value);
        expect(parseIp(formatIpv6Expanded(value), '').ip.value).to.equal(value);
        expect(parseIp(formatIp({ version: 6, value }), '').ip.value).to.equal(value);
        expect(hex).to.equal(ipaddr.IPv6.parse(formatIpv6Expanded(value)).toRFC5952String());
      }),
      { numRuns: 500, seed: 5952 },
    );
  });

  it('rangeToCidrs covers exactly [first, last] with aligned blocks, and no two can merge', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 4095n }), fc.bigInt({ min: 0n, max: 4095n }), (a, b) => {
        const [first, last] = a <= b ? [a, b] : [b, a];
        const blocks = rangeToCidrs(4, first, last);
        let next = first;
        for (const block of blocks) {
          expect(block.network).to.equal(next);
          const size = cidrLast(block) - block.network + 1n;
          expect(block.network % size).to.equal(0n);
          next = cidrLast(block) + 1n;
        }
        expect(next).to.equal(last + 1n);
        // Minimal: two neighbouring blocks of one size that are aligned siblings would join.
        for (let i = 1; i < blocks.length; i++) {
          const [x, y] = [blocks[i - 1]!, blocks[i]!];
          const siblings = x.prefix === y.prefix && (x.network >> BigInt(33 - x.prefix)) === (y.network >> BigInt(33 - y.prefix));
          expect(siblings).to.equal(false);
        }
      }),
      { numRuns: 500, seed: 4632 },
    );
    expect(rangeToCidrs(6, 0n, (1n << 128n) - 1n)).to.deep.equal([{ version: 6, network: 0n, prefix: 0 }]);
  });

  it('parseCidr rejects or clears host bits, and leading-zero prefixes', () => {
    expect(() => parseCidr('10.0.0.1/8', '/c', { hostBits: 'reject' })).to.throw(/the network is 10\.0\.0\.0\/8/);
    expect(parseCidr('10.0.0.1/8', '/c', { hostBits: 'zero' }).network).to.equal(10n << 24n);
    expect(() => parseCidr('10.0.0.0/08', '/c', { hostBits: 'zero' })).to.throw(/prefix length/);
    expect(() => parseCidr('::/129', '/c', { hostBits: 'zero' })).to.throw(/0-128/);
    expect(() => parseCidr('10.0.0.0', '/c', { hostBits: 'zero' })).to.throw(/no "\/prefix"/);
    expect(parseCidr('10.0.0.0', '/c', { hostBits: 'zero', bare: 'host' }).prefix).to.equal(32);
  });
});
