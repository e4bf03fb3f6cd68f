import type { Input, Output } from '../../generated/tools/text/text-codepoints-inspect.js';
import { hexCodePoint, nameAliases, nameOrLabel } from './lib/unicode/names.js';
import { combiningClass } from './lib/unicode/normalization.js';
import { generalCategory, script } from './lib/unicode/properties.js';

type Item = Output['items'][number];
type AliasType = Item['aliases'][number]['type'];

function utf8Hex(cp: number): string {
  const bytes =
    cp < 0x80 ? [cp]
      : cp < 0x800 ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
        : cp < 0x10000 ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
          : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
  return bytes.map((b) => b.toString(16).toUpperCase().padStart(2, '0')).join(' ');
}

export default function textCodepointsInspect(input: Input): Output {
  const items: Item[] = [];
  let offset = 0;
  let utf8Bytes = 0;
  for (const character of input.text) {
    const cp = character.codePointAt(0)!;
    const utf8 = utf8Hex(cp);
    items.push({
      index: items.length,
      utf16_offset: offset,
      code_point: `U+${hexCodePoint(cp)}`,
      character,
      name: nameOrLabel(cp),
      aliases: nameAliases(cp).map((a) => ({ alias: a.alias, type: a.type as AliasType })) as Item['aliases'],
      general_category: generalCategory(cp),
      script: script(cp),
      combining_class: combiningClass(cp),
      utf8,
      utf16: Array.from({ length: character.length }, (_, i) => hexCodePoint(character.charCodeAt(i))).join(' '),
    });
    offset += character.length;
    utf8Bytes += (utf8.length + 1) / 3;
  }
  return { code_points: items.length, utf16_units: input.text.length, utf8_bytes: utf8Bytes, items };
}
