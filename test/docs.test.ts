/**
 * The repository stands on its own: every link in README.md and docs/*.md
 * leads to a file (and heading) in the repository, or to Leroy Quet's blog,
 * which the docs credit; no text points at specs outside it. And
 * docs/rules.md names every rule id each game declares, under that game.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { games } from '../src/games/index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];
/** The one place outside the repository the docs may link: the blog where the games were posted. */
const BLOG = 'gamesconceived.blogspot.com';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** Names of the internal specs (and of where they live) that a text mentions. */
const outsideNames = (text: string) => ['../shared', '/work/', 'RULES.md', 'API.md', 'ARCHITECTURE.md'].filter((outside) => text.includes(outside));

/** Markdown without fenced code blocks and inline code, where brackets and # are not links or headings. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** Every link target: inline links and images, and src/href attributes of HTML. */
function links(markdown: string): string[] {
  const text = prose(markdown);
  const out: string[] = [];
  for (const m of text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) out.push(m[1]);
  for (const m of text.matchAll(/\b(?:src|href)\s*=\s*"([^"]+)"/g)) out.push(m[1]);
  return out;
}

/** Heading anchors as GitHub makes them: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of prose(markdown.replace(/`([^`\n]*)`/g, '$1')).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = m[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    out.add(n === 0 ? slug : `${slug}-${n}`);
  }
  return out;
}

/** Why a link from `file` does not stand on its own, or null when it does. */
function brokenLink(file: string, target: string, root = ROOT): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) {
    if (!/^https?:/i.test(target)) return `${target}: not a web link`;
    return new URL(target).hostname === BLOG ? null : `${target}: leaves the repository (only ${BLOG} may be linked)`;
  }
  if (target.includes('/shared')) return `${target}: names the internal specs, which are not in the repository`;
  const [pathPart, anchor] = target.split('#', 2);
  const resolved = pathPart === '' ? path.join(root, file) : path.resolve(path.dirname(path.join(root, file)), decodeURIComponent(pathPart));
  const relative = path.relative(root, resolved);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return `${target}: outside the repository`;
  if (!existsSync(resolved)) return `${target}: no file ${relative}`;
  if (anchor !== undefined && resolved.endsWith('.md') && !anchors(readFileSync(resolved, 'utf8')).has(anchor))
    return `${target}: ${relative} has no heading #${anchor}`;
  return null;
}

/** The part of docs/rules.md under the heading `## <id>`, up to the next heading of that level. */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}

/** Rule ids the code reports: every `rule: '…'` in the game's folder and in the engine. */
function idsInCode(dir: string): Set<string> {
  const ids = new Set<string>();
  for (const file of readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.ts'))) {
    for (const m of read(path.join(dir, file)).matchAll(/\brule:\s*'([a-z-]+)'/g)) ids.add(m[1]);
  }
  return ids;
}

describe('the docs stand on their own', () => {
  it.each(DOCS)('%s links only to files and headings in the repository, or to the blog', (file) => {
    const found = links(read(file));
    expect(found.length).toBeGreaterThan(0);
    expect(found.map((t) => brokenLink(file, t)).filter(Boolean)).toEqual([]);
  });

  it.each(DOCS)('%s names no spec outside the repository', (file) => {
    expect(outsideNames(read(file)), `${file} names files that are not in the repository`).toEqual([]);
  });

  it('comments and test names in the code cite the docs, not specs outside the repository', () => {
    const code = ['src', 'test', 'bench', 'scripts', 'templates'].flatMap((dir) =>
      readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f}`),
    );
    const citing = code.filter((file) => /\.(ts|js|html)$/.test(file) && file !== 'test/docs.test.ts' && outsideNames(read(file)).length > 0);
    expect(citing).toEqual([]);
  });

  it('the checks catch what they are for', () => {
    expect(brokenLink('README.md', '../shared/RULES.md')).toMatch(/internal specs|outside/);
    expect(brokenLink('README.md', 'docs/missing.md')).toMatch(/no file/);
    expect(brokenLink('docs/api.md', 'rules.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink('docs/api.md', 'https://example.org/')).toMatch(/leaves the repository/);
    expect(brokenLink('docs/api.md', 'rules.md#labyrinth')).toBeNull();
    expect(links('see [a](x.md) and `[b](y.md)` and <img src="p.svg">')).toEqual(['x.md', 'p.svg']);
    expect([...anchors('## GET /mazes/{game}.{format}\n### Parameters of every format\n## A\n## A')]).toEqual([
      'get-mazesgameformat',
      'parameters-of-every-format',
      'a',
      'a-1',
    ]);
  });
});

describe('docs/rules.md names every rule id', () => {
  const rules = read('docs/rules.md');
  const shared = idsInCode('src/core');

  it('the engine reports the shared ids, and rules.md explains them before the games', () => {
    expect([...shared].sort()).toEqual(['format', 'game-over', 'wrong-player']);
    const common = section(rules, 'What every game shares');
    for (const id of [...shared, 'off-board', 'phase']) expect(common, `shared id ${id}`).toContain(`\`${id}\``);
  });

  it.each([...games.values()].map((g) => [g.id, g] as const))('%s: every id it declares is in its section, and it declares every id its code reports', (id, game) => {
    const declared = new Set(game.about.rules.map((r) => r.id));
    for (const reported of [...idsInCode(`src/games/${id}`), ...shared]) expect(declared, `${id} reports ${reported} but does not declare it`).toContain(reported);
    const text = section(rules, id);
    expect(text, `docs/rules.md has no section "## ${id}"`).not.toBe('');
    const missing = [...declared].filter((rule) => !['format', 'wrong-player', 'game-over'].includes(rule) && !text.includes(`\`${rule}\``));
    expect(missing, `rule ids of ${id} missing from its section of docs/rules.md`).toEqual([]);
  });
});
