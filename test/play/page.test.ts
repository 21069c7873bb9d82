/** The play page in real Chromium against the real server: games by clicks and by keys, refusals, undo and redo, and games in links. */
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../helpers/browser.ts';
import { pdfInfo } from '../helpers/poppler.ts';
import { clickHint, exportedLog, offeredSvg, openPlay, playToEnd, post, waitTurn } from '../helpers/play.ts';
import { useServer } from '../helpers/server.ts';
import { playGames, type PlayGame } from '../../src/play/games.ts';

/** Where the screenshots of each game mid-game go, to be looked at. */
const SHOTS = path.join(tmpdir(), 'mazeplay-play-shots');
mkdirSync(SHOTS, { recursive: true });

/** Each game on a small board, a person against a bot. */
const GAMES: [string, string][] = [
  ['simple-maze', 'width=4&height=4&seats=person,greedy'],
  ['labyrinth', 'width=3&height=3&seats=person,greedy'],
  ['polygonal-sections', 'width=3&height=3&players=2&seats=person,greedy'],
  ['labyrinthine-loop', 'width=4&height=4&players=2&rounds=1&seats=person,greedy'],
  ['bidirectional-line', 'width=3&height=3&seats=person,greedy'],
];

describe('the play page', () => {
  const base = useServer();
  const browser = useBrowser();

  it.each(GAMES)('plays %s to the end by clicks; the server confirms the log and draws the same maze', async (game, board) => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openPlay(page, base(), `game=${game}&${board}&seed=t1`);
    expect(await playToEnd(page)).toBeGreaterThan(0);
    const log = await exportedLog(page);
    const verdict = (await (await post(base(), `/games/${game}/verify`, log)).json()) as { legal: boolean; finished: boolean; outcome: unknown };
    expect(verdict).toMatchObject({ legal: true, finished: true });
    expect(JSON.parse((await page.getAttribute('[data-outcome]', 'data-outcome')) as string)).toEqual(verdict.outcome);
    const svg = await offeredSvg(page);
    expect(svg).toBe(await (await post(base(), `/games/${game}/maze.svg`, log)).text());
    expect(errors).toEqual([]);
    await page.close();
  });

  it('plays the loop game between three people at one device, two rounds each, with the scores the server gives', async () => {
    const page = await browser().newPage();
    await openPlay(page, base(), 'game=labyrinthine-loop&width=3&height=3&players=3&rounds=2&seats=person,person,person&seed=t6');
    await playToEnd(page);
    const log = await exportedLog(page);
    const verdict = (await (await post(base(), '/games/labyrinthine-loop/verify', log)).json()) as { legal: boolean; finished: boolean; outcome: { scores: Record<string, number> } };
    expect(verdict).toMatchObject({ legal: true, finished: true });
    const shown = await page.locator('#status .scores .chip').allTextContents();
    expect(shown).toEqual(Object.entries(verdict.outcome.scores).map(([p, n]) => `${p}: ${n}`));
    await page.close();
  });

  it.each(GAMES)('refuses an illegal pick in %s with the rule and sentence /verify gives', async (game, board) => {
    const page = await browser().newPage();
    await openPlay(page, base(), `game=${game}&${board.replace(/seats=[^&]*/, 'seats=person,person')}&seed=t2`);
    for (let i = 0; i < 2; i++) await clickHint(page);
    // A spot that is no legal pick; where the view reads it as a legal move after all, that move is played and the next is tried.
    for (let tries = 0; !(await page.getAttribute('#say', 'data-rule')) && tries < 20; tries++) await page.locator('.spot:not(.legal)').first().click();
    const rule = await page.getAttribute('#say', 'data-rule');
    const tried = JSON.parse((await page.getAttribute('#say', 'data-attempt')) as string) as unknown;
    const log = await exportedLog(page);
    const verdict = (await (await post(base(), `/games/${game}/verify`, { ...log, moves: [...log.moves, tried] })).json()) as { violation: { index: number; rule: string; message: string } };
    expect(verdict.violation).toMatchObject({ index: log.moves.length, rule });
    expect(await page.textContent('#say')).toContain(`(${rule}): ${verdict.violation.message.replace(/^move \d+ \(index \d+\): /, '')}`);
    await page.close();
  });

  it('undoes to the person’s previous move and redoes to the same log', async () => {
    const page = await browser().newPage();
    await openPlay(page, base(), 'game=simple-maze&width=5&height=5&seats=person,greedy&seed=t3');
    for (let i = 0; i < 3; i++) {
      await waitTurn(page);
      await clickHint(page);
    }
    await waitTurn(page);
    const before = (await exportedLog(page)).moves;
    await page.click('#undo');
    const undone = (await exportedLog(page)).moves;
    expect(undone).toEqual(before.slice(0, before.length - 2));
    expect(await page.getAttribute('#table', 'data-turn')).toBe('person');
    await page.click('#redo');
    expect((await exportedLog(page)).moves).toEqual(before);
    await page.close();
  });

  it('shows the same position from its link in a fresh browser, and refuses a changed one naming its rule', async () => {
    const page = await browser().newPage();
    await openPlay(page, base(), 'game=simple-maze&width=4&height=4&seats=person,person&seed=t4');
    for (let i = 0; i < 5; i++) await clickHint(page);
    await page.waitForSelector('#table[data-linked="5"]');
    const link = page.url();
    const log = await exportedLog(page);
    const targets = await page.locator('[data-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-move')));
    const fresh = await browser().newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    await other.waitForSelector('body[data-ready]');
    expect(await exportedLog(other)).toEqual(log);
    expect(await other.locator('[data-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-move')))).toEqual(targets);
    // The second move replaced by one that starts from an untaken cell.
    const changed = [log.moves[0], { from: [3, 3], to: [3, 2] }, ...log.moves.slice(2)];
    const moves = deflateRawSync(JSON.stringify(changed)).toString('base64url');
    await other.goto(`${base()}/play#game=simple-maze&width=4&height=4&seats=person,greedy&seed=t4&moves=${moves}`);
    await other.waitForSelector('#table[data-refused]');
    expect(await other.getAttribute('#table', 'data-refused')).toBe('from-untaken');
    expect(await other.textContent('#link-refusal')).toContain('move 2 (index 1)');
    // The game waits at the move before it, the bot's turn: no bot plays over the refusal until Play on.
    await other.waitForTimeout(500);
    expect((await exportedLog(other)).moves).toEqual(log.moves.slice(0, 1));
    await other.click('#play-on');
    await other.waitForFunction(() => document.getElementById('table')?.dataset.turn === 'person');
    expect((await exportedLog(other)).moves).toHaveLength(2);
    await fresh.close();
    await page.close();
  });

  it('gives the same bot moves to the same link, played on or opened afresh', async () => {
    const page = await browser().newPage();
    await openPlay(page, base(), 'game=labyrinth&width=4&height=4&seats=person,random&seed=t8');
    for (let i = 0; i < 4; i++) {
      await waitTurn(page);
      await clickHint(page);
    }
    await waitTurn(page);
    const played = (await exportedLog(page)).moves;
    for (const n of [1, 3, 5, 7]) {
      const prefix = played.slice(0, n).map((m) => JSON.stringify(m));
      const fresh = await browser().newPage();
      await openPlay(fresh, base(), `game=labyrinth&width=4&height=4&seats=person,random&seed=t8&moves=${deflateRawSync(`[${prefix.join(',')}]`).toString('base64url')}`);
      await waitTurn(fresh);
      expect((await exportedLog(fresh)).moves[n], `the bot's move ${n + 1}`).toEqual(played[n]);
      await fresh.close();
    }
    await page.close();
  });

  it('downloads the finished game as the server prints it: a PNG, and a PDF with its answer key', async () => {
    const page = await browser().newPage();
    await openPlay(page, base(), 'game=simple-maze&width=5&height=5&seats=person,maker&seed=t10');
    await page.click('#finish');
    expect(await waitTurn(page)).toBe('over');
    await page.waitForSelector('#svg-link[href]');
    const saved = async (button: string) => {
      const [download] = await Promise.all([page.waitForEvent('download'), page.click(button)]);
      return new Uint8Array(readFileSync(await download.path()));
    };
    const png = await saved('[data-download="png"]');
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const log = await exportedLog(page);
    expect(png).toEqual(new Uint8Array(await (await post(base(), '/games/simple-maze/maze.png', log)).arrayBuffer()));
    expect(pdfInfo(await saved('[data-download="pdf?solution=true"]')).Pages).toBe('2');
    expect(pdfInfo(await saved('[data-download="pdf"]')).Pages).toBe('1');
    await page.close();
  });

  it('lets the bots finish from a position undone back to, and refuses a link to a board it does not offer', async () => {
    const page = await browser().newPage();
    await openPlay(page, base(), 'game=labyrinth&width=4&height=4&seats=person,greedy&seed=t7');
    for (let i = 0; i < 3; i++) {
      await waitTurn(page);
      await clickHint(page);
    }
    await waitTurn(page);
    await page.click('#undo');
    await page.click('#finish');
    expect(await waitTurn(page)).toBe('over');
    expect(await post(base(), '/games/labyrinth/verify', await exportedLog(page)).then((r) => r.json())).toMatchObject({ legal: true, finished: true });
    await page.goto(`${base()}/play#game=labyrinth&width=300&height=300&seats=person,greedy`);
    await page.waitForSelector('#setup:not([hidden]) .problem:not(:empty)');
    expect(await page.isHidden('#table')).toBe(true);
    await page.close();
  });

  it.each(GAMES)('fits %s on a phone, in dark mode, with taps of 32 px or more, and on a desktop', async (game) => {
    const { playBoard } = (playGames.get(game) as PlayGame).view;
    const board = Object.entries(playBoard).map(([k, v]) => `${k}=${v}`).join('&');
    for (const [name, width, height] of [['phone', 390, 844], ['desktop', 1280, 900]] as const) {
      const context = await browser().newContext({ viewport: { width, height }, colorScheme: 'dark', isMobile: name === 'phone', hasTouch: name === 'phone' });
      const page = await context.newPage();
      await openPlay(page, base(), `game=${game}&${board}&seats=person,person${',person'.repeat((playBoard.players ?? 2) - 2)}&seed=t9`);
      for (let i = 0; i < 4; i++) await clickHint(page);
      const fit = await page.evaluate(() => ({
        sideways: document.documentElement.scrollWidth > window.innerWidth,
        smallest: Math.min(...[...document.querySelectorAll('.spot.legal')].map((s) => Math.min(s.getBoundingClientRect().width, s.getBoundingClientRect().height))),
        board: getComputedStyle(document.getElementById('board') as HTMLElement).backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
      }));
      expect(fit.sideways, `${name}: nothing scrolls sideways`).toBe(false);
      if (name === 'phone') expect(fit.smallest, 'the smallest legal target, in CSS px').toBeGreaterThanOrEqual(32);
      expect(fit.board).toBe('rgb(255, 255, 255)');
      expect(fit.page).not.toBe('rgb(255, 255, 255)');
      await page.screenshot({ path: path.join(SHOTS, `${game}-${name}.png`), fullPage: true });
      await context.close();
    }
  });

  it('plays simple-maze to the end with the keyboard alone', async () => {
    const page = await browser().newPage();
    await openPlay(page, base(), 'game=simple-maze&width=3&height=3&seats=person,greedy&seed=t5');
    for (let i = 0; i < 40 && !(await page.evaluate(() => document.activeElement?.classList.contains('spot'))); i++) await page.keyboard.press('Tab');
    while ((await waitTurn(page)) === 'person') {
      const target = await page.locator('.spot.hint').first().getAttribute('data-key');
      for (let step = 0; step < 20; step++) {
        const here = await page.evaluate(() => document.activeElement?.getAttribute('data-key'));
        if (here === target) break;
        const [hx, hy] = (here as string).split(',').map(Number);
        const [tx, ty] = (target as string).split(',').map(Number);
        await page.keyboard.press(tx > hx ? 'ArrowRight' : tx < hx ? 'ArrowLeft' : ty > hy ? 'ArrowDown' : 'ArrowUp');
      }
      await page.keyboard.press('Enter');
    }
    const verdict = (await (await post(base(), '/games/simple-maze/verify', await exportedLog(page))).json()) as { legal: boolean; finished: boolean };
    expect(verdict).toMatchObject({ legal: true, finished: true });
    await page.close();
  });
});
