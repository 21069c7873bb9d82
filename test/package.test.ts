/** The package as the registry would ship it: packed, installed into an empty project, run. */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(path.join(tmpdir(), 'mazeplay-pack-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

describe('the packed package', () => {
  it('installs from its tarball and runs the CLI from compiled JavaScript', () => {
    // Packed from a copy: prepack builds dist/ there, never under another test that runs this tree's dist/.
    const copy = path.join(dir, 'copy');
    for (const entry of ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'LICENSE', 'README.md', 'docs', 'src', 'scripts', 'bin', 'templates', 'assets'])
      cpSync(entry, path.join(copy, entry), { recursive: true });
    symlinkSync(path.resolve('node_modules'), path.join(copy, 'node_modules'));
    // The tarball holds what runs, never the sources or the tests.
    const [{ filename, files }] = JSON.parse(npm(['pack', '--json', '--pack-destination', dir], copy)) as { filename: string; files: { path: string }[] }[];
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['bin/mazeplay.js', 'dist/cli.js', 'dist/server.js', 'LICENSE', 'assets/fonts/SourceSans3-Regular.ttf', 'templates/index.html', 'templates/play.html', 'dist/play-assets/manifest.json', 'docs/api.md']));
    expect(paths.filter((p) => p.startsWith('src/') || p.startsWith('test/'))).toEqual([]);

    const project = path.join(dir, 'project');
    mkdirSync(project);
    writeFileSync(path.join(project, 'package.json'), '{"name":"try-mazeplay","private":true}');
    npm(['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(dir, filename)], project);
    const cli = (...args: string[]) => spawnSync(path.join(project, 'node_modules/.bin/mazeplay'), args, { cwd: project, encoding: 'utf8' });
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(cli('--version').stdout).toBe(`mazeplay ${version}\n`);
    const svg = cli('generate', 'simple-maze', '--size', '5', '--seed', 'packed');
    expect(svg.status).toBe(0);
    expect(svg.stdout).toMatch(/^<svg /);
    const png = cli('generate', 'labyrinth', '--size', '5', '--format', 'png', '-o', 'maze.png');
    expect(png.status).toBe(0);
    expect([...readFileSync(path.join(project, 'maze.png')).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }, 240_000);
});
