// Every Markdown link of README stays inside the repository: a file or folder of the repo (its
// anchor, if any, a heading of that Markdown file) or a heading of README itself. Links to other
// sites or outside the repo (../shared, say) would rot or break on a fresh clone.
import { expect } from 'chai';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { repoRoot } from './support/contracts.js';

/** Markdown without its fenced code blocks and code spans, where brackets are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Link targets: inline [text](target "title"), reference definitions [x]: target, and autolinks <scheme:...>. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]*)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const references = [...text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1]!);
  const autolinks = [...text.matchAll(/<([a-z][a-z0-9+.-]*:[^>\s]*)>/gi)].map((m) => m[1]!);
  return [...inline, ...references, ...autolinks];
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]!.toLowerCase().replace(/[^\p{L}\p{N}\- _]/gu, '').replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** Why a link from `file` does not resolve inside the repository, or null when it does. */
function fault(file: string, target: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return 'leaves the repository (a URL)';
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  const into = path ? resolve(dirname(file), decodeURIComponent(path)) : file;
  const inside = relative(repoRoot, into);
  if (inside.startsWith('..') || inside.split(sep)[0] === '..' || resolve(repoRoot, inside) !== into) return 'points outside the repository';
  if (!existsSync(into)) return `names no file (${inside})`;
  if (anchor !== undefined) {
    if (!statSync(into).isFile() || !into.endsWith('.md')) return 'an anchor into something that is not Markdown';
    if (!headingAnchors(readFileSync(into, 'utf8')).has(anchor)) return `no heading #${anchor} in ${inside || 'README.md'}`;
  }
  return null;
}

describe('README links stay inside the repository', () => {
  const readmePath = join(repoRoot, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');

  it('every link resolves to a file of the repo or a heading', () => {
    const targets = linkTargets(readme);
    expect(targets.length, 'README links somewhere').to.be.greaterThan(0);
    const broken = targets.map((t) => [t, fault(readmePath, t)] as const).filter(([, why]) => why !== null).map(([t, why]) => `${t}: ${why}`);
    expect(broken).to.deep.equal([]);
  });

  it('the check finds URLs, paths outside the repo, missing files and anchors, and ignores code', () => {
    const sample = [
      '# Top', '## Batch execution', '',
      'see [a](https://example.com), [b](../shared/SPEC.md), [c](docs/missing.md), [d](#no-such), [e](#batch-execution),',
      '[f](docs/contracts.md), <https://example.org>, and `[g](https://in.code)`', '',
      '[ref]: http://example.net', '', '```', '[h](https://in.fence)', '```',
    ].join('\n');
    const found = linkTargets(sample);
    expect(found).to.have.members(['https://example.com', '../shared/SPEC.md', 'docs/missing.md', '#no-such', '#batch-execution', 'docs/contracts.md', 'http://example.net', 'https://example.org']);
    const faults = Object.fromEntries(found.map((t) => [t, fault(readmePath, t)]));
    expect(faults['#batch-execution']).to.equal(null); // README has this heading too
    expect(faults['docs/contracts.md']).to.equal(null);
    expect(faults['https://example.com']).to.match(/URL/);
    expect(faults['../shared/SPEC.md']).to.match(/outside/);
    expect(faults['docs/missing.md']).to.match(/names no file/);
    expect(faults['#no-such']).to.match(/no heading/);
    expect(headingAnchors('## MCP for agents\n## Tests\n## Tests')).to.deep.equal(new Set(['mcp-for-agents', 'tests', 'tests-1']));
  });
});
