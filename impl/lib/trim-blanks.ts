// Trimming spaces and tabs (U+0020, U+0009) at both ends, as CSV keys and INI lines do. Two index
// scans, never a regex: /[ \t]+$/ retries at every blank of a long inner run ("a" + 100,000 spaces
// + "b" took quadratic time, issue 14).

const isBlank = (c: number) => c === 0x20 || c === 0x09;

export function trimBlanks(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && isBlank(s.charCodeAt(start))) start++;
  while (end > start && isBlank(s.charCodeAt(end - 1))) end--;
  return start === 0 && end === s.length ? s : s.slice(start, end);
}
