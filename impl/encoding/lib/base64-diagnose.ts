// Base64 decoding that says exactly what is wrong and where (RFC 4648 sections 3.3, 3.5, 4, 5).
import { ToolError } from '../../lib/tool-error.js';
import { toBase64, toBase64Url } from '../../lib/bytes.js';

export type Base64Alphabet = 'standard' | 'url';
export type Base64Padding = 'required' | 'optional' | 'forbidden';
export type Base64FaultReason =
  | 'invalid_character'
  | 'alphabet_mismatch'
  | 'bad_padding'
  | 'bad_length'
  | 'nonzero_trailing_bits';

/** The 48 bytes whose Base64 is the 64 symbols in value order. */
function symbolsInValueOrder(): Uint8Array {
  const out = new Uint8Array(48);
  for (let v = 0; v < 64; v += 4) {
    const word = (v << 18) | ((v + 1) << 12) | ((v + 2) << 6) | (v + 3);
    const at = (v / 4) * 3;
    out[at] = word >>> 16;
    out[at + 1] = (word >>> 8) & 0xff;
    out[at + 2] = word & 0xff;
  }
  return out;
}

// Derived from the encoder in impl/lib/bytes.ts, so both modules share one definition of the alphabets.
export const BASE64_ALPHABETS: Readonly<Record<Base64Alphabet, string>> = {
  standard: toBase64(symbolsInValueOrder()),
  url: toBase64Url(symbolsInValueOrder()),
};

const LENIENT_WHITESPACE = new Set([' ', '\t', '\r', '\n']);

function valueTable(alphabet: string): Map<string, number> {
  const table = new Map<string, number>();
  for (let v = 0; v < alphabet.length; v++) table.set(alphabet[v]!, v);
  return table;
}
const VALUES: Readonly<Record<Base64Alphabet, Map<string, number>>> = {
  standard: valueTable(BASE64_ALPHABETS.standard),
  url: valueTable(BASE64_ALPHABETS.url),
};

function fault(reason: Base64FaultReason, offset: number, what: string): ToolError {
  const message = `${reason} at offset ${offset}: ${what}`;
  return new ToolError('invalid_input', message, [{ pointer: '/input', message }], { reason, offset });
}

export type Base64DecodeOptions = { alphabet: Base64Alphabet; padding: Base64Padding; lenient: boolean };

/**
 * Decodes or throws `invalid_input` with `extra.reason` and `extra.offset` (a character index; every
 * character before it is ASCII, so it is also the UTF-8 byte offset). Checks run in the order of the
 * contract's rules so that one input always reports the same fault.
 */
export function decodeBase64Diagnosed(text: string, options: Base64DecodeOptions): Uint8Array {
  const own = VALUES[options.alphabet];
  const other = VALUES[options.alphabet === 'standard' ? 'url' : 'standard'];
  const body: string[] = [];
  let lastDataOffset = -1;
  let firstPadOffset = -1;
  let padCount = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (options.lenient && LENIENT_WHITESPACE.has(c)) continue;
    if (own.has(c)) {
      if (padCount > 0) throw fault('bad_padding', i, 'a data character follows "="');
      body.push(c);
      lastDataOffset = i;
    } else if (c === '=') {
      if (padCount === 0) firstPadOffset = i;
      padCount++;
    } else if (other.has(c)) {
      throw fault('alphabet_mismatch', i, `"${c}" belongs to the ${options.alphabet === 'standard' ? 'url' : 'standard'} alphabet`);
    } else {
      throw fault('invalid_character', i, 'not a symbol of the alphabet');
    }
  }
  const rem = body.length % 4;
  if (rem === 1) throw fault('bad_length', lastDataOffset, 'a final group of one symbol cannot encode a byte');
  if (padCount > 0) {
    if (options.padding === 'forbidden') throw fault('bad_padding', firstPadOffset, 'padding is forbidden');
    if (padCount !== (rem === 0 ? 0 : 4 - rem)) throw fault('bad_padding', firstPadOffset, 'wrong number of "=" for the data length');
  } else if (rem !== 0 && options.padding === 'required' && !options.lenient) {
    throw fault('bad_padding', text.length, 'padding "=" is required');
  }
  if (rem !== 0 && !options.lenient) {
    const unusedBits = rem === 2 ? 4 : 2;
    if ((own.get(body[body.length - 1]!)! & ((1 << unusedBits) - 1)) !== 0) {
      throw fault('nonzero_trailing_bits', lastDataOffset, 'the last symbol sets bits beyond the data');
    }
  }
  // The body is now well-formed; Node's decoder drops the unused trailing bits, which lenient mode allows.
  return new Uint8Array(Buffer.from(body.join(''), options.alphabet === 'url' ? 'base64url' : 'base64'));
}
