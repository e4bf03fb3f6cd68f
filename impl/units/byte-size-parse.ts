import type { Input, Output } from '../../generated/tools/units/byte-size-parse.js';
import { limits } from '../../generated/tools/units/byte-size-parse.js';
import { invalidInput } from '../lib/tool-error.js';

const DECIMAL_PREFIXES = 'kMGTPEZY';
const BINARY_PREFIXES = 'KMGTPEZY';
const JEDEC_PREFIXES = 'KMGT';
const BYTE_WORDS = new Set(['B', 'byte', 'bytes']);
const BIT_WORDS = new Set(['b', 'bit', 'bits']);

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
const isBlank = (c: string | undefined) => c === ' ' || c === '\t';
const fail = (message: string) => invalidInput('/text', message);

type Unit = { multiplier: bigint; bits: boolean; symbol: string };

/** Reads the unit after the number (rule 3): [prefix [i]] [B | byte(s) | b | bit(s)]. */
function readUnit(unit: string, convention: 'si' | 'jedec'): Unit {
  if (unit === '' || BYTE_WORDS.has(unit)) return { multiplier: 1n, bits: false, symbol: 'B' };
  if (BIT_WORDS.has(unit)) return { multiplier: 1n, bits: true, symbol: 'bit' };
  const p = unit[0]!;
  const binary = unit[1] === 'i';
  const rest = unit.slice(binary ? 2 : 1);
  const bits = BIT_WORDS.has(rest);
  if (rest !== '' && !bits && !BYTE_WORDS.has(rest)) throw fail(`unknown unit ${JSON.stringify(unit)}`);
  const tail = bits ? 'bit' : 'B';
  if (binary) {
    const i = BINARY_PREFIXES.indexOf(p);
    if (i < 0) throw fail(`unknown binary prefix ${JSON.stringify(unit.slice(0, 2))} (Ki, Mi, Gi, Ti, Pi, Ei, Zi, Yi)`);
    return { multiplier: 1024n ** BigInt(i + 1), bits, symbol: `${p}i${tail}` };
  }
  if (convention === 'jedec' && JEDEC_PREFIXES.includes(p)) {
    return { multiplier: 1024n ** BigInt(JEDEC_PREFIXES.indexOf(p) + 1), bits, symbol: `${p}${tail}` };
  }
  if (p === 'K') throw fail('K is ambiguous: use k (1000) or Ki (1024), or set convention to jedec (K = 1024)');
  const i = DECIMAL_PREFIXES.indexOf(p);
  if (i < 0) throw fail(`unknown prefix ${JSON.stringify(p)} (k, M, G, T, P, E, Z, Y; prefixes are case-sensitive)`);
  return { multiplier: 1000n ** BigInt(i + 1), bits, symbol: `${p}${tail}` };
}

export default function byteSizeParse(input: Input): Output {
  const text = input.text;
  if (text.length > limits.max_text_chars) throw fail(`more than ${limits.max_text_chars} characters (max_text_chars)`);
  let i = 0;
  while (isBlank(text[i])) i++;
  const start = i;
  while (isDigit(text[i])) i++;
  if (i === start) throw fail('no number: a size starts with a digit (no sign)');
  let fraction = '';
  const whole = text.slice(start, i);
  if (text[i] === '.') {
    const f = ++i;
    while (isDigit(text[i])) i++;
    if (i === f) throw fail('a decimal point must be followed by a digit');
    fraction = text.slice(f, i);
  }
  while (isBlank(text[i])) i++;
  const u = i;
  while (i < text.length && !isBlank(text[i])) i++;
  const unitText = text.slice(u, i);
  while (isBlank(text[i])) i++;
  if (i !== text.length) throw fail('unexpected text after the unit');
  const unit = readUnit(unitText, input.convention ?? 'si');
  const scale = 10n ** BigInt(fraction.length);
  const num = BigInt(whole + fraction) * unit.multiplier;
  const den = scale * (unit.bits ? 8n : 1n);
  if (num % den !== 0n) throw fail('the size is not a whole number of bytes');
  return {
    bytes: (num / den).toString(),
    number: whole + (fraction ? `.${fraction}` : ''),
    unit: unit.symbol,
    bits_per_unit: (unit.multiplier * (unit.bits ? 1n : 8n)).toString(),
  };
}
