// Differential tests, net category, single addresses: the ip-address-* tools against CPython's
// `ipaddress` (standard library; one python3 run per test with every sampled input, skipped when
// absent outside CI), `ipaddr.js` (parse, range, toNormalizedString, toRFC5952String) and `ip-address`
// (Address4/Address6: canonicalForm, correctForm, reverseForm), on seeded addresses biased to zero runs,
// boundaries, IPv4-mapped values and the special-purpose blocks (test/properties/net/ip-address-arbitraries.ts),
// in every text form RFC 4291 §2.2 allows.
//
// Oracles per tool, and the disagreements pinned as contract cases:
//   ip-address-parse  Python int(), exploded, compressed, ipv4_mapped and the accept/refuse verdict of
//                 ipaddress.ip_address on seeded junk texts over [0-9a-fA-F:.%]; ipaddr.js
//                 toRFC5952String; ip-address canonicalForm (= expanded) and correctForm. Pinned: an
//                 IPv4-mapped address is written "::ffff:192.0.2.1" (RFC 5952 §5); Python before 3.13,
//                 ipaddr.js and ip-address write "::ffff:c000:201", which is our `compressed_hex`, case
//                 "rule 8, RFC 5952 §5: an IPv4-mapped address in hex is written in the mixed form"
//                 (Python 3.13+ writes the mixed form: either answer is accepted from Python).
//   ip-address-sort  Python sorted() with key (version, int), stable, on lists with repeated values in
//                 different text forms; indices compared. No disagreement found.
//   ip-address-offset  Python ip_address(a) + k (which raises beyond the family's range, as we refuse);
//                 values compared as integers. No disagreement found.
//   ip-address-truncate  Python ip_network((a, p), strict=False).network_address, and for
//                 mapped_as_ipv4 the same over ipv4_mapped. No disagreement found.
//   ip-address-reverse-dns  Python reverse_pointer and ip-address reverseForm (its trailing dot
//                 removed) for addresses; ip-address Address6 reverseForm for nibble-aligned IPv6
//                 prefixes. Pinned: ip-address's Address4 reverseForm ignores the prefix (it writes
//                 "0.2.0.192.in-addr.arpa." for 192.0.2.0/24); the /24 zone is 2.0.192.in-addr.arpa
//                 (RFC 1035 §3.5 names one label per octet of the network), example 3 and case
//                 "rule 3, in-addr.arpa alone is the whole IPv4 space". Python's reverse_pointer fails
//                 on an address with a zone id; the tool refuses zone ids, case "rule 2, a zone id".
//   ip-address-classify  Python is_global against `globally_reachable`, and ipaddr.js range() against
//                 `category` through the table RANGE_TO_CATEGORY below, on the samples plus the first,
//                 middle and last address of every block and the addresses just outside it. Python 3.11's
//                 lists predate the registry's current rows, and ipaddr.js 2.5 predates RFC 9780; where
//                 they differ the registry snapshot decides (rule 4) and the block is in PYTHON_DIFFERS
//                 or JS_DIFFERS with its case:
//                 multicast: Python is_global true, ours null (scope-dependent), cases "rule 6, 224.0.0.1"
//                 and "rule 5, ff02::1"; ::ffff:0:0/96: registry false, case "rule 3, an IPv4-mapped
//                 address"; Teredo and 6to4: Python false / true, registry N/A (null), cases "rule 6,
//                 Teredo's" and "rule 6, 6to4"; 192.0.0.0/24 outside its more specific rows, 192.0.0.8,
//                 192.88.99.2, 64:ff9b:1::/48, 100:0:0:1::/64, 3fff::/20, 5f00::/16: Python true,
//                 registry false, cases "rule 4, 192.0.0.172", "rule 5, 3fff::1", "rule 2, the newest
//                 row"; 2001:1::1-3, 2001:3::/32, 2001:4:112::/48, 2001:20::/28, 2001:30::/28: Python
//                 false (all of 2001::/23), registry true by the more specific row, case "rule 4,
//                 2001:20::1"; terminated 192.88.99.0/24 and 2001:10::/28: ours null, case "rule 6, a
//                 terminated entry". ipaddr.js: fec0::/10 is deprecatedSiteLocal, but RFC 4291 §2.5.7
//                 says to treat it as global unicast, case "rule 4, fec0::1"; 0.0.0.0/8 is unspecified
//                 to ipaddr.js, this-network here (only 0.0.0.0/32 is unspecified), case "rule 5,
//                 0.0.0.1"; 100:0:0:1::/64 is unicast to ipaddr.js (RFC 9780 is newer), case "rule 2,
//                 the newest row"; ::ffff:0:0:0/96 (RFC 6145 IPv4-translated, dropped by RFC 7915, in
//                 neither registry) is rfc6145 to ipaddr.js, global unicast here, case "rule 4,
//                 ::ffff:0:c000:201".
import { expect } from 'chai';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { Address4, Address6 } from 'ip-address';
import { formatIp, parseCidr, prefixMask, type Ip } from '../../impl/net/lib/ip-address.js';
import { SPECIAL_ENTRIES } from '../../impl/net/lib/special-purpose-registry.js';
import { outcome, runTool } from '../support/direct.js';
import { ipArb, ipTextArb } from '../properties/net/ip-address-arbitraries.js';
import { pythonWith, runPythonJson } from './support/programs.js';

const RUNS = 300;
const SEED = 20261125;
const sample = <T>(arb: fc.Arbitrary<T>, n = RUNS): T[] => fc.sample(arb, { numRuns: n, seed: SEED });
const isMapped = (ip: Ip): boolean => ip.version === 6 && ip.value >> 32n === 0xffffn;

type Parsed = { version: number; canonical: string; compressed_hex: string | null; expanded: string; integer: string; hex: string; zone: string | null; ipv4_mapped: string | null; is_canonical: boolean };
type Classified = { category: string; globally_reachable: boolean | null; entries: { block: string }[] };

const PYTHON_DIFFERS = new Set([
  '224.0.0.0/4', 'ff00::/8', '::ffff:0:0/96', '2001::/32', '2002::/16', '192.0.0.0/24', '192.0.0.8/32', '192.88.99.2/32',
  '64:ff9b:1::/48', '100:0:0:1::/64', '3fff::/20', '5f00::/16', '2001:1::1/128', '2001:1::2/128', '2001:1::3/128',
  '2001:3::/32', '2001:4:112::/48', '2001:20::/28', '2001:30::/28', '192.88.99.0/24', '2001:10::/28',
  // Python 3.12.4+ and 3.13 moved to the registry for these; 3.11 differs on some.
  '192.0.0.9/32', '192.0.0.10/32', '192.31.196.0/24', '192.52.193.0/24', '192.175.48.0/24', '2620:4f:8000::/48', '64:ff9b::/96',
]);
const RANGE_TO_CATEGORY: Record<string, string[]> = {
  unicast: ['global-unicast'], multicast: ['multicast'], unspecified: ['unspecified'], broadcast: ['broadcast'], loopback: ['loopback'],
  linkLocal: ['link-local'], uniqueLocal: ['unique-local'], ipv4Mapped: ['ipv4-mapped'], private: ['private'], carrierGradeNat: ['shared'],
  discard: ['discard'], teredo: ['tunnel'], '6to4': ['tunnel'], rfc6052: ['translation'], benchmarking: ['benchmarking'],
  reserved: ['reserved', 'documentation', 'benchmarking', 'special-purpose', 'deprecated'], as112: ['special-purpose'], amt: ['special-purpose'],
  as112v6: ['special-purpose'], orchid2: ['special-purpose'], droneRemoteIdProtocolEntityTags: ['special-purpose'], segmentRouting: ['special-purpose'],
  deprecatedOrchid: ['deprecated'],
  // Pinned: RFC 6145's IPv4-translated ::ffff:0:0:0/96 is no registry row (RFC 7915 dropped it).
  rfc6145: ['global-unicast'],
};
const JS_DIFFERS = new Set(['fec0::/10', '0.0.0.0/8', '100:0:0:1::/64']);

/** The samples plus each block's first, middle and last address and the neighbours outside it. */
function classifySample(): Ip[] {
  const out = sample(ipArb, 600);
  const blocks = [...SPECIAL_ENTRIES.map((e) => e.cidr), parseCidr('fec0::/10', '/', { hostBits: 'reject' })];
  for (const c of blocks) {
    const bits = c.version === 4 ? 32n : 128n;
    const size = 1n << (bits - BigInt(c.prefix));
    for (const v of [c.network, c.network + size / 2n, c.network + size - 1n, c.network - 1n, c.network + size]) {
      if (v >= 0n && v < 1n << bits) out.push({ version: c.version, value: v });
    }
  }
  return out;
}

describe('net ip-address differential', function () {
  this.timeout(60000);

  it('ip-address-parse against ipaddr.js, ip-address and Python ipaddress', async function () {
    const inputs = sample(ipTextArb);
    const outs = await Promise.all(inputs.map(async ({ text }) => (await runTool('ip-address-parse', { address: text })) as Parsed));
    for (const [i, out] of outs.entries()) {
      const { ip, text } = inputs[i]!;
      expect(BigInt(out.integer), text).to.equal(ip.value);
      if (ip.version === 4) {
        expect(out.canonical, text).to.equal(ipaddr.IPv4.parse(text).toString());
        expect(out.canonical, text).to.equal(new Address4(text).correctForm());
        continue;
      }
      expect(out.expanded, text).to.equal(new Address6(text).canonicalForm());
      const rfc5952 = ipaddr.IPv6.parse(text).toRFC5952String();
      // Pinned: the mixed form for IPv4-mapped addresses (RFC 5952 §5); the oracles write hex.
      expect(isMapped(ip) ? out.compressed_hex : out.canonical, text).to.equal(rfc5952);
      expect(isMapped(ip) ? out.compressed_hex : out.canonical, text).to.equal(new Address6(text).correctForm());
    }
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<[string, string, string, string | null][]>(
      py!,
      `import ipaddress, json, sys
out = []
for a in json.load(sys.stdin):
    x = ipaddress.ip_address(a)
    m = getattr(x, 'ipv4_mapped', None)
    out.append([str(int(x)), x.exploded, x.compressed, None if m is None else str(m)])
print(json.dumps(out))`,
      inputs.map((x) => x.text),
    );
    for (const [i, out] of outs.entries()) {
      const [int, exploded, compressed, mapped] = answers[i]!;
      const text = inputs[i]!.text;
      expect([out.integer, out.expanded, out.ipv4_mapped], text).to.deep.equal([int, exploded, mapped]);
      // Python < 3.13 writes a mapped address in hex, 3.13+ in the mixed form.
      expect([out.canonical, out.compressed_hex], text).to.include(compressed);
    }
  });

  it('ip-address-parse accepts and refuses what Python ipaddress.ip_address does, on junk texts', async function () {
    const junk = sample(
      fc.oneof(
        fc.stringMatching(/^[0-9a-fA-F:.]{0,24}$/),
        fc.stringMatching(/^([0-9]{1,3}\.){1,4}[0-9]{0,3}$/),
        fc.stringMatching(/^([0-9a-f]{0,4}:){1,8}[0-9a-f]{0,4}(%[a-z0-9]{0,3})?$/),
        fc.stringMatching(/^([0-9a-f]{0,4}:){1,6}([0-9]{1,3}\.){3}[0-9]{1,3}$/),
      ),
      1000,
    );
    const ours = await Promise.all(junk.map(async (address) => (await outcome('ip-address-parse', { address })).ok));
    expect(ours.filter(Boolean).length).to.be.greaterThan(50);
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const verdicts = runPythonJson<boolean[]>(
      py!,
      `import ipaddress, json, sys
out = []
for a in json.load(sys.stdin):
    try:
        ipaddress.ip_address(a)
        out.append(True)
    except ValueError:
        out.append(False)
print(json.dumps(out))`,
      junk,
    );
    for (const [i, text] of junk.entries()) expect(ours[i], JSON.stringify(text)).to.equal(verdicts[i]);
  });

  it('ip-address-sort against Python sorted() by (version, int)', async function () {
    const lists = sample(fc.array(ipTextArb, { maxLength: 30 }).chain((xs) => fc.shuffledSubarray([...xs, ...xs.slice(0, 5)], { minLength: xs.length })), 100).map((xs) =>
      xs.map((x) => x.text),
    );
    const outs = await Promise.all(lists.map(async (addresses) => (await runTool('ip-address-sort', { addresses })) as { indices: number[] }));
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<number[][]>(
      py!,
      `import ipaddress, json, sys
out = []
for xs in json.load(sys.stdin):
    keyed = [(ipaddress.ip_address(a).version, int(ipaddress.ip_address(a))) for a in xs]
    out.append(sorted(range(len(xs)), key=lambda i: keyed[i]))
print(json.dumps(out))`,
      lists,
    );
    for (const [i, out] of outs.entries()) expect(out.indices, JSON.stringify(lists[i])).to.deep.equal(answers[i]);
  });

  it('ip-address-offset against Python ip_address + k', async function () {
    const inputs = sample(
      fc.tuple(
        ipTextArb,
        fc.oneof(fc.bigInt({ min: -300n, max: 300n }), fc.bigInt({ min: -(1n << 33n), max: 1n << 33n }), fc.bigInt({ min: -(1n << 129n), max: 1n << 129n })),
      ),
    ).map(([{ text }, k]) => ({ address: text, offset: k.toString() }));
    const outs = await Promise.all(inputs.map((input) => outcome('ip-address-offset', input)));
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<(string | null)[]>(
      py!,
      `import ipaddress, json, sys
out = []
for x in json.load(sys.stdin):
    try:
        out.append(str(int(ipaddress.ip_address(x['address']) + int(x['offset']))))
    except ValueError:
        out.append(None)
print(json.dumps(out))`,
      inputs,
    );
    for (const [i, out] of outs.entries()) {
      const want = answers[i];
      if (want === null) expect(out, JSON.stringify(inputs[i])).to.deep.include({ ok: false, code: 'invalid_input' });
      else expect(out.ok && out.value.integer, JSON.stringify(inputs[i])).to.equal(want);
    }
  });

  it('ip-address-truncate against Python ip_network(strict=False)', async function () {
    const inputs = sample(fc.tuple(ipTextArb, fc.integer({ min: 0, max: 32 }), fc.integer({ min: 0, max: 128 }), fc.boolean())).map(([{ text }, p4, p6, m]) => ({
      address: text,
      ipv4_prefix: p4,
      ipv6_prefix: p6,
      mapped_as_ipv4: m,
    }));
    const outs = await Promise.all(inputs.map(async (input) => (await runTool('ip-address-truncate', input)) as { address: string; prefix_length: number }));
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<string[]>(
      py!,
      `import ipaddress, json, sys
out = []
for x in json.load(sys.stdin):
    a = ipaddress.ip_address(x['address'])
    m = getattr(a, 'ipv4_mapped', None)
    if m is not None and x['mapped_as_ipv4']:
        n = ipaddress.ip_network((m, x['ipv4_prefix']), strict=False)
        out.append(str((0xffff << 32) | int(n.network_address)))
    else:
        n = ipaddress.ip_network((a, x['ipv4_prefix'] if a.version == 4 else x['ipv6_prefix']), strict=False)
        out.append(str(int(n.network_address)))
print(json.dumps(out))`,
      inputs,
    );
    for (const [i, out] of outs.entries()) {
      const parsed = (await runTool('ip-address-parse', { address: out.address })) as Parsed;
      expect(parsed.integer, JSON.stringify(inputs[i])).to.equal(answers[i]);
    }
  });

  it('ip-address-reverse-dns against Python reverse_pointer and ip-address reverseForm', async function () {
    const inputs = sample(ipTextArb);
    const outs = await Promise.all(inputs.map(async ({ text }) => (await runTool('ip-address-reverse-dns', { text })) as { name: string }));
    for (const [i, out] of outs.entries()) {
      const { ip, text } = inputs[i]!;
      const oracle = ip.version === 4 ? new Address4(text).reverseForm() : new Address6(text).reverseForm();
      expect(out.name, text).to.equal(oracle.replace(/\.$/, ''));
    }
    const prefixes = sample(fc.tuple(ipArb.filter((ip) => ip.version === 6), fc.integer({ min: 1, max: 32 })), 200).map(([ip, n]) => {
      const prefix = 4 * n;
      return `${formatIp({ version: 6, value: ip.value & prefixMask(6, prefix) })}/${prefix}`;
    });
    for (const text of prefixes) {
      const out = (await runTool('ip-address-reverse-dns', { text })) as { name: string };
      expect(out.name, text).to.equal(new Address6(text).reverseForm().replace(/\.$/, ''));
    }
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<string[]>(
      py!,
      `import ipaddress, json, sys
print(json.dumps([ipaddress.ip_address(a).reverse_pointer for a in json.load(sys.stdin)]))`,
      inputs.map((x) => x.text),
    );
    for (const [i, out] of outs.entries()) expect(out.name, inputs[i]!.text).to.equal(answers[i]);
  });

  it('ip-address-classify against Python is_global and ipaddr.js range()', async function () {
    const ips = classifySample();
    const texts = ips.map(formatIp);
    const outs = await Promise.all(texts.map(async (address) => (await runTool('ip-address-classify', { address })) as Classified));
    for (const [i, out] of outs.entries()) {
      const block = out.entries[0]?.block ?? 'none';
      const inFec0 = ips[i]!.version === 6 && ips[i]!.value >> 118n === 0x3fbn;
      if (JS_DIFFERS.has(block) || inFec0) continue;
      const range = ipaddr.parse(texts[i]!).range();
      expect(RANGE_TO_CATEGORY[range] ?? [], `${texts[i]} ${range}`).to.include(out.category);
    }
    const py = pythonWith('ipaddress');
    if (!py) this.skip();
    const answers = runPythonJson<boolean[]>(
      py!,
      `import ipaddress, json, sys
print(json.dumps([ipaddress.ip_address(a).is_global for a in json.load(sys.stdin)]))`,
      texts,
    );
    let compared = 0;
    for (const [i, out] of outs.entries()) {
      if (PYTHON_DIFFERS.has(out.entries[0]?.block ?? 'none')) continue;
      compared++;
      expect(out.globally_reachable, texts[i]).to.equal(answers[i]);
    }
    expect(compared).to.be.greaterThan(400);
  });
});
