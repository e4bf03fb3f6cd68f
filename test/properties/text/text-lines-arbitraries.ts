// Texts for the line tools (helper C): lines of a few letters, blanks, astral characters and the
// characters that only look like line ends (U+2028, U+2029, NEL, VT, FF), joined by LF, CRLF and
// bare CR in any mix, with or without a final terminator.
import fc from 'fast-check';

const piece = fc.constantFrom('a', 'b', 'B', 'c', '1', '2', '10', '01', ' ', '\t', 'é', 'É', 'ß', '😀', '𝄞', '\u2028', '\u0085', '\u000b', '\u00a0');
export const terminatorArb = fc.constantFrom('\n', '\r\n', '\r');
export const lineArb = fc.array(piece, { maxLength: 5 }).map((p) => p.join(''));

/** A text of up to `maxLines` lines with mixed terminators; the last line may lack one. */
export function linesTextArb(maxLines = 8): fc.Arbitrary<string> {
  return fc
    .tuple(fc.array(fc.tuple(lineArb, terminatorArb), { maxLength: maxLines }), fc.oneof(fc.constant(''), lineArb))
    .map(([ls, tail]) => ls.map(([l, t]) => l + t).join('') + tail);
}

/** Lines drawn from a small pool, so repeats (exact, by case, by surrounding blanks) are common. */
export function repeatingLinesTextArb(maxLines = 10): fc.Arbitrary<string> {
  const pool = fc.constantFrom('a', 'A', ' a', 'a ', 'b', '', 'ß', 'SS', 'ss', 'x10', 'x9', 'x09', '😀');
  return fc
    .tuple(fc.array(fc.tuple(pool, terminatorArb), { maxLength: maxLines }), fc.oneof(fc.constant(''), pool))
    .map(([ls, tail]) => ls.map(([l, t]) => l + t).join('') + tail);
}
