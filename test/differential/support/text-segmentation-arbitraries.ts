// Seeded texts for the segmentation and width tools (helper A): pieces chosen to hit every UAX #29
// rule and every width class, mixed with arbitrary graphemes and code points.
import fc from 'fast-check';

export const SEGMENTATION_PIECES = [
  'a', 'b', 'Z', '1', '9', ' ', '  ', '\t', '\n', '\r', '\r\n', '\u0001', '\u007f', '\u0085', '.', ',', "'", '"', ':', '_', '-', '!',
  '\u0301', '\u0308', '\u0300', '\u200d', '\u200b', '\u200c', '\u00ad', '\ufe0f', '\ufe0e', '\u20e3', '\u2060', '\u3000', '\u00a0',
  '\u1100', '\u1161', '\u11a8', '\uac00', '\uac01', '\u0915', '\u094d', '\u0937', '\u093f', '\u0903', '\u0600', '\u0e33',
  '日', '本', '語', 'ア', 'ｶ', 'ﾞ', 'ｰ', 'Ａ', '±', '→', '①', '²', '\u05d0', '\u05f3', '\u05f4',
  '😀', '👍', '🏽', '👨', '👩', '👧', '❤', '☺', '✂', '\u2701', '🇯', '🇵', '🇫', '🇷', '\u{1F3F4}', '\u{E0067}', '\u{E007F}',
  '#', '\u{1FAC8}', '\u{10940}', '\u{16FF2}', '\u{18D80}', '\u{20000}', '\u{E000}',
];

export const segmentationPiece = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...SEGMENTATION_PIECES) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 0x10ffff }).filter((cp) => cp < 0xd800 || cp > 0xdfff).map((cp) => String.fromCodePoint(cp)) },
);

export const segmentationText = (maxPieces = 30) => fc.array(segmentationPiece, { maxLength: maxPieces }).map((parts) => parts.join(''));
