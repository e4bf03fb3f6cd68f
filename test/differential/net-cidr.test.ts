// Differential tests, net category, CIDR lists (ip-cidr-*): each tool against independent
// implementations on seeded lists biased to small address spaces (10.0.0.0/22, 2001:db8::/118 and the
// IPv4-mapped ::ffff:10.0.0.0/118, with an occasional /8 or /96 over them) so that blocks overlap,
// nest, touch and repeat often, in both versions. Blocks are compared as (version, network, prefix)
// numbers, read back with ipaddr.js, never as text. Python's ipaddress runs once per test with the
// whole sample (skipped when python3 is absent, as everywhere).
//
// Oracles per tool:
//   ip-cidr-merge     Python's ipaddress.collapse_addresses per version (it refuses mixed versions) and
//                     cidr-tools mergeCidr on the whole mixed list; both treat an IPv4-mapped block as
//                     IPv6, as rule 5 does. No disagreement found.
//   ip-cidr-exclude   Python: each exclusion applied in turn with address_exclude (or the block dropped
//                     when the exclusion contains it), then collapse_addresses; unused exclusions by
//                     Network.overlaps. cidr-tools excludeCidr on the mixed lists. No disagreement found.
//   ip-cidr-overlap   Python's overlaps, subnet_of and supernet_of on every pair (n·m, small lists):
//                     equal / contains / inside; cidr-tools overlapCidr (a boolean for two whole lists)
//                     for `overlaps`. No disagreement found.
//   ip-cidr-contains  Python's `address in network` for every pair, with `ipv4_mapped` for
//                     mapped_as_ipv4; ipaddr.js match (and ipaddr.process, which turns an IPv4-mapped
//                     address into IPv4, for mapped_as_ipv4); cidr-tools containsCidr per block.
//                     No disagreement found: all three keep IPv4 and IPv4-mapped IPv6 apart by default.
//   ip-cidr-split     Python's subnets(new_prefix=...). No disagreement found.
//   ip-cidr-allocate  no maintained library does VLSM allocation; the oracle is rule 4 taken
//                     literally: for each request (largest first, ties by index) the lowest aligned
//                     candidate among the parent's first address and the first aligned address after
//                     each block placed so far (the only places a lowest free address can be) that
//                     overlaps nothing and ends inside the parent, not the tool's packing cursor.
import { expect } from 'chai';
import fc from 'fast-check';
import { containsCidr, excludeCidr, mergeCidr, overlapCidr } from 'cidr-tools';
import ipaddr from 'ipaddr.js';
import { runTool } from '../support/direct.js';
import { pythonWith, runPythonJson } from './support/programs.js';
import {
  addressArb,
  addressText,
  bitsOf,
  blockArb,
  blockListArb,
  blockText,
  lastOf,
  readBlock,
  type Block,
} from '../properties/net/ip-cidr-arbitraries.js';

const RUNS = 300;
const SEED = 20261125;
const sample = <T>(arb: fc.Arbitrary<T>, numRuns = RUNS): T[] => fc.sample(arb, { seed: SEED, numRuns });
const key = (b: Block): string => `${b.version}:${b.network}/${b.prefix}`;
const keys = (texts: string[]): string[] => texts.map((t) => key(readBlock(t)));

const PY = `
import json, sys, ipaddress as ip
def enc(n): return "%d:%d/%d" % (n.version, int(n.network_address), n.prefixlen)
def collapse(nets):
    out = []
    for v in (4, 6):
        out += [enc(n) for n in ip.collapse_addresses([n for n in nets if n.version == v])]
    return out
def same(x, y): return x.version == y.version
def exclude(base, excl):
    cur = list(base)
    for e in excl:
        nxt = []
        for x in cur:
            if not same(x, e) or not x.overlaps(e): nxt.append(x)
            elif e.supernet_of(x): pass
            else: nxt.extend(x.address_exclude(e))
        cur = nxt
    return collapse(cur)
out = []
for t in json.load(sys.stdin):
    op = t["op"]
    if op == "merge":
        out.append(collapse([ip.ip_network(c) for c in t["cidrs"]]))
    elif op == "exclude":
        base = [ip.ip_network(c) for c in t["cidrs"]]; excl = [ip.ip_network(c) for c in t["exclude"]]
        unused = [i for i, e in enumerate(excl) if not any(same(x, e) and x.overlaps(e) for x in base)]
        out.append({"cidrs": exclude(base, excl), "unused": unused})
    elif op == "overlap":
        a = [ip.ip_network(c) for c in t["a"]]; b = [ip.ip_network(c) for c in t["b"]]
        pairs = []
        for i, x in enumerate(a):
            for j, y in enumerate(b):
                if same(x, y) and x.overlaps(y):
                    rel = "equal" if x == y else "contains" if x.supernet_of(y) else "inside"
                    pairs.append({"a": i, "b": j, "relation": rel})
        out.append(pairs)
    elif op == "contains":
        nets = [ip.ip_network(c) for c in t["cidrs"]]
        res = []
        for a in t["addresses"]:
            addr = ip.ip_address(a)
            m = addr.ipv4_mapped if (t["mapped"] and addr.version == 6) else None
            hit = [(n.num_addresses, i) for i, n in enumerate(nets) if (same(addr, n) and addr in n) or (m is not None and n.version == 4 and m in n)]
            res.append([i for _, i in sorted(hit)])
        out.append(res)
    elif op == "split":
        out.append([enc(s) for s in ip.ip_network(t["cidr"]).subnets(new_prefix=t["new_prefix"])])
print(json.dumps(out))
`;

const py = pythonWith('ipaddress');
function python<T>(tasks: unknown[]): T[] | null {
  return py === null ? null : runPythonJson<T[]>(py, PY, tasks);
}

describe('net differential: ip-cidr-merge against Python collapse_addresses and cidr-tools', () => {
  it('agrees on mixed lists', async () => {
    const inputs = sample(blockListArb(12)).map((l) => l.map(blockText));
    const ours = await Promise.all(inputs.map((cidrs) => runTool('ip-cidr-merge', { cidrs }) as Promise<{ cidrs: string[] }>));
    const pyOut = python<string[]>(inputs.map((cidrs) => ({ op: 'merge', cidrs })));
    inputs.forEach((cidrs, i) => {
      const got = keys(ours[i]!.cidrs);
      if (pyOut) expect(got, `python ${cidrs.join(' ')}`).to.deep.equal(pyOut[i]);
      expect(got, `cidr-tools ${cidrs.join(' ')}`).to.deep.equal(keys(mergeCidr(cidrs)));
    });
  });
});

describe('net differential: ip-cidr-exclude against Python address_exclude and cidr-tools', () => {
  it('agrees on the rest and the unused exclusions', async () => {
    const inputs = sample(fc.tuple(blockListArb(8), blockListArb(8, 0))).map(([c, e]) => ({ cidrs: c.map(blockText), exclude: e.map(blockText) }));
    const ours = await Promise.all(inputs.map((input) => runTool('ip-cidr-exclude', input) as Promise<{ cidrs: string[]; unused_exclusions: number[] }>));
    const pyOut = python<{ cidrs: string[]; unused: number[] }>(inputs.map((input) => ({ op: 'exclude', ...input })));
    inputs.forEach((input, i) => {
      const got = keys(ours[i]!.cidrs);
      const label = `${input.cidrs.join(' ')} - ${input.exclude.join(' ')}`;
      if (pyOut) {
        expect(got, `python ${label}`).to.deep.equal(pyOut[i]!.cidrs);
        expect(ours[i]!.unused_exclusions, `python unused ${label}`).to.deep.equal(pyOut[i]!.unused);
      }
      expect(got, `cidr-tools ${label}`).to.deep.equal(keys(excludeCidr(input.cidrs, input.exclude)));
    });
  });
});

describe('net differential: ip-cidr-overlap against Python subnet_of/supernet_of and cidr-tools', () => {
  it('agrees on every pair and on whether the lists overlap', async () => {
    const inputs = sample(fc.tuple(blockListArb(8), blockListArb(8))).map(([a, b]) => ({ a: a.map(blockText), b: b.map(blockText) }));
    const ours = await Promise.all(inputs.map((input) => runTool('ip-cidr-overlap', input) as Promise<{ overlaps: boolean; pairs: unknown[] }>));
    const pyOut = python<unknown[]>(inputs.map((input) => ({ op: 'overlap', ...input })));
    inputs.forEach((input, i) => {
      if (pyOut) expect(ours[i]!.pairs, `python ${JSON.stringify(input)}`).to.deep.equal(pyOut[i]);
      expect(ours[i]!.overlaps, `cidr-tools ${JSON.stringify(input)}`).to.equal(overlapCidr(input.a, input.b));
    });
  });
});

describe('net differential: ip-cidr-contains against Python, ipaddr.js and cidr-tools', () => {
  it('agrees on the matching blocks per address', async () => {
    const inputs = sample(fc.tuple(blockListArb(8), fc.array(addressArb, { minLength: 1, maxLength: 6 }), fc.boolean())).map(([c, a, mapped]) => ({
      cidrs: c.map(blockText),
      addresses: a.map((x) => addressText(x.version, x.value)),
      mapped_as_ipv4: mapped,
    }));
    const ours = await Promise.all(inputs.map((input) => runTool('ip-cidr-contains', input) as Promise<{ results: { contained: boolean; matches: number[] }[] }>));
    const pyOut = python<number[][]>(inputs.map((x) => ({ op: 'contains', cidrs: x.cidrs, addresses: x.addresses, mapped: x.mapped_as_ipv4 })));
    inputs.forEach((input, i) => {
      const label = JSON.stringify(input);
      const ranges = input.cidrs.map((c) => ipaddr.parseCIDR(c));
      input.addresses.forEach((a, k) => {
        const r = ours[i]!.results[k]!;
        if (pyOut) expect(r.matches, `python ${a} in ${label}`).to.deep.equal(pyOut[i]![k]);
        const addr = ipaddr.parse(a);
        const asV4 = input.mapped_as_ipv4 ? ipaddr.process(a) : null;
        const viaIpaddr = ranges.flatMap(([net, prefix], j) => {
          const hit =
            (net.kind() === addr.kind() && addr.match(net, prefix)) || (asV4 !== null && asV4.kind() === 'ipv4' && net.kind() === 'ipv4' && asV4.match(net, prefix));
          return hit ? [j] : [];
        });
        expect([...r.matches].sort((x, y) => x - y), `ipaddr.js ${a} in ${label}`).to.deep.equal(viaIpaddr);
        if (!input.mapped_as_ipv4) {
          const viaCidrTools = input.cidrs.flatMap((c, j) => (containsCidr(c, a) ? [j] : []));
          expect([...r.matches].sort((x, y) => x - y), `cidr-tools ${a} in ${label}`).to.deep.equal(viaCidrTools);
        }
      });
    });
  });
});

describe('net differential: ip-cidr-split against Python subnets(new_prefix)', () => {
  it('agrees', async function () {
    // Python is the only oracle here: without it there is nothing to compare.
    if (py === null) this.skip();
    const inputs = sample(fc.tuple(blockArb, fc.integer({ min: 0, max: 10 })))
      .filter(([b, d]) => b.prefix + d <= bitsOf(b.version))
      .map(([b, d]) => ({ cidr: blockText(b), new_prefix: b.prefix + d }));
    const ours = await Promise.all(inputs.map((input) => runTool('ip-cidr-split', input) as Promise<{ subnets: string[] }>));
    const pyOut = python<string[]>(inputs.map((input) => ({ op: 'split', ...input })))!;
    inputs.forEach((input, i) => expect(keys(ours[i]!.subnets), JSON.stringify(input)).to.deep.equal(pyOut[i]));
  });
});

/** Rule 4 of ip-cidr-allocate taken literally (see the header). */
function allocateReference(parent: Block, prefixes: number[]): (string | null)[] {
  const bits = bitsOf(parent.version);
  const order = prefixes.map((_, i) => i).sort((x, y) => prefixes[x]! - prefixes[y]! || x - y);
  const placed: Block[] = [];
  const result: (string | null)[] = prefixes.map(() => null);
  for (const i of order) {
    const size = 1n << BigInt(bits - prefixes[i]!);
    const alignUp = (v: bigint): bigint => ((v + size - 1n) / size) * size;
    const candidates = [parent.network, ...placed.map((p) => alignUp(lastOf(p) + 1n))].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
    const spot = candidates.find((c) => c + size - 1n <= lastOf(parent) && placed.every((p) => c + size - 1n < p.network || c > lastOf(p)));
    if (spot === undefined || prefixes[i]! < parent.prefix) continue;
    const block = { version: parent.version, network: spot, prefix: prefixes[i]! };
    placed.push(block);
    result[i] = key(block);
  }
  return result;
}

describe('net differential: ip-cidr-allocate against rule 4 taken literally', () => {
  it('places every request where the reference does', async () => {
    const inputs = sample(fc.tuple(blockArb, fc.array(fc.integer({ min: 0, max: 14 }), { minLength: 1, maxLength: 12 })));
    for (const [parent, offsets] of inputs) {
      const prefixes = offsets.map((o) => Math.min(bitsOf(parent.version), parent.prefix - 2 + o));
      const out = (await runTool('ip-cidr-allocate', { parent: blockText(parent), requests: prefixes.map((prefix) => ({ prefix })) })) as {
        allocations: { index: number; cidr: string }[];
      };
      const got: (string | null)[] = prefixes.map(() => null);
      for (const a of out.allocations) got[a.index] = key(readBlock(a.cidr));
      expect(got, `${blockText(parent)} ${prefixes.join(',')}`).to.deep.equal(allocateReference(parent, prefixes));
    }
  });
});
