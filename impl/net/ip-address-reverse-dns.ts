import type { Input, Output } from '../../generated/tools/net/ip-address-reverse-dns.js';
import { invalidInput } from '../lib/tool-error.js';
import { formatCidr, formatIp, parseCidr, type Cidr } from './lib/ip-address.js';

const MAX_TEXT = 100;

function toLowerAscii(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

function nameOf(c: Cidr): string {
  const labels: string[] = [];
  if (c.version === 4) {
    for (let i = 0; i < c.prefix / 8; i++) labels.push(String((c.network >> BigInt(24 - 8 * i)) & 0xffn));
  } else {
    for (let i = 0; i < c.prefix / 4; i++) labels.push(((c.network >> BigInt(124 - 4 * i)) & 0xfn).toString(16));
  }
  labels.reverse();
  labels.push(c.version === 4 ? 'in-addr' : 'ip6', 'arpa');
  return labels.join('.');
}

function readName(name: string): Cidr {
  const fail = (why: string): never => {
    throw invalidInput('/text', `"${name}" is not a reverse DNS name under in-addr.arpa or ip6.arpa: ${why}.`);
  };
  const labels = name.split('.');
  if (labels.some((l) => l === '')) fail('it has an empty label');
  const n = labels.length;
  if (n >= 2 && labels[n - 2] === 'in-addr' && labels[n - 1] === 'arpa') {
    const octets = labels.slice(0, n - 2).reverse();
    if (octets.length > 4) fail(`it has ${octets.length} labels before in-addr.arpa, at most 4`);
    let network = 0n;
    for (const o of octets) {
      if (!/^(0|[1-9][0-9]{0,2})$/.test(o) || Number(o) > 255) fail(`the label "${o.slice(0, 16)}" is not a decimal 0-255 without leading zeros`);
      network = (network << 8n) | BigInt(Number(o));
    }
    const prefix = 8 * octets.length;
    return { version: 4, network: prefix === 0 ? 0n : network << BigInt(32 - prefix), prefix };
  }
  if (n >= 2 && labels[n - 2] === 'ip6' && labels[n - 1] === 'arpa') {
    const nibbles = labels.slice(0, n - 2).reverse();
    if (nibbles.length > 32) fail(`it has ${nibbles.length} labels before ip6.arpa, at most 32`);
    let network = 0n;
    for (const d of nibbles) {
      if (!/^[0-9a-f]$/.test(d)) fail(`the label "${d.slice(0, 16)}" is not a single hex digit`);
      network = (network << 4n) | BigInt(`0x${d}`);
    }
    const prefix = 4 * nibbles.length;
    return { version: 6, network: prefix === 0 ? 0n : network << BigInt(128 - prefix), prefix };
  }
  return fail('it does not end in in-addr.arpa or ip6.arpa');
}

export default function ipAddressReverseDns(input: Input): Output {
  const { text } = input;
  if (text.length > MAX_TEXT) throw invalidInput('/text', `The text is longer than ${MAX_TEXT} characters; no address or reverse name is that long.`);
  const bare = toLowerAscii(text.endsWith('.') ? text.slice(0, -1) : text);
  let cidr: Cidr;
  if (bare.endsWith('arpa')) {
    cidr = readName(bare);
  } else {
    cidr = parseCidr(text, '/text', { hostBits: 'reject', bare: 'host' });
    const step = cidr.version === 4 ? 8 : 4;
    if (cidr.prefix % step !== 0) {
      throw invalidInput('/text', `The prefix /${cidr.prefix} is not a multiple of ${step}: a reverse name has one label per ${cidr.version === 4 ? 'octet' : 'nibble'} (RFC 2317 classless names are not written).`);
    }
  }
  return {
    version: cidr.version,
    address: formatIp({ version: cidr.version, value: cidr.network }),
    prefix_length: cidr.prefix,
    cidr: formatCidr(cidr),
    name: `${nameOf(cidr)}${input.trailing_dot === true ? '.' : ''}`,
  };
}
