import type { Input, Output } from '../../generated/tools/net/ip-cidr-contains.js';
import { limits } from '../../generated/tools/net/ip-cidr-contains.js';
import { limitExceeded } from '../lib/tool-error.js';
import { ADDRESS_BITS, cidrLast, formatIp, isIpv4Mapped, parseIp, type Ip, type IpVersion } from './lib/ip-address.js';
import { checkCount, readCidrList, sweepContainers, type Span } from './lib/cidr-sets.js';

type Block = Span & { index: number; hostBits: number };

export default function ipCidrContains(input: Input): Output {
  checkCount(input.addresses, '/addresses', limits.max_addresses, 'max_addresses');
  const cidrs = readCidrList(input.cidrs, '/cidrs', input.normalize === true, limits.max_cidrs, 'max_cidrs');
  const addresses: Ip[] = input.addresses.map((t, i) => parseIp(t, `/addresses/${i}`).ip);
  // per address: [host bits of the block (its size as a power of two), index]
  const found: [number, number][][] = addresses.map(() => []);
  let total = 0;
  for (const version of [4, 6] as IpVersion[]) {
    const blocks: Block[] = cidrs
      .map((c, index) => ({ c, index }))
      .filter(({ c }) => c.version === version)
      .map(({ c, index }) => ({ first: c.network, last: cidrLast(c), index, hostBits: ADDRESS_BITS[version] - c.prefix }))
      .sort((x, y) => (x.first < y.first ? -1 : x.first > y.first ? 1 : y.hostBits - x.hostBits || x.index - y.index));
    // the addresses to look up in this version: their own, and IPv4-mapped ones as IPv4 on request
    const probes: { value: bigint; at: number }[] = [];
    addresses.forEach((ip, at) => {
      if (ip.version === version) probes.push({ value: ip.value, at });
      else if (version === 4 && input.mapped_as_ipv4 === true && isIpv4Mapped(ip.value)) probes.push({ value: ip.value & 0xffffffffn, at });
    });
    probes.sort((x, y) => (x.value < y.value ? -1 : x.value > y.value ? 1 : 0));
    sweepContainers(
      blocks,
      probes.map((p) => p.value),
      true,
      (k, chain) => {
        total += chain.length;
        if (total > limits.max_matches) throw limitExceeded('/cidrs', `the addresses match more than max_matches (${limits.max_matches}) blocks in all.`);
        const list = found[probes[k]!.at]!;
        for (const b of chain) list.push([b.hostBits, b.index]);
      },
    );
  }
  return {
    results: addresses.map((ip, i) => {
      const list = found[i]!.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      return { address: formatIp(ip), contained: list.length > 0, matches: list.map((f) => f[1]) };
    }),
  };
}
