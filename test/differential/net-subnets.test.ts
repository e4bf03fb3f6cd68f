// Differential tests, net category, subnet and MAC tools: each tool against independent,
// well-kept implementations on seeded inputs (fast-check from the suite's fixed seed). Python's
// `ipaddress` (CPython standard library) and, for MAC addresses, Python `netaddr` run once per test
// with the whole sample (test/differential/support/programs.ts; skipped outside CI when absent).
//
// Oracles per tool:
//   ipv4-subnet-info  Python IPv4Network(strict=False): network_address, broadcast_address, netmask,
//                 hostmask, num_addresses, hosts() (first, and last for blocks of at most 4096);
//                 ipaddr.js IPv4.networkAddressFromCIDR, broadcastAddressFromCIDR,
//                 subnetMaskFromPrefixLength; ip-address Address4 startAddress/endAddress; cidr-tools
//                 parseCidr start/end. Pinned: /31 and /32 have no broadcast (RFC 3021 section 2; Python
//                 and ipaddr.js answer the last address), cases "rule 4, RFC 3021: a /31 has no broadcast
//                 ..." and "rule 5, a /32 is one host ..."; the usable count of a /31 is 2 and of a /32 is 1
//                 as Python's hosts() (3.11) lists them.
//   ipv6-prefix-info  Python IPv6Network(strict=False): network_address.exploded, broadcast_address
//                 (the last address; IPv6 has no broadcast), netmask, num_addresses; ipaddr.js
//                 IPv6.toRFC5952String for the canonical text; ip-address Address6 startAddress/
//                 endAddress. Pinned: IPv4-mapped addresses (::ffff:0:0/96) are written in the mixed form
//                 ::ffff:192.0.2.1 (RFC 5952 section 5 recommends it for this well-known prefix); Python
//                 3.11, ipaddr.js and ip-address write ::ffff:c000:201, case "rule 3, IPv4-mapped
//                 addresses are written in the mixed form".
//   ipv4-netmask-convert  ipaddr.js IPv4.subnetMaskFromPrefixLength and prefixLengthFromSubnetMask (null
//                 for a non-contiguous mask); Python IPv4Network("0.0.0.0/" + mask), which reads both a
//                 netmask and a hostmask after the slash and refuses other masks. Pinned: Python reads
//                 "0.0.0.0/0.0.0.0" as a netmask (/0) and "0.0.0.0/255.255.255.255" as a netmask (/32),
//                 guessing the kind; the tool never guesses (the kind is the input member), cases
//                 "rule 1, netmask 0.0.0.0 is /0" and "rule 1, wildcard 0.0.0.0 is /32".
//   ip-range-to-cidrs  Python summarize_address_range; cidr-tools mergeCidr of the expanded addresses for
//                 IPv4 ranges of at most 64 addresses. Pinned: IPv4-mapped blocks written in the mixed
//                 form as above, case "rule 3, IPv4-mapped IPv6 blocks ...".
import { expect } from 'chai';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { Address4, Address6 } from 'ip-address';
import { mergeCidr, parseCidr as cidrToolsParse } from 'cidr-tools';
import { runTool } from '../support/direct.js';
import { ipv4FromText, ipv4Text, ipv4Value, ipv6Text, ipv6Value } from '../properties/net/subnet-arbitraries.js';
import { pythonWith, runPythonJson } from './support/programs.js';

const RUNS = 300;
const sample = <T>(arb: fc.Arbitrary<T>, n = RUNS): T[] => fc.sample(arb, { numRuns: n, seed: 20261125 });

type SubnetInfo = {
  cidr: string; prefix_length: number; network: string; last_address: string; broadcast: string | null; netmask: string;
  wildcard: string; first_host: string; last_host: string; total_addresses: number; usable_hosts: number;
};
type PrefixInfo = {
  prefix: string; prefix_length: number; network: string; network_expanded: string; last_address: string;
  last_address_expanded: string; netmask: string; address_count: string; subnets_64: string | null;
};

const isMapped = (expanded: string): boolean => expanded.startsWith('0000:0000:0000:0000:0000:ffff:');

describe('net subnets differential', function () {
  this.timeout(60000);

  it('ipv4-subnet-info against Python ipaddress, ipaddr.js, ip-address and cidr-tools', async function () {
    const inputs = sample(fc.tuple(ipv4Value, fc.integer({ min: 0, max: 32 }))).map(([v, p]) => `${ipv4Text(v)}/${p}`);
    const outs = await Promise.all(inputs.map(async (cidr) => (await runTool('ipv4-subnet-info', { cidr, host_bits: 'zero' })) as SubnetInfo));
    for (const [i, out] of outs.entries()) {
      const cidr = inputs[i]!;
      expect(out.network, cidr).to.equal(ipaddr.IPv4.networkAddressFromCIDR(cidr).toString());
      expect(out.last_address, cidr).to.equal(ipaddr.IPv4.broadcastAddressFromCIDR(cidr).toString());
      expect(out.netmask, cidr).to.equal(ipaddr.IPv4.subnetMaskFromPrefixLength(out.prefix_length).toString());
      const a4 = new Address4(cidr);
      expect([out.network, out.last_address], cidr).to.deep.equal([a4.startAddress().correctForm(), a4.endAddress().correctForm()]);
      const ct = cidrToolsParse(cidr);
      expect([BigInt(ipv4FromText(out.network)), BigInt(ipv4FromText(out.last_address))], cidr).to.deep.equal([ct.start, ct.end]);
    }
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<unknown[][]>(
      py!,
      `import ipaddress, json, sys
out = []
for c in json.load(sys.stdin):
    n = ipaddress.IPv4Network(c, strict=False)
    hosts = n.hosts()
    first = str(next(iter(hosts)))
    last = str(list(n.hosts())[-1]) if n.num_addresses <= 4096 else None
    count = len(list(n.hosts())) if n.num_addresses <= 4096 else None
    out.append([str(n), str(n.network_address), str(n.broadcast_address), str(n.netmask), str(n.hostmask), n.num_addresses, first, last, count])
print(json.dumps(out))`,
      inputs,
    );
    for (const [i, out] of outs.entries()) {
      const [cidr, network, lastAddress, netmask, hostmask, total, first, last, count] = answers[i]!;
      expect([out.cidr, out.network, out.last_address, out.netmask, out.wildcard, out.total_addresses, out.first_host], inputs[i]).to.deep.equal([
        cidr, network, lastAddress, netmask, hostmask, total, first,
      ]);
      if (last !== null) expect([out.last_host, out.usable_hosts], inputs[i]).to.deep.equal([last, count]);
      // Pinned: Python's broadcast_address is the last address even for /31 and /32 (RFC 3021: none).
      expect(out.broadcast, inputs[i]).to.equal(out.prefix_length >= 31 ? null : lastAddress);
    }
  });

  it('ipv6-prefix-info against Python ipaddress, ipaddr.js and ip-address', async function () {
    const inputs = sample(fc.tuple(ipv6Value, fc.integer({ min: 0, max: 128 }))).map(([v, p]) => `${ipv6Text(v)}/${p}`);
    const outs = await Promise.all(inputs.map(async (prefix) => (await runTool('ipv6-prefix-info', { prefix, host_bits: 'zero' })) as PrefixInfo));
    for (const [i, out] of outs.entries()) {
      const text = inputs[i]!;
      const a6 = new Address6(text);
      expect(out.network_expanded, text).to.equal(a6.startAddress().canonicalForm());
      expect(out.last_address_expanded, text).to.equal(a6.endAddress().canonicalForm());
      if (!isMapped(out.network_expanded)) expect(out.network, text).to.equal(ipaddr.IPv6.parse(out.network_expanded).toRFC5952String());
      if (!isMapped(out.last_address_expanded)) expect(out.last_address, text).to.equal(ipaddr.IPv6.parse(out.last_address_expanded).toRFC5952String());
      expect(out.netmask, text).to.equal(ipaddr.IPv6.subnetMaskFromPrefixLength(out.prefix_length).toRFC5952String());
    }
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<string[][]>(
      py!,
      `import ipaddress, json, sys
out = []
for c in json.load(sys.stdin):
    n = ipaddress.IPv6Network(c, strict=False)
    out.append([n.network_address.exploded, n.broadcast_address.exploded, n.network_address.compressed, n.broadcast_address.compressed, n.netmask.compressed, str(n.num_addresses)])
print(json.dumps(out))`,
      inputs,
    );
    for (const [i, out] of outs.entries()) {
      const [network, last, networkText, lastText, netmask, count] = answers[i]!;
      expect([out.network_expanded, out.last_address_expanded, out.netmask, out.address_count], inputs[i]).to.deep.equal([network, last, netmask, count]);
      // Pinned: Python 3.11 writes IPv4-mapped addresses in hex (::ffff:c000:201); RFC 5952 section 5 the mixed form.
      if (!isMapped(out.network_expanded)) expect(out.network, inputs[i]).to.equal(networkText);
      if (!isMapped(out.last_address_expanded)) expect(out.last_address, inputs[i]).to.equal(lastText);
    }
  });

  it('ipv4-netmask-convert against ipaddr.js and Python ipaddress', async function () {
    const maskish = fc
      .tuple(fc.integer({ min: 0, max: 32 }), fc.boolean(), fc.option(fc.integer({ min: 0, max: 31 }), { freq: 2 }))
      .map(([p, wildcard, flip]) => {
        const mask = p === 0 ? 0 : (0xffffffff << (32 - p)) >>> 0;
        const v = wildcard ? ~mask >>> 0 : mask;
        return ipv4Text(flip === null ? v : (v ^ (1 << flip)) >>> 0);
      });
    const inputs = sample(maskish);
    const netmasks = await Promise.all(inputs.map(async (netmask) => {
      try {
        return ((await runTool('ipv4-netmask-convert', { netmask })) as { prefix_length: number; wildcard: string }).prefix_length;
      } catch {
        return null;
      }
    }));
    const wildcards = await Promise.all(inputs.map(async (wildcard) => {
      try {
        return ((await runTool('ipv4-netmask-convert', { wildcard })) as { prefix_length: number }).prefix_length;
      } catch {
        return null;
      }
    }));
    for (const [i, mask] of inputs.entries()) {
      expect(netmasks[i], mask).to.equal(ipaddr.IPv4.parse(mask).prefixLengthFromSubnetMask());
      const inverted = ipv4Text(~ipv4FromText(mask) >>> 0);
      expect(wildcards[i], mask).to.equal(ipaddr.IPv4.parse(inverted).prefixLengthFromSubnetMask());
    }
    for (let p = 0; p <= 32; p++) {
      const out = (await runTool('ipv4-netmask-convert', { prefix_length: p })) as { netmask: string };
      expect(out.netmask).to.equal(ipaddr.IPv4.subnetMaskFromPrefixLength(p).toString());
    }
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<(number | null)[]>(
      py!,
      `import ipaddress, json, sys
out = []
for m in json.load(sys.stdin):
    try:
        out.append(ipaddress.IPv4Network('0.0.0.0/' + m).prefixlen)
    except ValueError:
        out.append(None)
print(json.dumps(out))`,
      inputs,
    );
    for (const [i, mask] of inputs.entries()) {
      // Python reads a mask after "/" as a netmask first, then as a hostmask; 0.0.0.0 and
      // 255.255.255.255 read as netmasks (pinned: the tool takes the kind as input).
      expect(answers[i], mask).to.equal(netmasks[i] ?? wildcards[i]);
    }
  });

  it('ip-range-to-cidrs against Python summarize_address_range and cidr-tools', async function () {
    const v4 = sample(fc.tuple(ipv4Value, fc.integer({ min: 0, max: 0xffffffff }))).map(([a, b]) => [Math.min(a, b), Math.max(a, b)]);
    const near = sample(fc.tuple(ipv4Value, fc.integer({ min: 0, max: 63 })), 100).map(([a, n]) => [Math.min(a, 0xffffffff - n), Math.min(a, 0xffffffff - n) + n]);
    const v6 = sample(fc.tuple(ipv6Value, ipv6Value)).map(([a, b]) => (a <= b ? [a, b] : [b, a]));
    const inputs = [
      ...[...v4, ...near].map(([a, b]) => [ipv4Text(a!), ipv4Text(b!)]),
      ...v6.map(([a, b]) => [ipv6Text(a!), ipv6Text(b!)]),
    ] as [string, string][];
    const outs = await Promise.all(inputs.map(async ([first, last]) => ((await runTool('ip-range-to-cidrs', { first, last })) as { cidrs: string[] }).cidrs));
    for (const [j, [a, b]] of near.entries()) {
      const texts: string[] = [];
      for (let x = a!; x <= b!; x++) texts.push(ipv4Text(x));
      const merged = mergeCidr(texts).map((c) => (c.includes('/') ? c : `${c}/32`));
      expect(outs[v4.length + j], `${ipv4Text(a!)} - ${ipv4Text(b!)}`).to.deep.equal(merged);
    }
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<string[][]>(
      py!,
      `import ipaddress, json, sys
print(json.dumps([[str(n) for n in ipaddress.summarize_address_range(ipaddress.ip_address(a), ipaddress.ip_address(b))] for a, b in json.load(sys.stdin)]))`,
      inputs,
    );
    for (const [i, out] of outs.entries()) {
      // Pinned: IPv4-mapped networks in the mixed form (RFC 5952 section 5); Python writes hex.
      const expected = answers[i]!.map((c) => {
        const [addr, p] = c.split('/') as [string, string];
        const a6 = addr.includes(':') ? new Address6(addr) : null;
        return a6 && a6.canonicalForm().startsWith('0000:0000:0000:0000:0000:ffff:') ? `::ffff:${a6.to4().correctForm()}/${p}` : c;
      });
      expect(out, inputs[i]!.join(' - ')).to.deep.equal(expected);
    }
  });
});
