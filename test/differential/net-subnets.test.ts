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
//   ipv6-embedded-ipv4  Python IPv6Address.ipv4_mapped, sixtofour and teredo (server, client) on random
//                 addresses and addresses inside ::ffff:0:0/96, 2002::/16 and 2001::/32; ip-address
//                 Address6.fromAddress4Nat64 and toAddress4Nat64 under random RFC 6052 prefixes (the
//                 well-known one included), inspect6to4, and inspectTeredo (server, client, port, cone
//                 bit). Pinned: an address inside a network-specific prefix whose u octet (bits 64-71) is
//                 not zero is refused (RFC 6052 section 2.2: those bits MUST be zero; ip-address reads
//                 the IPv4 bits regardless), case "rule 3, an address in nat64_prefix with a non-zero u
//                 octet is invalid"; Python's ipv4_mapped and ip-address write the mapped address in hex
//                 (see ipv6-prefix-info).
//   mac-address-normalize  Python netaddr (Debian python3-netaddr 0.8.0) EUI on the address written in
//                 colon (one-digit groups where a leading zero allows), hyphen, Cisco dotted and bare
//                 forms in random letter case: the same value and bit length, and the same text as
//                 netaddr's dialects mac_unix_expanded, mac_eui48, mac_cisco, mac_bare (eui64_* for
//                 64 bits). Pinned: netaddr also reads a Cisco group of fewer than four digits
//                 ("01a.2b3c.4d5e") and the two-group form "001a2b-3c4d5e"; the tool refuses both (no
//                 device prints them, and a short dotted group is more likely a typo), cases "rule 1, a
//                 dotted group of three digits is invalid" and "rule 1, the two-group form ...".
//   ipv6-interface-id-from-mac  netaddr EUI.modified_eui64(), ipv6_link_local() and ipv6(prefix) for
//                 48- and 64-bit addresses. No disagreement found.
import { expect } from 'chai';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { Address4, Address6 } from 'ip-address';
import { mergeCidr, parseCidr as cidrToolsParse } from 'cidr-tools';
import { outcome, runTool } from '../support/direct.js';
import { ipv4FromText, ipv4Text, ipv4Value, ipv6Text, ipv6Value, macBytes } from '../properties/net/subnet-arbitraries.js';
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
    const outs = await Promise.all(inputs.map(async (cidr) => (await runTool('ipv4-subnet-info', { cidr, normalize: true })) as SubnetInfo));
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
    const outs = await Promise.all(inputs.map(async (prefix) => (await runTool('ipv6-prefix-info', { prefix, normalize: true })) as PrefixInfo));
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
    // The prefix length, or null when refused as invalid_input (any other failure fails the test).
    const prefixOf = async (input: { netmask: string } | { wildcard: string }): Promise<number | null> => {
      const r = await outcome('ipv4-netmask-convert', input);
      if (r.ok) return r.value.prefix_length as number;
      expect(r.code, JSON.stringify(input)).to.equal('invalid_input');
      return null;
    };
    const netmasks = await Promise.all(inputs.map((netmask) => prefixOf({ netmask })));
    const wildcards = await Promise.all(inputs.map((wildcard) => prefixOf({ wildcard })));
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

  it('ipv6-embedded-ipv4 against Python ipaddress and ip-address', async function () {
    type Embedded = { address: string; kind: string; ipv4: string | null; teredo: { server: string; client_port: number; flags: number; cone_nat: boolean } | null };
    // Random addresses inside ::/96, ::ffff:0:0/96, 2002::/16, 2001::/32 and 64:ff9b::/96.
    const prefixes6: [bigint, number][] = [[0n, 96], [0xffffn << 32n, 96], [0x2002n << 112n, 16], [0x20010000n << 96n, 32], [0x0064ff9bn << 96n, 96]];
    const shaped = fc.tuple(fc.constantFrom(...prefixes6), ipv6Value).map(([[prefix, length], v]) => prefix | (v & ((1n << BigInt(128 - length)) - 1n)));
    const addresses = [...sample(ipv6Value, 100), ...sample(shaped)].map(ipv6Text);
    const outs = await Promise.all(addresses.map(async (address) => (await runTool('ipv6-embedded-ipv4', { address })) as Embedded));
    for (const [i, out] of outs.entries()) {
      const a6 = new Address6(addresses[i]!);
      if (out.kind === 'nat64') expect(out.ipv4, addresses[i]).to.equal(a6.toAddress4Nat64()!.correctForm());
      if (out.kind === '6to4') expect(out.ipv4, addresses[i]).to.equal(a6.inspect6to4().gateway);
      if (out.kind === 'teredo') {
        const t = a6.inspectTeredo();
        expect([out.ipv4, out.teredo!.server, String(out.teredo!.client_port), out.teredo!.cone_nat, out.teredo!.flags.toString(2).padStart(16, '0')], addresses[i]).to.deep.equal([
          t.client4, t.server4, t.udpPort, t.coneNat, t.flags,
        ]);
      }
      expect(out.kind === 'nat64', addresses[i]).to.equal(a6.toAddress4Nat64() !== null);
    }
    const prefixes = sample(fc.tuple(ipv6Value, fc.constantFrom(32, 40, 48, 56, 64, 96), ipv4Value), 200).map(([v, l, ipv4]) => {
      const network = ((v >> BigInt(128 - l)) << BigInt(128 - l)) & ~(0xffn << 56n);
      return { prefix: `${ipv6Text(network)}/${l}`, ipv4: ipv4Text(ipv4) };
    });
    for (const { prefix, ipv4 } of prefixes) {
      const built = (await runTool('ipv6-embedded-ipv4', { ipv4, kind: 'nat64', nat64_prefix: prefix })) as Embedded;
      const expected = Address6.fromAddress4Nat64(ipv4, prefix);
      expect(new Address6(built.address).canonicalForm(), `${ipv4} in ${prefix}`).to.equal(expected.canonicalForm());
      expect(new Address6(built.address).toAddress4Nat64(prefix)!.correctForm()).to.equal(ipv4);
    }
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<(string | string[] | null)[][]>(
      py!,
      `import ipaddress, json, sys
out = []
for a in json.load(sys.stdin):
    x = ipaddress.IPv6Address(a)
    t = x.teredo
    out.append([str(x.ipv4_mapped) if x.ipv4_mapped else None, str(x.sixtofour) if x.sixtofour else None, [str(t[0]), str(t[1])] if t else None])
print(json.dumps(out))`,
      addresses,
    );
    for (const [i, out] of outs.entries()) {
      const [mapped, sixtofour, teredo] = answers[i]!;
      expect(out.kind === 'ipv4-mapped' ? out.ipv4 : null, addresses[i]).to.equal(mapped);
      expect(out.kind === '6to4' ? out.ipv4 : null, addresses[i]).to.equal(sixtofour);
      expect(out.kind === 'teredo' ? [out.teredo!.server, out.ipv4] : null, addresses[i]).to.deep.equal(teredo);
    }
  });

  it('mac-address-normalize and ipv6-interface-id-from-mac against Python netaddr', async function () {
    type Normalized = { mac: string; bits: number };
    type Derived = { modified_eui64: string; link_local: string; address: string | null };
    const written = fc.tuple(fc.oneof(macBytes(6), macBytes(8)), fc.constantFrom('colon', 'hyphen', 'dot', 'bare'), fc.boolean(), fc.boolean()).map(([bytes, form, upper, short]) => {
      const pairs = bytes.map((b) => b.toString(16).padStart(2, '0'));
      let text: string;
      if (form === 'colon') text = pairs.map((p) => (short && p[0] === '0' ? p.slice(1) : p)).join(':');
      else if (form === 'hyphen') text = pairs.join('-');
      else if (form === 'bare') text = pairs.join('');
      else text = pairs.reduce<string[]>((q, p, i) => (i % 2 ? [...q.slice(0, -1), q[q.length - 1]! + p] : [...q, p]), []).join('.');
      return { bytes, text: upper ? text.toUpperCase() : text };
    });
    const inputs = sample(written);
    const prefixes = sample(ipv6Value).map((v) => (v >> 64n) << 64n);
    const normalized = await Promise.all(inputs.map(async ({ text }) => Promise.all(
      (['colon', 'hyphen', 'dot', 'bare'] as const).map(async (format) => (await runTool('mac-address-normalize', { mac: text, format })) as Normalized),
    )));
    const derived = await Promise.all(inputs.map(async ({ text }, i) => (await runTool('ipv6-interface-id-from-mac', { mac: text, prefix: `${ipv6Text(prefixes[i]!)}/64` })) as Derived));
    const py = pythonWith('netaddr');
    if (!py) this.skip();
    const answers = runPythonJson<[number, string[], string, string, string][]>(
      py!,
      `import json, sys
from netaddr import EUI, mac_unix_expanded, mac_eui48, mac_cisco, mac_bare, eui64_unix_expanded, eui64_base, eui64_cisco, eui64_bare
out = []
for text, prefix in json.load(sys.stdin):
    e = EUI(text)
    if e.version == 48:
        forms = [str(EUI(int(e), version=48, dialect=d)) for d in (mac_unix_expanded, mac_eui48, mac_cisco, mac_bare)]
    else:
        forms = [str(EUI(int(e), version=64, dialect=d)) for d in (eui64_unix_expanded, eui64_base, eui64_cisco, eui64_bare)]
    m = e.modified_eui64()
    out.append([e.version, forms, str(EUI(int(m), version=64, dialect=eui64_unix_expanded)), str(e.ipv6_link_local()), str(e.ipv6(int(prefix)))])
print(json.dumps(out))`,
      inputs.map(({ text }, i) => [text, String(prefixes[i])]),
    );
    for (const [i, [bits, forms, modified, linkLocal, address]] of answers.entries()) {
      const text = inputs[i]!.text;
      expect(normalized[i]!.map((n) => n.mac.toLowerCase()), text).to.deep.equal(forms.map((f) => f.toLowerCase()));
      expect(normalized[i]![0]!.bits, text).to.equal(bits);
      expect([derived[i]!.modified_eui64, derived[i]!.link_local, derived[i]!.address], text).to.deep.equal([modified.toLowerCase(), linkLocal, address]);
    }
  });
});
