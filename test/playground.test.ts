/** The playground page in real headless Chromium against the real server. */
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { launch } from './helpers/browser.ts';

describe('playground page', () => {
  let server: ServerType;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: createApp().fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        base = `http://127.0.0.1:${info.port}`;
        resolve();
      });
    });
    browser = await launch();
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('shows a maze, and a new seed shows another', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base);
    const maze = page.locator('#maze svg');
    await maze.waitFor();
    const first = await maze.innerHTML();
    const seed = await page.inputValue('#seed');
    expect(await page.locator('#maze svg title').textContent()).toBe(`Maze-ish Simple Game, 12×12 cells, seed ${seed}`);
    expect(await page.locator('#downloads a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))).toEqual([
      '/mazes/simple-maze.svg',
      '/mazes/simple-maze.pdf',
      '/mazes/simple-maze.json',
    ]);

    await page.click('#new-seed');
    await page.waitForFunction((old) => document.querySelector('#maze svg')?.innerHTML !== old, first);
    expect(await page.inputValue('#seed')).not.toBe(seed);
    expect(await maze.innerHTML()).not.toBe(first);

    await page.fill('#width', '20');
    await page.fill('#height', '8');
    await page.click('#make');
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.includes('20×8'));
    await page.fill('#width', '1');
    await page.click('#make');
    expect(errors).toEqual([]);
  });

  it('offers players, rounds and the round to show where the game has them', async () => {
    const page = await browser.newPage();
    await page.goto(base);
    await page.locator('#maze svg').waitFor();
    expect(await page.isVisible('#players-label')).toBe(false);
    await page.selectOption('#game', 'labyrinthine-loop');
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.startsWith('Labyrinthine Loop'));
    await page.selectOption('#players', '3');
    expect(await page.locator('.bot').count()).toBe(3);
    expect(await page.locator('#round option').count()).toBe(3);
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Labyrinthine Loop'));
    const first = await page.locator('#maze svg').innerHTML();
    await page.selectOption('#round', '2');
    await page.waitForFunction((old) => document.querySelector('#maze svg')?.innerHTML !== old, first);
    const pdf = await page.getAttribute('#downloads a:nth-child(2)', 'href');
    expect(pdf).toMatch(/players=3/);
    expect(pdf).not.toMatch(/round=/);
  });

  it('disables the bots that cannot play the board, showing their limit', async () => {
    const page = await browser.newPage();
    await page.goto(base);
    await page.locator('#maze svg').waitFor();
    const mcts = page.locator('.bot >> nth=0').locator('option[value="mcts"]');
    expect(await mcts.textContent()).toBe('mcts (boards up to 400)');
    expect(await mcts.isDisabled()).toBe(false);
    await page.selectOption('.bot >> nth=0', 'mcts');
    await page.fill('#width', '40');
    await page.fill('#height', '40');
    expect(await mcts.isDisabled()).toBe(true);
    expect(await page.inputValue('.bot >> nth=0')).toBe('maker');
  });

  it('says what is wrong when the server refuses a request', async () => {
    const page = await browser.newPage();
    await page.goto(base);
    await page.locator('#maze svg').waitFor();
    await page.selectOption('#game', 'labyrinth');
    await page.fill('#width', '1000');
    await page.fill('#height', '1000');
    for (const bot of await page.locator('.bot').all()) await bot.selectOption('greedy');
    await page.click('#make');
    await page.waitForFunction(() => document.querySelector('#status')?.classList.contains('error'));
    expect(await page.textContent('#status')).toMatch(/MAX_COST_MS/);
  });
});
