// Bytes -> text only when they are well-formed UTF-8 (RFC 3629): never a silent U+FFFD.
const strictDecoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The text the bytes spell, a leading BOM kept as U+FEFF, or null when they are not well-formed UTF-8. */
export function utf8TextOrNull(bytes: Uint8Array): string | null {
  try {
    return strictDecoder.decode(bytes);
  } catch {
    return null;
  }
}
