/** The command line as a user runs it: bin/mazeplay.js in a child process. */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfText } from './helpers/poppler.ts';

const bin = path.resolve('bin/mazeplay.js');
const dir = mkdtempSync(path.join(tmpdir(), 'mazeplay-cli-'));
const run = (...args: string[]) => spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', cwd: dir });

describe('mazeplay CLI', () => {
  it('generates a PDF file', () => {
    const r = run('generate', 'simple-maze', '--size', '20', '--seed', '7', '--format', 'pdf', '-o', 'maze.pdf');
    expect(r.status).toBe(0);
    expect(r.stderr).toContain('wrote maze.pdf');
    expect(pdfInfo(readFileSync(path.join(dir, 'maze.pdf'))).Pages).toBe('1');
    expect(run('generate', 'simple-maze', '--size', '5', '--format', 'pdf', '--title', 'Class 2B', '-o', 'titled.pdf').status).toBe(0);
    expect(pdfText(readFileSync(path.join(dir, 'titled.pdf')))).toMatch(/^Class 2B\n/);
  });

  it('writes the same SVG the HTTP API serves, to standard output', async () => {
    const svg = execFileSync(process.execPath, [bin, 'generate', 'simple-maze', '--width', '9', '--height', '5', '--seed', 'x', '--bots', 'greedy,random'], { encoding: 'utf8' });
    const { createApp } = await import('../src/app.ts');
    const served = await (await createApp().request('/mazes/simple-maze.svg?width=9&height=5&seed=x&bots=greedy,random')).text();
    expect(svg).toBe(served);
  });

  it('takes a shaped board as the HTTP API does, and says a bad one as a mistake', async () => {
    const svg = execFileSync(process.execPath, [bin, 'generate', 'labyrinth', '--shape', 'heart', '--size', '12', '--seed', 'h'], { encoding: 'utf8' });
    const { createApp } = await import('../src/app.ts');
    expect(svg).toBe(await (await createApp().request('/mazes/labyrinth.svg?shape=heart&size=12&seed=h')).text());
    expect(run('generate', 'simple-maze', '--help').stdout).toContain('--shape SHAPE   --text TEXT   --mask MASK');
    const holed = run('generate', 'labyrinth', '--mask', '3x3.94', '--size', '9');
    expect(holed.status).toBe(2);
    expect(holed.stderr).toMatch(/mask.*hole/);
  });

  it('verifies a log: 0 legal, 1 illegal, 2 bad input', () => {
    const json = run('generate', 'simple-maze', '--size', '5', '--seed', 'v', '--format', 'json');
    expect(json.status).toBe(0);
    const doc = JSON.parse(json.stdout);
    writeFileSync(path.join(dir, 'game.json'), JSON.stringify(doc.log));
    writeFileSync(path.join(dir, 'maze.json'), json.stdout);
    const legal = run('verify', 'simple-maze', 'game.json');
    expect(legal.status).toBe(0);
    expect(JSON.parse(legal.stdout)).toMatchObject({ legal: true, finished: true });
    expect(run('verify', 'simple-maze', 'maze.json').status).toBe(0);

    doc.log.moves[3] = doc.log.moves[2];
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(doc.log));
    const illegal = run('verify', 'simple-maze', 'bad.json');
    expect(illegal.status).toBe(1);
    expect(JSON.parse(illegal.stdout).violation.index).toBe(3);
    expect(illegal.stderr).toMatch(/^illegal: move 4 \(index 3\): /);

    writeFileSync(path.join(dir, 'broken.json'), '{"moves": [');
    expect(run('verify', 'simple-maze', 'broken.json').status).toBe(2);
    // A text that is no JSON, ending in a line break as a file does: the whole message, on one line.
    writeFileSync(path.join(dir, 'text.json'), 'notjson\n');
    expect(run('verify', 'simple-maze', 'text.json')).toMatchObject({ status: 2, stderr: '"text.json" is not JSON: Unexpected token \'o\', "notjson\\n" is not valid JSON\n'.replace(/^/, 'mazeplay: ') });
    expect(run('verify', 'simple-maze', 'missing.json').status).toBe(2);
    expect(run('verify', 'chess', 'game.json').status).toBe(2);
    writeFileSync(path.join(dir, 'big.json'), JSON.stringify({ width: 1, height: 2, moves: [] }));
    expect(run('verify', 'simple-maze', 'big.json').stderr).toMatch(/width/);
  });

  it('writes a log as codes with --log codes, and verifies it; a log with moves and codes is refused', () => {
    const json = run('generate', 'labyrinth', '--size', '6', '--seed', 'c', '--format', 'json', '--log', 'codes');
    const { log } = JSON.parse(json.stdout);
    expect(log.codes).toEqual(expect.arrayContaining([expect.any(Number)]));
    writeFileSync(path.join(dir, 'codes.json'), JSON.stringify(log));
    expect(JSON.parse(run('verify', 'labyrinth', 'codes.json').stdout)).toMatchObject({ legal: true, finished: true });
    writeFileSync(path.join(dir, 'both.json'), JSON.stringify({ ...log, moves: [] }));
    expect(run('verify', 'labyrinth', 'both.json')).toMatchObject({ status: 2, stderr: expect.stringMatching(/has both "moves" and "codes"/) });
  });

  it('says the move a bot would play next after a log, the same for the same seed', () => {
    const { log } = JSON.parse(run('generate', 'simple-maze', '--size', '4', '--seed', 'm', '--format', 'json').stdout);
    writeFileSync(path.join(dir, 'part.json'), JSON.stringify({ ...log, moves: log.moves.slice(0, 6) }));
    const first = run('move', 'simple-maze', 'part.json', '--bot', 'greedy', '--seed', '1');
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({ legal: true, bot: 'greedy', seed: '1', move: { from: expect.any(Array), to: expect.any(Array) } });
    expect(run('move', 'simple-maze', 'part.json', '--bot', 'greedy', '--seed', '1').stdout).toBe(first.stdout);
    expect(run('move', 'simple-maze', 'part.json', '--bot', 'nobody')).toMatchObject({ status: 2, stderr: expect.stringMatching(/^mazeplay: --bot: no bot "nobody"/) });
    expect(run('move', '--help')).toMatchObject({ status: 0, stdout: expect.stringMatching(/^usage: mazeplay move <game>/) });
  });

  it('plays a tournament: a table by default, JSON on request, the same for the same options', () => {
    const args = ['tournament', 'simple-maze', '--bots', 'greedy,random', '--size', '4', '--games', '4', '--seed', 'cli'];
    const table = run(...args);
    expect(table.status).toBe(0);
    expect(table.stdout).toMatch(/^simple-maze 4×4, 4 games a pairing in each seat order, seed cli/);
    expect(table.stdout).toMatch(/^ratings: /m);
    const json = JSON.parse(run(...args, '--json').stdout);
    expect(json.pairings).toHaveLength(2);
    expect(JSON.parse(run(...args, '--json').stdout)).toEqual(json);
    expect(run('tournament', 'simple-maze', '--bots', 'greedy')).toMatchObject({ status: 2, stderr: expect.stringMatching(/^mazeplay: --bots: name two or more/) });
    expect(run('tournament', 'simple-maze', '--bots', 'greedy,nobody')).toMatchObject({ status: 2, stderr: expect.stringMatching(/no bot "nobody"/) });
  });

  it('exits 2 with a message for bad generate options', () => {
    for (const args of [['--size', '1'], ['--format', 'gif'], ['--bots', 'nobody'], ['--nonsense']]) {
      const r = run('generate', 'simple-maze', ...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^mazeplay: /);
    }
    expect(run().status).toBe(2);
    expect(run('help').status).toBe(0);
  });

  it('answers --help, --version, help <command> and <command> --help with exit 0', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    expect(run('--version')).toMatchObject({ status: 0, stdout: `mazeplay ${version}\n` });
    for (const args of [['--help'], ['-h'], ['help'], ['help', 'help']]) expect(run(...args)).toMatchObject({ status: 0, stdout: expect.stringMatching(/^usage: mazeplay <command>/) });
    for (const args of [['help', 'generate'], ['generate', '--help']]) expect(run(...args)).toMatchObject({ status: 0, stdout: expect.stringContaining('--per-page N') });
    for (const args of [['help', 'verify'], ['verify', '--help']]) expect(run(...args)).toMatchObject({ status: 0, stdout: expect.stringMatching(/^usage: mazeplay verify <game> <log.json \| ->/) });
    expect(run()).toMatchObject({ status: 2, stderr: expect.stringMatching(/^usage: /) });
  });

  it('verifies a log from standard input, and refuses a log of another game', () => {
    const log = JSON.parse(run('generate', 'labyrinth', '--size', '5', '--seed', 'in', '--format', 'json').stdout).log;
    const piped = spawnSync(process.execPath, [bin, 'verify', 'labyrinth', '-'], { input: JSON.stringify(log), encoding: 'utf8' });
    expect(piped.status).toBe(0);
    expect(JSON.parse(piped.stdout)).toMatchObject({ legal: true, finished: true });
    const other = spawnSync(process.execPath, [bin, 'verify', 'simple-maze', '-'], { input: JSON.stringify(log), encoding: 'utf8' });
    expect(other).toMatchObject({ status: 2, stdout: '', stderr: 'mazeplay: the log is a game of "labyrinth", not of simple-maze\n' });
  });

  it('says every mistake in one line, exit 2, no stack trace', () => {
    for (const [args, message] of [
      [['generate', 'simple-maze', '-o', '/nonexistent/x.svg'], /^mazeplay: cannot write "\/nonexistent\/x.svg": ENOENT/],
      [['generate', 'simple-maze', 'extra'], /^mazeplay: unexpected argument "extra"/],
      [['verify', 'simple-maze', 'a.json', 'b.json'], /^mazeplay: unexpected argument "b.json"/],
      [['generate', 'simple-maze', '--format', 'png', '--cell', '4'], /^mazeplay: --cell: not an option of --format png/],
      [['frobnicate'], /^mazeplay: no command "frobnicate"/],
      [['help', 'frobnicate'], /^mazeplay: no command "frobnicate"/],
      [['help', 'generate', 'extra'], /^mazeplay: unexpected argument "extra"/],
      [['--version', 'extra'], /^mazeplay: unexpected argument "extra"/],
      [['generate', 'simple-maze', '--perPage', '3'], /^mazeplay: --perPage is not an option of generate \(mazeplay help generate\)$/m],
      [['generate', 'simple-maze', '--seed', '1', '--seed', '2'], /^mazeplay: --seed is given twice/],
      [['generate', 'simple-maze', '-o', ''], /^mazeplay: --output: name a file, or - for standard output/],
      [['generate', 'simple-maze', '--format', 'pdf', '--title', 'あ'], /^mazeplay: title: the character "あ" is not in the book's font \(U\+3042\), which has the Latin, Greek and Cyrillic alphabets$/m],
      [['generate', 'simple-maze', '--size', '1000', '--format', 'png', '--scale', '100'], /over the limit of 40 megapixels; --scale: at most [\d.]+ for a board of 1000×1000$/m],
      [['tournament', 'simple-maze', '--bots', 'greedy,random', '--seed', 'bad seed!'], /^mazeplay: --seed: must be 1–64 characters/],
      [['tournament', 'simple-maze', '--bots', 'greedy,random', '--games', '1e1'], /^mazeplay: --games: must be a whole number of at least 1, in decimal digits/],
    ] as const) {
      const r = run(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr, args.join(' ')).toMatch(message);
      expect(r.stderr.trim().split('\n'), args.join(' ')).toHaveLength(1);
    }
  });

  it('stops quietly when the reader of its output stops early, and writes to standard output for -o -', () => {
    // A 300² SVG is more than a pipe holds, so the writer meets the closed pipe.
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${bin}" generate simple-maze --size 300 --seed 1 | head -c 100 >/dev/null`], { encoding: 'utf8', cwd: dir });
    expect(r.stderr).toBe('');
    const out = run('generate', 'simple-maze', '--size', '3', '--seed', 'o', '-o', '-');
    expect(out).toMatchObject({ status: 0, stdout: expect.stringMatching(/^<svg/) });
  });

  it('names the option and its range', () => {
    const r = run('generate', 'simple-maze', '--format', 'pdf', '--per-page', '40');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^mazeplay: --per-page: must be an integer from 1 to 16\n/);
    expect(run('generate', 'labyrinthine-loop', '--players', '9').stderr).toMatch(/players must be an integer from 2 to 8/);
    // A side over the game's limit, as the server says it: the limit, not the variable that sets it.
    expect(run('generate', 'simple-maze', '--size', '1001')).toMatchObject({ status: 2, stderr: 'mazeplay: size must be an integer from 2 to 1000 for simple-maze\n' });
  });
});
