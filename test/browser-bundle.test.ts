/** The rules run in a browser: each game's browser-side files bundle for it, and a bundle that reaches Node is refused (scripts/browser-bundle.ts). */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundle, entries, gameFiles, NodeInBrowserError, ROOT, SERVICE_SIDE, table } from '../scripts/browser-bundle.ts';

const GAMES = ['bidirectional-line', 'labyrinth', 'labyrinthine-loop', 'polygonal-sections', 'simple-maze'];

describe('the browser bundles', () => {
  it('there is one a game folder, every one, and one of all five', () => {
    const folders = readdirSync(path.join(ROOT, 'src/games'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(folders).toEqual(expect.arrayContaining(GAMES));
    expect(entries().map((e) => e.name)).toEqual([...folders.sort(), 'all five']);
  });

  it("a game's bundle takes every .ts file of its folder but the service's, and the bots", () => {
    for (const [game, files] of gameFiles()) {
      const all = readdirSync(path.join(ROOT, 'src/games', game)).filter((f) => f.endsWith('.ts'));
      expect(files.map((f) => path.basename(f)).sort()).toEqual(all.filter((f) => !SERVICE_SIDE.includes(f)).sort());
      const { contents } = entries().find((e) => e.name === game)!;
      for (const f of files) expect(contents).toContain(`'./${f}'`);
      expect(contents).toContain(`'./src/bots/random.ts'`);
      for (const f of SERVICE_SIDE) expect(contents).not.toContain(`/${f}'`);
    }
    expect(gameFiles().get('labyrinth')).toContain('src/games/labyrinth/rules.ts');
  });

  it.each(entries().map((e) => [e.name, e] as const))('%s bundles for the browser without Node', async (_, entry) => {
    const size = await bundle(entry);
    expect(size.bytes).toBeGreaterThan(10_000);
    expect(size.gzipBytes).toBeGreaterThan(1_000);
    expect(size.gzipBytes).toBeLessThan(size.bytes);
    expect(table([size])).toContain(entry.name);
  });
});

describe('a bundle that reaches Node is refused, naming the file and line', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mazeplay-bundle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const at = path.join(dir, name);
    writeFileSync(at, text);
    return at;
  };
  const refusal = async (contents: string) => {
    const e = await bundle({ name: 'tiny', contents }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(e).toBeInstanceOf(NodeInBrowserError);
    return e as NodeInBrowserError;
  };

  it("an import of node:fs, or of a built-in's bare name, in the entry or a file it imports", async () => {
    const helper = file('helper.ts', "export const one = 1;\nimport { join } from 'path';\nexport const at = join('a', 'b');\n");
    const e = await refusal(`import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\nexport * from '${helper}';\n`);
    expect(e.offenders).toEqual([
      { file: path.relative(ROOT, helper), line: 2, what: "imports the Node built-in 'path'" },
      { file: 'tiny', line: 1, what: "imports the Node built-in 'node:fs'" },
    ]);
    expect(e.message).toContain("tiny:1: imports the Node built-in 'node:fs'");
  });

  it("a use of Node's globals: process.env, Buffer, require, __dirname, globalThis.process", async () => {
    const e = await refusal(
      ['export const home = process.env.HOME;', "export const bytes = Buffer.from('x');", 'export const load = (id: string) => require(id);', 'export const here = __dirname;', 'export const env = () => globalThis.process?.env;'].join('\n'),
    );
    expect(e.offenders.map((o) => `${o.file}:${o.line}: ${o.what}`)).toEqual([
      'tiny:1: uses the Node global process',
      'tiny:2: uses the Node global Buffer',
      'tiny:3: uses the Node global require',
      'tiny:4: uses the Node global __dirname',
      'tiny:5: uses the Node global process',
    ]);
    expect(e.message).toMatch(/^the tiny browser bundle reaches Node:\n {2}tiny:1: uses the Node global process\n/);
  });

  it('but not the words in a comment or a string, a property, or a local of that name', async () => {
    const clean = file(
      'clean.ts',
      [
        '// process.env and Buffer, in a comment',
        "export const said = 'require(x) and process.env, in a string';",
        'export const run = (gen: { process(): number }) => gen.process();',
        'export function own(require: (id: string) => number, process = 1) { return require("x") + process; }',
      ].join('\n'),
    );
    const size = await bundle({ name: 'clean', contents: `export * from '${clean}';\n` });
    expect(size.bytes).toBeGreaterThan(0);
  });
});
