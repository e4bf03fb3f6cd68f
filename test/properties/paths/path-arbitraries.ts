// Path texts for the paths tools' property and differential tests: names with dots, "." and "..",
// repeated and mixed separators, drive letters, UNC prefixes and device prefixes (windows).
import fc from 'fast-check';

export const nameArb = fc.constantFrom('a', 'b', 'B', 'c.txt', '.x', '..', '.', 'a b', 'é', 'x.tar.gz', 'Ab');

const joinWith = (parts: string[], seps: string[]) => parts.map((p, i) => p + (i < parts.length - 1 ? seps[i % seps.length]! : '')).join('');

export function pathArb(style: 'posix' | 'windows'): fc.Arbitrary<string> {
  const seps = style === 'posix' ? fc.constantFrom('/', '/', '//') : fc.constantFrom('\\', '/', '\\\\');
  const roots =
    style === 'posix'
      ? fc.constantFrom('', '', '/', '//')
      : fc.constantFrom('', '', '\\', '/', 'C:\\', 'c:/', 'C:', 'D:', '\\\\srv\\share\\', '//srv/share/', '\\\\.\\C:\\', '\\\\?\\C:\\');
  return fc
    .tuple(roots, fc.array(nameArb, { maxLength: 6 }), fc.array(seps, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([root, names, s, trailing]) => root + joinWith(names, s) + (trailing && names.length ? s[0]! : ''));
}
