import type { Input, Output } from '../../generated/tools/net/ip-cidr-split.js';
import { limits } from '../../generated/tools/net/ip-cidr-split.js';
import { invalidInput, limitExceeded } from '../lib/tool-error.js';
import { ADDRESS_BITS, formatCidr, parseCidr } from './lib/ip-address.js';

export default function ipCidrSplit(input: Input): Output {
  const block = parseCidr(input.cidr, '/cidr', { hostBits: input.normalize === true ? 'zero' : 'reject' });
  const bits = ADDRESS_BITS[block.version];
  if ((input.new_prefix === undefined) === (input.count === undefined)) {
    throw invalidInput('', 'give exactly one of new_prefix or count.');
  }
  let newPrefix: number;
  let pointer: string;
  if (input.count !== undefined) {
    pointer = '/count';
    const count = BigInt(input.count);
    if ((count & (count - 1n)) !== 0n) throw invalidInput(pointer, `${input.count} is not a power of two.`);
    newPrefix = block.prefix + count.toString(2).length - 1;
  } else {
    pointer = '/new_prefix';
    newPrefix = input.new_prefix!;
    if (newPrefix < block.prefix) throw invalidInput(pointer, `the new prefix /${newPrefix} is shorter than the block's /${block.prefix}.`);
  }
  if (newPrefix > bits) throw invalidInput(pointer, `the subnets would need a /${newPrefix} prefix, longer than the ${bits} bits of an IPv${block.version} address.`);
  const diff = newPrefix - block.prefix;
  if (2 ** diff > limits.max_subnets) {
    throw limitExceeded(pointer, `the split gives 2^${diff} subnets, more than max_subnets (${limits.max_subnets}).`);
  }
  const count = 2 ** diff;
  const step = 1n << BigInt(bits - newPrefix);
  const subnets: string[] = [];
  for (let i = 0; i < count; i++) subnets.push(formatCidr({ version: block.version, network: block.network + BigInt(i) * step, prefix: newPrefix }));
  return { subnets, count, addresses_per_subnet: String(step) };
}
