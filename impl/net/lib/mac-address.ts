// MAC addresses (IEEE 802 MAC-48/EUI-48 and EUI-64) as byte arrays: the text forms the MAC tools read
// (colon, hyphen, Cisco dotted, bare hex) and write. Used by mac-address-normalize and
// ipv6-interface-id-from-mac.
import { invalidInput } from '../../lib/tool-error.js';
import { isHex } from './ip-address.js';

export type MacFormat = 'colon' | 'hyphen' | 'dot' | 'bare';
export type LetterCase = 'lower' | 'upper';

function allHex(text: string): boolean {
  for (const c of text) if (!isHex(c)) return false;
  return true;
}

/**
 * Reads a 6-byte (MAC-48/EUI-48) or 8-byte (EUI-64) address: groups of 1-2 hex digits separated by
 * ":" or "-", groups of 4 separated by ".", or 12/16 bare hex digits; either letter case; one kind of
 * separator only. invalid_input at `pointer` saying what is wrong.
 */
export function parseMac(text: string, pointer: string): number[] {
  const fail = (why: string): never => {
    throw invalidInput(pointer, `"${text.length > 40 ? `${text.slice(0, 40)}...` : text}" is not a MAC address: ${why}.`);
  };
  const separators = [':', '-', '.'].filter((s) => text.includes(s));
  if (separators.length > 1) fail(`it mixes the separators ${separators.map((s) => `"${s}"`).join(' and ')}`);
  const sep = separators[0];
  let hex: string;
  if (sep === undefined) {
    if (text.length !== 12 && text.length !== 16) fail('bare hex has 12 digits (48 bits) or 16 (EUI-64)');
    hex = text;
  } else if (sep === '.') {
    const groups = text.split('.');
    if (groups.length !== 3 && groups.length !== 4) fail('the dotted form has 3 groups (48 bits) or 4 (EUI-64) of four hex digits');
    if (groups.some((g) => g.length !== 4)) fail('each group of the dotted form has exactly four hex digits');
    hex = groups.join('');
  } else {
    const groups = text.split(sep);
    if (groups.length !== 6 && groups.length !== 8) fail(`the "${sep}" form has 6 groups (48 bits) or 8 (EUI-64), found ${groups.length}`);
    if (groups.some((g) => g.length < 1 || g.length > 2)) fail(`each "${sep}" group has one or two hex digits`);
    hex = groups.map((g) => g.padStart(2, '0')).join('');
  }
  if (!allHex(hex)) fail('it holds a character that is not a hex digit or a separator');
  const bytes: number[] = [];
  for (let i = 0; i < hex.length; i += 2) bytes.push(parseInt(hex.slice(i, i + 2), 16));
  return bytes;
}

/** The bytes in a text form: "00:1a:2b:3c:4d:5e", "00-1a-...", "001a.2b3c.4d5e" or "001a2b3c4d5e". */
export function formatMac(bytes: readonly number[], format: MacFormat, letterCase: LetterCase): string {
  const pairs = bytes.map((b) => b.toString(16).padStart(2, '0'));
  let text: string;
  if (format === 'colon') text = pairs.join(':');
  else if (format === 'hyphen') text = pairs.join('-');
  else if (format === 'bare') text = pairs.join('');
  else {
    const quads: string[] = [];
    for (let i = 0; i < pairs.length; i += 2) quads.push(pairs[i]! + pairs[i + 1]!);
    text = quads.join('.');
  }
  return letterCase === 'upper' ? text.toUpperCase() : text;
}

/** IEEE 802 first-octet bits (RFC 7042 section 2.1 names): I/G is the least significant, U/L the next. */
export const GROUP_BIT = 0x01;
export const LOCAL_BIT = 0x02;
