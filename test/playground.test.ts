/** The playground page in real headless Chromium against the real server. */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { decodeMask, encodeMask } from '../src/core/region.ts';
import { OUTPUT_VERSION, sameSince } from '../src/output-version.ts';
import { useBrowser } from './helpers/browser.ts';
import { getEstimate } from './helpers/estimate.ts';
import { pdfText } from './helpers/poppler.ts';
import { useServer } from './helpers/server.ts';

describe('playground page', () => {
  const base = useServer();
  const browser = useBrowser();

  it('keeps a shared link to version 1 pinned there where the server still makes its bytes', async () => {
    const page = await browser().newPage();
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/mazes/') && asked.push(new URL(r.url()).pathname)));
    await page.goto(`${base()}/?game=simple-maze&size=6&seed=old-1&v=1`);
    await page.locator('#maze svg').waitFor();
    const pinned = (format: string) => `/v${sameSince('simple-maze', format) <= 1 ? 1 : OUTPUT_VERSION}/mazes/simple-maze.${format}`;
    expect(asked.at(-1)).toBe(pinned('svg'));
    expect(await page.locator('#downloads a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))).toEqual(['svg', 'png', 'pdf', 'json'].map(pinned));
    expect(new URL(page.url()).searchParams.get('v')).toBe(sameSince('simple-maze', 'svg') <= 1 ? '1' : String(OUTPUT_VERSION));
    if (sameSince('simple-maze', 'svg') > 1) expect(await page.textContent('#status')).toContain('older version of mazeplay');
    await page.click('#new-seed');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('seed') !== 'old-1');
    expect(new URL(page.url()).searchParams.get('v')).toBe(String(OUTPUT_VERSION));
    await page.close();
  });

  it('shows a maze, and a new seed shows another', async () => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(base());
    const maze = page.locator('#maze svg');
    await maze.waitFor();
    const first = await maze.innerHTML();
    const seed = await page.inputValue('#seed');
    expect(await page.locator('#maze svg title').textContent()).toBe(`Maze-ish Simple Game, 12×12 cells, seed ${seed}`);
    expect(await page.locator('#downloads a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))).toEqual([
      `/v${OUTPUT_VERSION}/mazes/simple-maze.svg`,
      `/v${OUTPUT_VERSION}/mazes/simple-maze.png`,
      `/v${OUTPUT_VERSION}/mazes/simple-maze.pdf`,
      `/v${OUTPUT_VERSION}/mazes/simple-maze.json`,
    ]);
    expect(await page.getAttribute('#downloads a >> nth=2', 'download')).toBe(`simple-maze-12x12-${seed}.pdf`);

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
    const page = await browser().newPage();
    await page.goto(base());
    await page.locator('#maze svg').waitFor();
    expect(await page.locator('#param-players').count()).toBe(0);
    await page.selectOption('#game', 'labyrinthine-loop');
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.startsWith('Labyrinthine Loop'));
    await page.selectOption('#param-players', '3');
    expect(await page.locator('.bot').count()).toBe(3);
    expect(await page.locator('#round option').count()).toBe(3);
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Labyrinthine Loop'));
    const first = await page.locator('#maze svg').innerHTML();
    await page.selectOption('#round', '2');
    await page.waitForFunction((old) => document.querySelector('#maze svg')?.innerHTML !== old, first);
    const pdf = await page.getAttribute('#downloads a:nth-child(3)', 'href');
    expect(pdf).toMatch(/players=3/);
    expect(pdf).not.toMatch(/round=/);
  });

  it('disables the bots that cannot play the board, showing their limit', async () => {
    const page = await browser().newPage();
    await page.goto(base());
    await page.locator('#maze svg').waitFor();
    const mcts = page.locator('.bot >> nth=0').locator('option[value="mcts"]');
    expect(await mcts.textContent()).toBe('mcts (boards up to 324)');
    expect(await mcts.isDisabled()).toBe(false);
    await page.selectOption('.bot >> nth=0', 'mcts');
    await page.fill('#width', '40');
    await page.fill('#height', '40');
    expect(await mcts.isDisabled()).toBe(true);
    expect(await page.inputValue('.bot >> nth=0')).toBe('maker');
  });

  it('says what is wrong when the server refuses a request', async () => {
    const page = await browser().newPage();
    await page.goto(base());
    await page.locator('#maze svg').waitFor();
    await page.selectOption('#game', 'labyrinth');
    await page.fill('#width', '1000');
    await page.fill('#height', '1000');
    for (const bot of await page.locator('.bot').all()) await bot.selectOption('greedy');
    await page.click('#make');
    // The error takes the maze's place, and the old links go with it.
    await page.waitForFunction(() => document.querySelector('#maze .error'));
    // In the page's words: the server's, less the environment variable that sets the limit, which is its operator's.
    expect(await page.textContent('#maze')).toMatch(/^this request would take about [\d.]+ s of compute, over the limit of 5\.0 s a request; to stay under it/);
    expect(await page.innerText('body')).not.toMatch(/MAX_|_MS\b/);
    expect(await page.locator('#maze svg').count()).toBe(0);
    expect(await page.isVisible('#downloads')).toBe(false);
    // A good request brings a maze back.
    await page.fill('#width', '10');
    await page.fill('#height', '10');
    await page.click('#make');
    await page.locator('#maze svg').waitFor();
    expect(await page.locator('#maze .error').count()).toBe(0);
  });

  it('mirrors the form in its URL, so a shared link makes the same maze', async () => {
    const page = await browser().newPage();
    await page.goto(base());
    await page.locator('#maze svg').waitFor();
    await page.selectOption('#game', 'labyrinthine-loop');
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.startsWith('Labyrinthine Loop'));
    await page.fill('#seed', 'share-1');
    await page.fill('#width', '9');
    await page.fill('#height', '7');
    await page.selectOption('#param-players', '3');
    await page.check('#solution');
    await page.selectOption('#perPage', '4');
    await page.fill('#title', 'Class 2B');
    // The answer to this click, not to an earlier request still on its way.
    await Promise.all([page.waitForResponse((r) => r.url().includes('seed=share-1') && r.url().includes('solution=true')), page.click('#make')]);
    // Drawn with its solution band: the maze of this request, not of the one before.
    await page.waitForFunction(() => document.querySelector('#maze svg')?.innerHTML.includes('#1f8a7e'));
    expect(page.url()).toMatch(/perPage=4/);
    const shared = page.url();
    expect(new URL(shared).searchParams.get('game')).toBe('labyrinthine-loop');
    const svg = await page.locator('#maze').innerHTML();
    const links = await page.locator('#downloads a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));

    const other = await browser().newPage();
    await other.goto(shared);
    await other.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.includes('seed share-1'));
    expect(await other.locator('#maze').innerHTML()).toBe(svg);
    expect(await other.inputValue('#param-players')).toBe('3');
    expect(await other.isChecked('#solution')).toBe(true);
    expect(await other.inputValue('#title')).toBe('Class 2B');
    expect(links.find((href) => href.includes('.pdf'))).toMatch(/title=Class\+2B/);
    // Each format's link takes the options that format takes (the API document's), and no other.
    const keys = (format: string) => [...new URL(links.find((href) => href.includes(`.${format}?`))!).searchParams.keys()].sort();
    const board = ['height', 'players', 'rounds', 'seed', 'width'];
    expect(keys('svg')).toEqual([...board, 'solution'].sort());
    expect(keys('png')).toEqual([...board, 'solution'].sort());
    // The way shown on screen is the pictures'; the book's answer key is a choice of its own.
    expect(keys('pdf')).toEqual([...board, 'perPage', 'title'].sort());
    expect(keys('json')).toEqual(board);
    expect(await other.locator('#downloads a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).toEqual(links);
    expect(other.url()).toBe(shared);
  });

  it('offers the game as played only where a game has it', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=labyrinthine-loop&seed=c&colors=true`);
    await page.locator('#maze svg').waitFor();
    expect(await page.isVisible('#colors-label')).toBe(false);
    expect(page.url()).not.toMatch(/colors/);
    await page.goto(`${base()}/?game=bidirectional-line&size=6&seed=c&colors=true&numbers=true`);
    await page.waitForFunction(() => document.querySelector('#maze svg text'));
    expect(await page.isChecked('#numbers')).toBe(true);
    expect(await page.textContent('#unit')).toBe('square');
  });

  it('keeps the answer key apart from the solution shown, and names each download for what it holds', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=6&seed=key-1`);
    await page.locator('#maze svg').waitFor();
    const link = async (format: string) => {
      const a = page.locator(`#downloads a >> text=${format}`);
      return { query: new URL((await a.getAttribute('href'))!, base()).searchParams, name: await a.getAttribute('download') };
    };
    await page.check('#solution');
    await page.waitForFunction(() => document.querySelector('#downloads a')?.getAttribute('href')?.includes('solution=true'));
    expect((await link('SVG')).name).toBe('simple-maze-6x6-key-1-solved.svg');
    let pdf = await link('PDF');
    expect(pdf.query.has('solution')).toBe(false);
    expect(pdf.name).toBe('simple-maze-6x6-key-1.pdf');
    await page.selectOption('#answers', 'only');
    pdf = await link('PDF');
    expect(pdf.query.get('answers')).toBe('only');
    expect(pdf.name).toBe('simple-maze-6x6-key-1-answers.pdf');
    await page.selectOption('#answers', 'back');
    await page.selectOption('#paper', '8.5x11');
    await page.check('#bleed');
    pdf = await link('PDF');
    expect(Object.fromEntries(pdf.query)).toMatchObject({ answers: 'back', paper: '8.5x11', bleed: 'true' });
    expect(pdf.name).toBe('simple-maze-6x6-key-1-with-answers.pdf');
    // The page's URL keeps the choice, and the file is what its name says: a puzzle page, then its answer.
    expect(new URL(page.url()).searchParams.get('answers')).toBe('back');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#downloads a >> text=PDF')]);
    const text = pdfText(readFileSync((await download.path())!)).split('\f');
    expect(text).toHaveLength(3);
    expect(text[1]).toContain('Answers');
  });

  it('downloads a PNG named by game, size and seed', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=6&seed=png-1&scale=10`);
    await page.locator('#maze svg').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#downloads a >> text=PNG')]);
    expect(download.suggestedFilename()).toBe('simple-maze-6x6-png-1.png');
    const bytes = readFileSync(await download.path());
    expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    // 6 cells and a margin of 1 on each side, at 10 pixels a cell.
    expect(bytes.readUInt32BE(16)).toBe(80);
  });

  it('downloads on the first click after typing in a field, with what was typed', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=5&seed=first-1`);
    await page.locator('#maze svg').waitFor();
    // Typed and not left: the click itself takes the focus from the field.
    await page.fill('#title', 'Class 2B');
    const [asked, download] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/mazes/simple-maze.pdf?')),
      page.waitForEvent('download', { timeout: 10_000 }),
      page.click('#downloads a >> text=PDF'),
    ]);
    expect(new URL(asked.url()).searchParams.get('title')).toBe('Class 2B');
    expect(pdfText(readFileSync((await download.path())!))).toContain('Class 2B');
  });

  it('checks the form before any maze is asked for, whatever the control, and makes it once the field is mended', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=6&seed=checked-1`);
    await page.locator('#maze svg').waitFor();
    const url = page.url();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mazes/')) asked.push(r.url());
    });
    await page.fill('#width', '0');
    // A checkbox and a select: each remakes the maze, so each goes through the form's checks.
    await page.check('#solution');
    await page.selectOption('.bot >> nth=0', 'greedy');
    const problem = 'The width must be a whole number from 2 to 1000 for this game.';
    expect(await page.textContent('#width-problem')).toBe(problem);
    expect(await page.getAttribute('#width', 'aria-invalid')).toBe('true');
    expect(await page.textContent('#status')).toBe(`Not made yet. ${problem}`);
    expect(asked).toEqual([]);
    expect(page.url()).toBe(url);
    // Mended, the problem goes at once; left, the maze the form asks for is made.
    await page.fill('#width', '7');
    expect(await page.textContent('#width-problem')).toBe('');
    await Promise.all([page.waitForResponse((r) => r.url().includes('/mazes/simple-maze.svg?width=7&height=6')), page.press('#width', 'Tab')]);
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.includes('7×6'));
    expect(await page.textContent('#status')).toMatch(/^Maze-ish Simple Game, 7×6/);
    expect(page.url()).toMatch(/width=7&height=6&seed=checked-1&bots=greedy%2Cmaker&solution=true/);
    // A download's options are checked as well: a count the field refuses fetches nothing and stays out of the URL.
    await page.fill('#count', '0');
    await page.click('#downloads a >> text=PDF');
    expect(await page.textContent('#count-problem')).toBe('The count must be a whole number from 1 to 50.');
    expect(await page.textContent('#download-status')).toBe('The PDF: The count must be a whole number from 1 to 50.');
    expect(asked.filter((url) => url.includes('.pdf'))).toEqual([]);
    expect(page.url()).not.toMatch(/count=/);
  });

  it('says in its own words why a side over the game’s limit is not asked for, naming no environment variable', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=6&seed=limit-1`);
    await page.locator('#maze svg').waitFor();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/mazes/')) asked.push(r.url());
    });
    await page.fill('#height', '5000');
    await page.click('#make');
    expect(await page.textContent('#height-problem')).toBe('The height must be a whole number from 2 to 1000 for this game.');
    // Make takes the focus to the field to mend.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('height');
    expect(await page.innerText('body')).not.toMatch(/MAX_SIZE/);
    expect(asked).toEqual([]);
  });

  it('says which characters a seed may have, by the field and when one is refused', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=6&seed=seed-1`);
    await page.locator('#maze svg').waitFor();
    const rule = '1 to 64 characters: letters (A–Z, a–z), digits (0–9), _ and -';
    expect(await page.getAttribute('#seed', 'title')).toBe(rule);
    expect(await page.isVisible('#seed-rule')).toBe(true);
    expect(await page.textContent('#seed-rule')).toBe('Letters, digits, _ and -; at most 64.');
    await page.fill('#seed', 'class 2B!');
    await page.click('#make');
    expect(await page.textContent('#seed-problem')).toBe(`The seed must be ${rule}.`);
    expect(await page.textContent('#status')).toBe(`Not made yet. The seed must be ${rule}.`);
    // The server's own schema says the same characters.
    const res = await fetch(`${base()}/mazes/simple-maze.svg?size=6&seed=${encodeURIComponent('class 2B!')}`);
    expect((await res.json()).detail).toMatch(/seed must be 1–64 characters of A–Z, a–z, 0–9, _ and -$/);
  });

  it('keeps the board when the game is switched, where the new game allows it', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=20&seed=switch-1`);
    await page.locator('#maze svg').waitFor();
    await page.selectOption('#game', 'labyrinth');
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.startsWith('Labyrinth-Generating Game, 20×20'));
    await page.fill('#width', '150');
    // polygonal-sections plays boards of at most 100 a side: the width goes back to its default, the height stays.
    await page.selectOption('#game', 'polygonal-sections');
    expect([await page.inputValue('#width'), await page.inputValue('#height')]).toEqual(['8', '20']);
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.startsWith('Maze Of Polygonal Sections, 8×20'));
  });

  it('explains the marks of a lines maze under it, in the words of what it draws', async () => {
    const page = await browser().newPage();
    const desc = () => page.locator('#maze svg desc').textContent();
    // The drawing's own description (from the maze's ends) says how its ends are drawn; the legend uses the same words.
    await page.goto(`${base()}/?game=bidirectional-line&size=6&seed=legend-1`);
    await page.locator('#legend').waitFor();
    expect(await desc()).toMatch(/filled dot.*ring/);
    expect(await page.textContent('#legend')).toMatch(/^Start at the filled dot and follow the line to the ring; a small dot is a junction/);
    await page.goto(`${base()}/?game=labyrinthine-loop&size=6&seed=legend-1`);
    await page.locator('#legend').waitFor();
    expect(await desc()).toMatch(/arrow that points in.*arrow that points out/);
    const legend = await page.textContent('#legend');
    expect(legend).toMatch(/^Enter at the arrow that points in and follow the lines to the arrow that points out;/);
    // It speaks of crossings with a gap: this maze has them, drawn as bridges.
    expect(legend).toContain('where two lines cross with a gap, they do not meet');
    const maze = await (await fetch(`${base()}/mazes/labyrinthine-loop.json?size=6&seed=legend-1`)).json();
    expect(maze.mazes[0].bridges.length).toBeGreaterThan(0);
    // A walls maze's arrows need no legend.
    await page.selectOption('#game', 'simple-maze');
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.startsWith('Maze-ish Simple Game'));
    await page.waitForFunction(() => document.getElementById('legend')?.hidden);
  });

  it('says how to solve the maze shown and how its game is played, with links to its rules and its play page', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=5&seed=how-1`);
    await page.locator('#how').waitFor();
    const detail = async (id: string) => (await fetch(`${base()}/games/${id}`)).json();
    const simple = await detail('simple-maze');
    expect(await page.textContent('#how-to-solve')).toBe(simple.howToSolve);
    expect(await page.isVisible('#played')).toBe(false);
    await page.click('#how summary');
    expect(await page.locator('#played li').allTextContents()).toEqual(simple.rules);
    // Every link stays on this service, and leads somewhere it serves.
    const links = await page.locator('#how a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    expect(links.map((href) => new URL(href).pathname)).toEqual(['/games/simple-maze', '/play']);
    for (const href of links) {
      expect(new URL(href).origin).toBe(base());
      expect((await fetch(href)).status, href).toBe(200);
    }
    expect((await (await fetch(links[0])).json()).ruleIds.length).toBeGreaterThan(3);
    await page.selectOption('#game', 'labyrinth');
    const labyrinth = await detail('labyrinth');
    await page.waitForFunction((solve) => document.getElementById('how-to-solve')?.textContent === solve, labyrinth.howToSolve);
    expect(await page.locator('#played li').allTextContents()).toEqual(labyrinth.rules);
    expect(await page.getAttribute('#rules-link', 'href')).toBe('/games/labyrinth');
  });

  it('prints only the maze from its Print button', async () => {
    const page = await browser().newPage();
    // The browser's print dialog, counted rather than opened.
    await page.addInitScript(() => {
      Object.assign(window, { printed: 0 });
      window.print = () => Object.assign(window, { printed: (window as unknown as { printed: number }).printed + 1 });
    });
    await page.goto(`${base()}/?game=bidirectional-line&size=6&seed=print-1`);
    await page.locator('#how').waitFor();
    await page.click('#print');
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    for (const hidden of ['#print', '#downloads', '#legend', '#how', '#status', '#form']) expect(await page.isVisible(hidden), hidden).toBe(false);
    expect(await page.isVisible('#maze svg')).toBe(true);
  });

  it('gives a phone download links and Print a finger can hit, and downloads on the first tap after typing', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${base()}/?game=simple-maze&size=5&seed=tap-1`);
    await page.locator('#maze svg').waitFor();
    const targets = await page.locator('#downloads a, #print').all();
    expect(targets).toHaveLength(5);
    for (const target of targets) {
      const box = (await target.boundingBox())!;
      expect(box.height, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    }
    await page.fill('#count', '3');
    await page.locator('#downloads').scrollIntoViewIfNeeded();
    const [asked] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/mazes/simple-maze.pdf?')),
      page.waitForEvent('download', { timeout: 10_000 }),
      page.tap('#downloads a >> text=PDF'),
    ]);
    expect(new URL(asked.url()).searchParams.get('count')).toBe('3');
    await context.close();
  });

  it('keeps the links to the maze shown while the form is changed and not yet made', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=12&seed=kept-1`);
    await page.locator('#maze svg').waitFor();
    await page.fill('#width', '30');
    await page.selectOption('#paper', 'letter');
    const pdf = new URL((await page.getAttribute('#downloads a >> text=PDF', 'href'))!, base());
    expect(pdf.searchParams.get('size')).toBe('12');
    expect(pdf.searchParams.get('paper')).toBe('letter');
    expect(new URL(page.url()).searchParams.get('size')).toBe('12');
    expect(await page.getAttribute('#downloads a >> text=SVG', 'download')).toBe('simple-maze-12x12-kept-1.svg');
  });

  it('tells in words why a download is refused, and makes a maze whatever the downloads’ options say', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=300&seed=big-1&scale=100`);
    await page.locator('#maze svg').waitFor();
    await page.click('#downloads a >> text=PNG');
    await page.waitForFunction(() => document.querySelector('#download-status')?.textContent?.includes('megapixels'));
    expect(await page.textContent('#download-status')).toMatch(/scale: at most [\d.]+ for a board of 300×300/);
    expect(await page.getAttribute('#download-status', 'class')).toContain('error');
    // A value the download refuses does not stop the maze.
    await page.fill('#scale', '200');
    await page.fill('#width', '9');
    await page.fill('#height', '9');
    await page.click('#make');
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.includes('9×9'));
  });

  it('keeps the game’s defaults for values out of range in a shared link', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=labyrinthine-loop&size=5&seed=odd-1&players=9&perPage=5`);
    await page.locator('#maze svg').waitFor();
    expect(await page.inputValue('#param-players')).toBe('2');
    expect(await page.locator('.bot').count()).toBe(2);
    expect(await page.getAttribute('#downloads a >> text=PDF', 'href')).not.toMatch(/perPage|bots=undefined/);
  });

  it('puts the bots away for a difficulty level, and says what the level gave', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=4&seed=7`);
    await page.locator('#maze svg').waitFor();
    await page.selectOption('#difficulty', 'easy');
    expect(await page.isVisible('.bot')).toBe(false);
    expect(await page.isVisible('#level-note')).toBe(true);
    // A 4×4 board is too small for an easy maze: the page says it kept the nearest, and which bots played it.
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('no easy maze'));
    expect(await page.textContent('#status')).toMatch(/played by tufts/);
    await page.selectOption('#difficulty', '');
    expect(await page.isVisible('.bot')).toBe(true);
  });

  it('fits a tall maze in the window, and names the seed box Seed', async () => {
    const page = await browser().newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${base()}/?game=simple-maze&width=10&height=60&seed=tall-1`);
    await page.locator('#maze svg').waitFor();
    const box = (await page.locator('#maze svg').boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(0.8 * 800 + 1);
    expect(box.height).toBeGreaterThan(0.7 * 800);
    expect(await page.getByRole('textbox', { name: 'Seed', exact: true }).count()).toBe(1);
  });

  it('brings the new maze into view on a phone', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(base());
    await page.locator('#maze svg').waitFor();
    await page.fill('#width', '7');
    await page.locator('#make').scrollIntoViewIfNeeded();
    await page.click('#make');
    await page.waitForFunction(() => document.querySelector('#maze svg title')?.textContent?.includes('7×'));
    const top = await page.$eval('#view', (e) => e.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(-1);
    expect(top).toBeLessThan(100);
    // An option changed down in the form remakes the maze where it is: the page stays by the control.
    await page.locator('#solution').scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(100);
    await page.check('#solution');
    await page.waitForFunction(() => document.querySelector('#maze svg')?.innerHTML.includes('#d62828'));
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
    await context.close();
  });

  it('shows the maze first on a phone, with no 404 on the way', async () => {
    const context = await browser().newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    const missing: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url());
    });
    await page.goto(base());
    await page.locator('#maze svg').waitFor();
    const maze = await page.locator('#maze svg').boundingBox();
    const form = await page.locator('#form').boundingBox();
    expect(maze!.y).toBeLessThan(120);
    expect(maze!.y + maze!.height).toBeLessThan(844);
    expect(form!.y).toBeGreaterThan(maze!.y + maze!.height);
    expect(await page.getAttribute('link[rel=icon]', 'href')).toBe('/favicon.svg');
    expect(missing).toEqual([]);
    await context.close();
  });

  it('goes dark with the system, keeps the maze black on white, and prints only the maze', async () => {
    const context = await browser().newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(base());
    await page.locator('#maze svg').waitFor();
    const background = (selector: string) => page.$eval(selector, (e) => getComputedStyle(e).backgroundColor);
    expect(await background('html')).toBe('rgb(22, 24, 28)');
    expect(await background('#maze')).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ media: 'print' });
    expect(await page.isVisible('#form')).toBe(false);
    expect(await page.isVisible('header')).toBe(false);
    expect(await page.isVisible('#maze svg')).toBe(true);
    await context.close();
  });
});

describe('playground page, shaped boards', () => {
  const base = useServer();
  const browser = useBrowser();
  /** A bitmap of cols × rows with the squares `inside` says. */
  const bitmap = (cols: number, rows: number, inside: (x: number, y: number) => boolean) => {
    const bits = new Uint8Array(cols * rows);
    for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) bits[y * cols + x] = +inside(x, y);
    return { cols, rows, bits };
  };
  const hrefs = (page: Page) => page.locator('#downloads a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));

  it('encodes and decodes a mask as the server does', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=6&seed=code-1`);
    await page.locator('#maze svg').waitFor();
    const maps = [
      bitmap(1, 1, () => true),
      bitmap(3, 2, (x, y) => x !== 1 || y === 0),
      bitmap(7, 3, (x, y) => (x * 3 + y * 5) % 4 === 0),
      bitmap(13, 5, (x, y) => x >= y),
      bitmap(48, 48, (x, y) => (x ^ y) % 3 === 1),
    ];
    for (const map of maps) {
      const mask = encodeMask(map);
      expect(await page.evaluate((m) => (window as unknown as { encodeMask(b: typeof m): string }).encodeMask(m), { ...map, bits: [...map.bits] as unknown as Uint8Array })).toBe(mask);
      const back = await page.evaluate((s) => {
        const decoded = (window as unknown as { decodeMask(s: string): { cols: number; rows: number; bits: Uint8Array } }).decodeMask(s);
        return { ...decoded, bits: [...decoded.bits] };
      }, mask);
      expect(back).toEqual({ ...decodeMask(mask), bits: [...decodeMask(mask).bits] });
    }
    expect(await page.evaluate(() => (window as unknown as { decodeMask(s: string): unknown }).decodeMask('3x2.tAA'))).toBeNull();
  });

  it('shows a heart, and keeps shape=heart in its URL, its downloads and its files’ names', async () => {
    const page = await browser().newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base()}/?game=labyrinth&size=20&seed=heart-1`);
    await page.locator('#maze svg').waitFor();
    expect(await page.getByRole('combobox', { name: 'Board shape' }).inputValue()).toBe('square');
    await page.selectOption('#shape', 'heart');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent === 'Labyrinth-Generating Game, 20×20, heart, seed heart-1');
    expect(new URL(page.url()).searchParams.get('shape')).toBe('heart');
    const links = await hrefs(page);
    expect(links).toHaveLength(4);
    for (const href of links) expect(new URL(href).searchParams.get('shape'), href).toBe('heart');
    expect(await page.getAttribute('#downloads a >> text=SVG', 'download')).toBe('labyrinth-20x20-heart-heart-1.svg');
    // The maze shown is the server's heart, not the square's.
    const svg = await page.locator('#maze').innerHTML();
    const drawn = (markup: string) => [...markup.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    expect(drawn(svg)).toEqual(drawn(await (await fetch(links[0])).text()));
    expect(drawn(svg)).not.toEqual(drawn(await (await fetch(`${base()}/mazes/labyrinth.svg?size=20&seed=heart-1`)).text()));
    // The link opens on the heart.
    const other = await browser().newPage();
    await other.goto(page.url());
    await other.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('heart'));
    expect(await other.inputValue('#shape')).toBe('heart');
    expect(await other.locator('#maze').innerHTML()).toBe(svg);
    expect(errors).toEqual([]);
  });

  it('makes a maze of a text, giving it a board that holds it', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=12&seed=text-1`);
    await page.locator('#maze svg').waitFor();
    await page.selectOption('#shape', 'text');
    // A 12×12 board cannot hold "MAZE" (23×9): the board becomes its size times 3, and the page says so.
    expect(await page.inputValue('#text')).toBe('MAZE');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Maze-ish Simple Game, 69×27, text “MAZE”, seed text-1'));
    expect(await page.textContent('#status')).toBe('Maze-ish Simple Game, 69×27, text “MAZE”, seed text-1 · “MAZE” needs a board of at least 23×9: the board is now 69×27');
    expect(new URL(page.url()).searchParams.get('text')).toBe('MAZE');
    // A text that fits keeps the board; a longer one gets a larger board.
    await page.fill('#text', 'Ann');
    await page.press('#text', 'Tab');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('text “Ann”'));
    expect([await page.inputValue('#width'), await page.inputValue('#height')]).toEqual(['69', '27']);
    expect(await page.textContent('#status')).not.toContain('needs a board');
    await page.fill('#text', 'HelloWorld12');
    await page.press('#text', 'Enter');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Maze-ish Simple Game, 213×27, text “HelloWorld12”'));
    expect(await page.textContent('#status')).toContain(' · “HelloWorld12” needs a board of at least 71×9: the board is now 213×27');
    for (const href of await hrefs(page)) expect(new URL(href).searchParams.get('text')).toBe('HelloWorld12');
    // Other characters are said at the field, and nothing is asked for.
    const asked: string[] = [];
    page.on('request', (r) => void (r.url().includes('/mazes/') && asked.push(r.url())));
    await page.fill('#text', 'Mr. B');
    await page.press('#text', 'Tab');
    expect(await page.textContent('#text-problem')).toBe('The text must be 1 to 12 letters (A–Z, a–z) and digits (0–9).');
    expect(await page.textContent('#status')).toMatch(/^Not made yet\. The text must be/);
    expect(asked).toEqual([]);
    // A board made too small for the text afterwards: the server's fault, said at the shape.
    await page.fill('#text', 'HELLO');
    await page.fill('#width', '20');
    await page.fill('#height', '20');
    await page.click('#make');
    await page.waitForFunction(() => document.querySelector('#shape-problem')?.textContent);
    expect(await page.textContent('#shape-problem')).toBe('Text "HELLO" needs a board of at least 29×9; this one is 20×20.');
    expect(await page.getAttribute('#text', 'aria-invalid')).toBe('true');
  });

  it('makes a mask painted on the grid into mask=, and its link reloads to the same maze', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=labyrinth&size=10&seed=mask-1`);
    await page.locator('#maze svg').waitFor();
    await page.selectOption('#shape', 'mask');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('a drawn shape'));
    await page.click('#mask-clear');
    // Nothing drawn is no maze: said at the shape.
    await page.waitForFunction(() => document.querySelector('#shape-problem')?.textContent);
    expect(await page.textContent('#shape-problem')).toBe('The shape is empty: no square of the 10×10 board is in it.');
    // An L, dragged square by square: rows 1 and 2 across, then down column 1.
    const box = (await page.locator('#mask-grid').boundingBox())!;
    const at = (x: number, y: number) => [box.x + ((x + 0.5) * box.width) / 10, box.y + ((y + 0.5) * box.height) / 10] as const;
    const drag = async (from: [number, number], to: [number, number]) => {
      await page.mouse.move(...at(...from));
      await page.mouse.down();
      await page.mouse.move(...at(...to), { steps: 3 });
      await page.mouse.up();
    };
    await drag([1, 1], [8, 1]);
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('a drawn shape'));
    await drag([1, 2], [1, 8]);
    const expected = encodeMask(bitmap(10, 10, (x, y) => (y === 1 && x >= 1 && x <= 8) || (x === 1 && y >= 1 && y <= 8)));
    await page.waitForFunction((mask) => new URLSearchParams(location.search).get('mask') === mask, expected);
    await page.waitForFunction(() => !document.querySelector('#shape-problem')?.textContent && document.querySelector('#status')?.textContent?.includes('drawn'));
    expect(await page.textContent('#mask-count')).toBe('15 of 100 squares in the maze (a 10×10 grid).');
    const svg = await page.locator('#maze').innerHTML();
    for (const href of await hrefs(page)) expect(new URL(href).searchParams.get('mask')).toBe(expected);
    expect(await page.getAttribute('#downloads a >> text=PNG', 'download')).toBe('labyrinth-10x10-drawn-mask-1.png');
    // Starting on a dark square erases.
    await drag([8, 1], [8, 1]);
    const erased = encodeMask(bitmap(10, 10, (x, y) => (y === 1 && x >= 1 && x <= 7) || (x === 1 && y >= 1 && y <= 8)));
    await page.waitForFunction((mask) => new URLSearchParams(location.search).get('mask') === mask, erased);

    const other = await browser().newPage();
    await other.goto(`${base()}/?${new URLSearchParams({ game: 'labyrinth', size: '10', mask: expected, seed: 'mask-1' })}`);
    await other.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('drawn'));
    expect(await other.inputValue('#shape')).toBe('mask');
    expect(await other.isVisible('#mask-grid')).toBe(true);
    expect(await other.evaluate('encodeMask(maskBits)')).toBe(expected);
    expect(await other.locator('#maze').innerHTML()).toBe(svg);
  });

  it('says a hole in a mask at the shape, marks it on the grid, and keeps the maze shown; drawn by keyboard', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=10&seed=hole-1`);
    await page.locator('#maze svg').waitFor();
    await page.selectOption('#shape', 'mask');
    await page.click('#mask-fill');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('mask')?.startsWith('10x10.____'));
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('drawn'));
    const svg = await page.locator('#maze').innerHTML();
    expect(await page.getAttribute('#mask-grid', 'aria-label')).toBe('Mask: the board’s squares, dark ones in the maze');
    await page.focus('#mask-grid');
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown']) await page.keyboard.press(key);
    expect(await page.textContent('#mask-where')).toBe('Square 5, 5: in the maze.');
    await page.keyboard.press('Space');
    expect(await page.textContent('#mask-where')).toBe('Square 5, 5: outside.');
    const fault = 'The shape has a hole at [4,4]: every square outside it must reach the board\'s edge. It is marked in red on the grid.';
    await page.waitForFunction((words) => document.querySelector('#shape-problem')?.textContent === words, fault);
    expect(await page.textContent('#status')).toBe(`Not made yet. ${fault}`);
    expect(await page.getAttribute('#mask-grid', 'aria-invalid')).toBe('true');
    expect(await page.getAttribute('#mask-grid', 'aria-describedby')).toContain('shape-problem');
    // The maze shown stays, with its links; no error takes its place.
    expect(await page.locator('#maze').innerHTML()).toBe(svg);
    expect(await page.locator('#maze .error').count()).toBe(0);
    // The square is marked on the grid, in red.
    const red = await page.evaluate(() => {
      const canvas = document.getElementById('mask-grid') as HTMLCanvasElement;
      const px = canvas.width / 10;
      const [r, g, b] = canvas.getContext('2d')!.getImageData(4 * px + 1, 4.5 * px, 1, 1).data;
      return [r, g, b];
    });
    expect(red).toEqual([214, 40, 40]);
    // Tidy fills the hole, and the maze is made.
    await page.click('#mask-tidy');
    await page.waitForFunction(() => !document.querySelector('#shape-problem')?.textContent && document.querySelector('#status')?.textContent?.startsWith('Maze-ish'));
    expect(await page.textContent('#mask-note')).toMatch(/^Tidied/);
    expect(await page.getAttribute('#mask-grid', 'aria-invalid')).toBeNull();
  });

  it('turns a picture into a mask in the page, dark inside and transparent outside, sending only the mask', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=10&seed=picture-1`);
    await page.locator('#maze svg').waitFor();
    await page.selectOption('#shape', 'mask');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('drawn'));
    // A 40×40 PNG, drawn in the page: transparent, a black bar from x 8 to 32 with a white square in it (a hole), and a light grey line along the bottom.
    const png = Buffer.from(
      await page.evaluate(() => {
        const canvas = Object.assign(document.createElement('canvas'), { width: 40, height: 40 });
        const c = canvas.getContext('2d')!;
        c.fillStyle = '#000';
        c.fillRect(8, 0, 24, 40);
        c.fillStyle = '#fff';
        c.fillRect(16, 20, 4, 4);
        c.fillStyle = '#ccc';
        c.fillRect(0, 36, 40, 4);
        return canvas.toDataURL('image/png').split(',')[1];
      }),
      'base64',
    );
    const sent: { url: string; method: string; body: string | null }[] = [];
    page.on('request', (r) => sent.push({ url: r.url(), method: r.method(), body: r.postData() }));
    await page.setInputFiles('#picture', { name: 'square.png', mimeType: 'image/png', buffer: png });
    // The dark part alone (8 to 32 across, all the way down) fitted into the 10×10 grid: columns 2 to 7; light is outside.
    const expected = encodeMask(bitmap(10, 10, (x) => x >= 2 && x < 8));
    await page.waitForFunction((mask) => new URLSearchParams(location.search).get('mask') === mask, expected);
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('drawn'));
    // The white square was a hole: filled, and said so.
    expect(await page.textContent('#mask-note')).toBe('Tidied: the largest piece kept, its holes filled.');
    expect(await page.isVisible('#threshold')).toBe(true);
    // Only GETs of mazes, and nothing as long as the picture's bytes.
    expect(sent.length).toBeGreaterThan(0);
    for (const r of sent) {
      expect(r.method).toBe('GET');
      expect(r.body).toBeNull();
      expect(r.url.length).toBeLessThan(500);
    }
    // A higher threshold takes the light grey line in as well: the whole picture is then dark's extent, and the line the bottom row.
    await page.fill('#threshold', '85');
    expect(await page.textContent('#threshold-value')).toBe('85%');
    const darker = encodeMask(bitmap(10, 10, (x, y) => (x >= 2 && x < 8) || y === 9));
    await page.waitForFunction((mask) => new URLSearchParams(location.search).get('mask') === mask, darker);
  });
});

describe('playground page, where a maze’s JSON is over the budget', () => {
  // A budget between the picture's estimate and its JSON's (which costs more): the maze is shown, what the level gave is not.
  const query = { size: '300', seed: '7', difficulty: 'easy' };
  const base = useServer({ maxCostMs: Math.floor((getEstimate('simple-maze', 'svg', query) + getEstimate('simple-maze', 'json', query)) / 2) });
  const browser = useBrowser();

  it('says why it cannot tell what the level gave', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&${new URLSearchParams(query)}`);
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.includes('is not known'));
    expect(await page.textContent('#status')).toMatch(/its JSON was refused \(this request would take/);
    expect(await page.locator('#maze svg').count()).toBe(1);
  });
});

describe('playground page, on a busy server', () => {
  // One thread and no room to queue: a second costly request is turned away with a 503 and Retry-After.
  const base = useServer({ workers: 1, maxQueueMs: 1 });
  const browser = useBrowser();

  it('asks a busy server again after each Retry-After, and shows the maze', async () => {
    const page = await browser().newPage();
    await page.goto(`${base()}/?game=simple-maze&size=6&seed=busy-0`);
    await page.locator('#maze svg').waitFor();
    // A costly game holds the only thread while the page asks for one of its own.
    const busy = fetch(`${base()}/mazes/simple-maze.svg?size=14&bots=mcts&seed=busy-1`);
    // Until the thread has it: a fixed wait lost that race on a loaded machine.
    await expect.poll(() => base.load().running, { timeout: 10_000 }).toBe(1);
    await page.selectOption('.bot >> nth=0', 'mcts');
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('The server is busy; trying again in'));
    await page.waitForFunction(() => document.querySelector('#status')?.textContent?.startsWith('Maze-ish Simple Game, 6×6'), undefined, { timeout: 45_000 });
    expect(await page.locator('#maze .error').count()).toBe(0);
    expect((await busy).status).toBe(200);
  });
});
