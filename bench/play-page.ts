/**
 * npm run bench:play: the play page as a browser gets it. The sizes of its
 * scripts as served (minified; gzip and brotli as the server sends them),
 * then, in local headless Chromium against the server on a loopback port,
 * the time from navigation to a board a person can play (the page's
 * "playable" performance mark) for a new game of each game on its play
 * board against its strongest bot: the first visit (scripts not cached) and
 * the median and worst of the visits after it (scripts cached, as they are
 * for good). The aim is under 300 ms.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { buildPlayAssets, PLAY_ASSETS } from '../scripts/play-assets.ts';
import { createApp } from '../src/app.ts';
import { playGames } from '../src/play/games.ts';
import { strongest } from '../src/play/seats.ts';
import { table } from './table.ts';

const AIM_MS = 300;
const VISITS = 12;

const manifest = await buildPlayAssets();
const kib = (n: number) => (n / 1024).toFixed(1);
const size = (file: string) => readFileSync(`${PLAY_ASSETS}/${file}`).length;
const sizes = manifest.files.map((f) => [f, kib(size(f)), kib(size(`${f}.gz`)), kib(size(`${f}.br`))]);
const total = (suffix: string) => kib(manifest.files.reduce((sum, f) => sum + size(`${f}${suffix}`), 0));
console.log(table([['play page script', 'minified KiB', 'gzip KiB', 'brotli KiB'], ...sizes, ['all', total(''), total('.gz'), total('.br')]], 1));

const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const s = serve({ fetch: createApp().fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const rows = [['game', 'board', 'against', 'first visit ms', 'median ms', 'worst ms', '']];
try {
  for (const [id, entry] of playGames) {
    const { playBoard } = entry.view;
    const params = entry.game.rules.params({ maxSide: 1000 }).parse(playBoard);
    const bot = strongest(entry, params);
    const players = params.players ?? entry.game.about.players.min;
    const board = Object.entries(playBoard).map(([k, v]) => `${k}=${v}`).join('&');
    const url = `${base}/play#game=${id}&${board}&seats=person${`,${bot}`.repeat(players - 1)}&seed=bench`;
    const context = await browser.newContext();
    const times: number[] = [];
    for (let i = 0; i < VISITS; i++) {
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForSelector('body[data-ready] .spot');
      times.push(await page.evaluate(() => performance.getEntriesByName('playable')[0].startTime));
      await page.close();
    }
    await context.close();
    const [first, ...cached] = times;
    cached.sort((a, b) => a - b);
    const worst = Math.max(first, ...cached);
    rows.push([id, `${playBoard.width}×${playBoard.height}`, bot, first.toFixed(0), cached[cached.length >> 1].toFixed(0), worst.toFixed(0), worst > AIM_MS ? `over ${AIM_MS} ms` : '']);
  }
} finally {
  await browser.close();
  server.close();
}
console.log(table(rows, 3));
