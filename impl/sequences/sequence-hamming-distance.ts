import type { Input, Output } from '../../generated/tools/sequences/sequence-hamming-distance.js';
import { limits } from '../../generated/tools/sequences/sequence-hamming-distance.js';
import { invalidInput } from '../lib/tool-error.js';
import { internSequences, readSequence } from './lib/sequence-input.js';

export default function sequenceHammingDistance(input: Input): Output {
  const a = readSequence(input.a, input.split, '/a', limits);
  const b = readSequence(input.b, input.split, '/b', limits);
  // Hamming distance is defined only for equal lengths; padding would invent a distance.
  if (a.length !== b.length) throw invalidInput('/b', `b has ${b.length} items but a has ${a.length}; Hamming distance needs equal lengths`);
  const [ia, ib] = internSequences([a, b]) as [Int32Array, Int32Array];
  const positions: number[] = [];
  for (let i = 0; i < ia.length; i++) if (ia[i] !== ib[i]) positions.push(i);
  return { distance: positions.length, length: a.length, positions } as Output;
}
