import { invalidInput } from './tool-error.js';

const LONE_SURROGATE = /\p{Surrogate}/u;

/** True when the string holds a UTF-16 surrogate that is not part of a pair (it has no UTF-8 form). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** UTF-8 bytes of a text; a lone surrogate is `invalid_input` at `pointer` rather than silently U+FFFD. */
export function utf8Bytes(text: string, pointer: string): Uint8Array {
  if (hasLoneSurrogate(text)) throw invalidInput(pointer, 'text holds a lone UTF-16 surrogate, which has no UTF-8 form');
  return new TextEncoder().encode(text);
}

/** Number of UTF-8 bytes of a well-formed text, without allocating. */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
