// XML 1.0 (fifth edition) character classes shared by the XML reader and writer.

// Name production, section 2.3: NameStartChar NameChar*.
const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_REST = NAME_START + '\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040';
// Combining marks (U+0300-U+036F) are NameChars by the standard, not a misleading class.
// eslint-disable-next-line no-misleading-character-class
export const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_REST}]*$`, 'u');
/** The longest Name at lastIndex (sticky). */
// eslint-disable-next-line no-misleading-character-class
export const XML_NAME_AT = new RegExp(`[${NAME_START}][${NAME_REST}]*`, 'uy');
/** Anything outside the Char production, section 2.2 (lone surrogates are refused before any tool runs). */
export const NOT_XML_CHAR = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export function isXmlName(s: string): boolean {
  return XML_NAME.test(s);
}

export function isXmlCharCode(cp: number): boolean {
  return cp === 0x9 || cp === 0xa || cp === 0xd || (cp >= 0x20 && cp <= 0xd7ff) || (cp >= 0xe000 && cp <= 0xfffd) || (cp >= 0x10000 && cp <= 0x10ffff);
}
