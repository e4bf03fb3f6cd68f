// Writes impl/text/lib/html-named-references.ts from he 1.2.0's copy of the WHATWG table
// (run: npx tsx scripts/html/build-named-references.ts). he keeps the table as object literals in its
// source, read here in a separate VM context; test/differential/text-patterns.test.ts holds every entry
// against the `entities` package.
import { readFileSync, writeFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';

const src = readFileSync('node_modules/he/he.js', 'utf8');
const grab = (name: string): Record<string, string> => runInNewContext('(' + src.match(new RegExp('var ' + name + ' = (\\{.*?\\});'))![1] + ')') as Record<string, string>;
const withSemi = grab('decodeMap');
const legacy = grab('decodeMapLegacy');
const cps = (v: string) => Array.from(v).map((c) => c.codePointAt(0)!.toString(16)).join(' ');
const names = Object.keys(withSemi).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const legacyNames = Object.keys(legacy).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
for (const n of legacyNames) if (withSemi[n] !== legacy[n]) throw new Error('legacy differs ' + n);
const lines = names.map((n) => `${n} ${cps(withSemi[n]!)}`);
const out = `// The HTML Standard's named character references (WHATWG HTML, 13.5 "Named character references",
// https://html.spec.whatwg.org/entities.json; unchanged since 2011): ${names.length} names with their
// semicolon, ${legacyNames.length} of which also match without it (the legacy names). Written once from the
// table in \`he\` 1.2.0 by a script; the differential test holds every entry against \`entities\`.
// One entry per line: the name (without & and ;) and the code points in hex.
const TABLE = \`
${lines.join('\n')}
\`;

const LEGACY = '${legacyNames.join(' ')}';

/** Name with its semicolon ("amp;") or a legacy name without ("amp") -> replacement text. */
export const NAMED_REFERENCES: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const line of TABLE.split('\\n')) {
    if (line === '') continue;
    const [name, ...hex] = line.split(' ');
    map.set(\`\${name!};\`, String.fromCodePoint(...hex.map((h) => parseInt(h, 16))));
  }
  for (const name of LEGACY.split(' ')) map.set(name, map.get(\`\${name};\`)!);
  return map;
})();

/** The longest name in the table, semicolon included ("CounterClockwiseContourIntegral;"). */
export const LONGEST_NAME = ${Math.max(...names.map((n) => n.length + 1))};
`;
writeFileSync('impl/text/lib/html-named-references.ts', out);
console.log(names.length, legacyNames.length);
